// Registers the remotes from the map the shell server sent, and loads exposed modules from them.
// A remote the server rendered is loaded from the manifest it rendered with (carried in the document), so the
// browser hydrates exactly that build even if a newer one was deployed meanwhile.
// A failed remote can be retried: it is registered again under a fresh URL, so no cached failure is reused.
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName, RemotesMap } from '@estate/shared-api';

const loadTimeoutMs = 15_000;
let remotesMap: RemotesMap | null = null;
const attempts = new Map<string, number>();
const loaded = new Map<string, unknown>();
/** manifest URL → the manifest the server rendered with */
const renderedManifests = new Map<string, unknown>();

export function initRemotes(map: RemotesMap, manifests: Partial<Record<RemoteName, unknown>> = {}) {
  remotesMap = map;
  for (const [name, manifest] of Object.entries(manifests)) {
    const url = map[name as RemoteName];
    if (url) renderedManifests.set(new URL(url, window.location.href).href, manifest);
  }
  registerRemotes(Object.entries(map).map(([name, entry]) => ({ name, entry })));
}

interface ManifestAssets {
  exposes?: Array<{ assets?: { css?: { sync?: string[]; async?: string[] } } }>;
}

/**
 * The manifest the server rendered with, as the response to its URL (the resilience plugin's fetch asks), less the
 * stylesheets the document already holds inlined: the runtime would otherwise link them a second time (the
 * remote's own chunk loader finds them by their data-href).
 */
export function renderedManifestResponse(url: string): Response | null {
  const manifest = renderedManifests.get(url) as ManifestAssets | undefined;
  if (manifest === undefined) return null;
  const inlined = new Set(
    [...document.querySelectorAll('style[data-href]')].map((style) => style.getAttribute('data-href')),
  );
  const missing = (file: string) => !inlined.has(new URL(file, url).href);
  const exposes = manifest.exposes?.map((expose) => {
    const css = expose.assets?.css;
    if (!css) return expose;
    const kept = { sync: css.sync?.filter(missing) ?? [], async: css.async?.filter(missing) ?? [] };
    return { ...expose, assets: { ...expose.assets, css: kept } };
  });
  return new Response(JSON.stringify({ ...manifest, exposes }), { headers: { 'Content-Type': 'application/json' } });
}

/**
 * The URL a remote's entry script is loaded from: after a retry it carries the attempt, so the browser does not
 * join a request for the same file that is still hanging (the resilience plugin's createScript asks).
 */
export function entryScriptUrl(url: string): string | null {
  if (!remotesMap) return null;
  for (const [name, manifestUrl] of Object.entries(remotesMap)) {
    const attempt = attempts.get(name);
    if (!attempt || !url.startsWith(new URL('.', new URL(manifestUrl, window.location.href)).href)) continue;
    const retried = new URL(url);
    retried.searchParams.set('retry', String(attempt));
    return retried.href;
  }
  return null;
}

function remoteOf(id: string): RemoteName {
  return id.split('/')[0] as RemoteName;
}

function withTimeout<T>(promise: Promise<T>, id: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Timed out loading ${id}`)), loadTimeoutMs);
    promise.then(
      (value) => (clearTimeout(timer), resolve(value)),
      (error: unknown) => (clearTimeout(timer), reject(error)),
    );
  });
}

/**
 * Resolves once the document has loaded. The page arrives rendered, so the remotes' code (to hydrate the page's
 * region, the footer form, the header counts) is fetched after the load event, never competing with the shell.
 */
function documentLoaded(): Promise<void> {
  // at least one task later: a load abandoned by a retry has been settled by then (see resetRemote)
  if (document.readyState === 'complete') return new Promise((resolve) => setTimeout(resolve, 0));
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}

/** Loads "remote/Module" and returns its default export. */
export async function loadRemoteModule<T>(id: string): Promise<T> {
  const cached = loaded.get(id);
  if (cached) return cached as T;
  await documentLoaded();
  const module = await withTimeout(loadRemote<{ default: T }>(id), id);
  if (!module?.default) throw new Error(`${id} has no default export`);
  loaded.set(id, module.default);
  return module.default;
}

/** Forgets a failed remote so the next load fetches its manifest again. */
export function resetRemote(id: string) {
  if (!remotesMap) return;
  const name = remoteOf(id);
  const attempt = (attempts.get(name) ?? 0) + 1;
  attempts.set(name, attempt);
  const url = new URL(remotesMap[name], window.location.href);
  // A script of this remote still hanging would be waited on again (the runtime shares a pending load of the same
  // entry): it is failed now, so the runtime forgets it. Loaded scripts ignore the event.
  const base = new URL('.', url).href;
  for (const script of document.querySelectorAll<HTMLScriptElement>('script[src]')) {
    if (script.src.startsWith(base)) script.dispatchEvent(new Event('error'));
  }
  url.searchParams.set('retry', String(attempt));
  registerRemotes([{ name, entry: url.toString() }], { force: true });
}

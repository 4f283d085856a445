// The shell server as a federation host: it loads the remotes' server builds at run time from the manifests named
// by REMOTE_*_URL (their `metaData.ssrRemoteEntry`). Each manifest is checked every few seconds, never per request;
// when it changed (a redeploy), the remote is registered again and its page modules are forgotten, so the next
// renders use the new build without a restart and without re-evaluating remote code per request. Everything kept
// here is code and manifests, the same for every visitor.
import crypto from 'node:crypto';
import { createInstance, type ModuleFederation } from '@module-federation/enhanced/runtime';
import type { RemoteName, RemotePage, RemotesMap } from '@estate/shared-api';
import { providedShared } from './sharedModules';

export interface RemoteManifest {
  metaData: {
    publicPath?: string;
    ssrRemoteEntry?: { name: string; path: string };
  };
  exposes?: Array<{ name: string; assets: { css: { sync: string[] } } }>;
}

interface RemoteState {
  url: string;
  /** the manifest in force and a short hash of its text */
  manifest: RemoteManifest | null;
  text: string;
  version: string;
  /** page modules of this version (a promise per module id) */
  pages: Map<string, Promise<RemotePage>>;
  /** stylesheets of this version (content-hashed files: the text never changes) */
  styles: Map<string, Promise<string>>;
}

/** A stylesheet of a page: its URL as the remote's chunk loader names it, and its text. */
export interface PageStyle {
  href: string;
  css: string;
}

export interface LoadedPage {
  page: RemotePage;
  manifest: RemoteManifest;
  /** the page's stylesheets, inlined into the document */
  styles: PageStyle[];
}

export interface RemoteRegistryOptions {
  remotes: RemotesMap;
  /** how often each manifest is checked for a redeploy */
  checkIntervalMs: number;
  manifestTimeoutMs?: number;
  log: (line: object) => void;
}

export type RemoteRegistry = ReturnType<typeof createRemoteRegistry>;

const versionParam = 'ssr-version';

/** The heap in use (after a full collection when the process runs with --expose-gc, so redeploys compare). */
function heapUsed(): number {
  (globalThis as { gc?: () => void }).gc?.();
  return process.memoryUsage().heapUsed;
}

function remoteOf(id: string): RemoteName {
  return id.split('/')[0] as RemoteName;
}

/** The directory of the manifest: where a manifest with publicPath 'auto' has its files. */
function baseOf(url: string, manifest: RemoteManifest): string {
  const publicPath = manifest.metaData.publicPath;
  if (publicPath && publicPath !== 'auto') return new URL(publicPath, url).href;
  return new URL('.', url).href;
}

export function createRemoteRegistry({ remotes, checkIntervalMs, manifestTimeoutMs = 3000, log }: RemoteRegistryOptions) {
  const states = new Map<RemoteName, RemoteState>(
    (Object.entries(remotes) as Array<[RemoteName, string]>).map(([name, url]) => [
      name,
      { url, manifest: null, text: '', version: '', pages: new Map(), styles: new Map() },
    ]),
  );

  /** The runtime asks for `<manifest URL>?ssr-version=<hash>`: it gets exactly the manifest that was checked. */
  const federation: ModuleFederation = createInstance({
    name: 'shell_server',
    remotes: [],
    shared: providedShared(),
    shareStrategy: 'loaded-first',
    plugins: [
      {
        name: 'shell-server-manifests',
        fetch(url: string) {
          const requested = new URL(url);
          const version = requested.searchParams.get(versionParam);
          if (!version) return undefined;
          const state = [...states.values()].find((candidate) => candidate.version === version);
          if (!state) return undefined;
          return Promise.resolve(new Response(state.text, { headers: { 'Content-Type': 'application/json' } }));
        },
      },
    ],
  });

  async function check(name: RemoteName, state: RemoteState): Promise<void> {
    let text: string;
    try {
      const response = await fetch(state.url, { signal: AbortSignal.timeout(manifestTimeoutMs) });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      text = await response.text();
    } catch (error) {
      // a remote that cannot be reached keeps the build in force; its pages fail (and render in the browser)
      if (!state.manifest) log({ level: 'warn', msg: 'remote manifest unavailable', remote: name, error: String(error) });
      return;
    }
    if (text === state.text) return;
    let manifest: RemoteManifest;
    try {
      manifest = JSON.parse(text) as RemoteManifest;
    } catch (error) {
      log({ level: 'warn', msg: 'remote manifest unreadable', remote: name, error: String(error) });
      return;
    }
    const version = crypto.createHash('sha256').update(text).digest('hex').slice(0, 12);
    const entry = new URL(state.url);
    entry.searchParams.set(versionParam, version);
    const first = !state.manifest;
    Object.assign(state, { manifest, text, version, pages: new Map(), styles: new Map() });
    federation.registerRemotes([{ name, entry: entry.href }], { force: !first });
    log({ level: 'info', msg: first ? 'remote registered' : 'remote redeployed', remote: name, version, heapUsed: heapUsed() });
  }

  /** Checks every manifest now; resolves when all have answered or failed. */
  function checkAll(): Promise<void> {
    return Promise.all([...states].map(([name, state]) => check(name, state))).then(() => undefined);
  }

  function stylesheet(state: RemoteState, href: string): Promise<string> {
    let css = state.styles.get(href);
    if (!css) {
      const styles = state.styles;
      css = fetch(href, { signal: AbortSignal.timeout(manifestTimeoutMs) }).then((response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}: ${href}`);
        return response.text();
      });
      css.catch(() => styles.delete(href));
      styles.set(href, css);
    }
    return css;
  }

  let timer: ReturnType<typeof setInterval> | null = null;

  return {
    checkAll,
    /** Checks now and then every `checkIntervalMs`. */
    start(): Promise<void> {
      timer ??= setInterval(() => void checkAll(), checkIntervalMs);
      timer.unref();
      return checkAll();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = null;
    },
    /** The builds in force, one short hash per remote: a redeploy changes it (documents rendered before are stale). */
    versions(): string {
      return [...states.values()].map((state) => state.version || '-').join('.');
    },
    /** The manifest in force for a remote (null until it answered once). */
    manifestOf(name: RemoteName): RemoteManifest | null {
      return states.get(name)?.manifest ?? null;
    },
    /** Loads "remote/Module" from the remote's server build of the version in force. */
    async loadPage(id: string): Promise<LoadedPage> {
      const name = remoteOf(id);
      const state = states.get(name);
      const manifest = state?.manifest;
      if (!state || !manifest) throw new Error(`${name}: no manifest`);
      if (!manifest.metaData.ssrRemoteEntry) throw new Error(`${name}: the manifest names no server build`);
      let promise = state.pages.get(id);
      if (!promise) {
        const pages = state.pages;
        promise = federation.loadRemote<{ default: RemotePage }>(id).then((module) => {
          if (!module?.default?.Component) throw new Error(`${id} has no page as its default export`);
          return module.default;
        });
        // a failure is tried again by a later request, not kept
        promise.catch(() => pages.delete(id));
        pages.set(id, promise);
      }
      const expose = manifest.exposes?.find((candidate) => `${name}/${candidate.name}` === id);
      const base = baseOf(state.url, manifest);
      const hrefs = (expose?.assets.css.sync ?? []).map((file) => new URL(file, base).href);
      const [page, styles] = await Promise.all([
        promise,
        Promise.all(hrefs.map(async (href) => ({ href, css: await stylesheet(state, href) }))),
      ]);
      return { page, manifest, styles };
    },
  };
}

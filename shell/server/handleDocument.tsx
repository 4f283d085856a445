// Answers a page request: runs the route middleware and validity check for the HTTP status, loads the frame's
// data for the city of the host, loads and prefetches the page (within the render budget), and streams the whole
// document rendered by React. The browser hydrates it. Everything a render produces is created here, per request.
import crypto from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { dehydrate } from '@tanstack/react-query';
import { ApiClient, createQueryClient } from '@estate/shared-api';
import type { BaseData } from '@estate/shared-api/dto/baseData';
import type { City } from '@estate/shared-api/dto/cities';
import type { Device } from '@estate/shared-api';
import { resolveRoute } from '../src/routes/resolveRoute';
import type { PageError } from '../src/routes/errorStatus';
import { serializeInitialState, type InitialState } from '../src/state/initialState';
import type { ProjectShort } from '../src/state/projectShort';
import type { ShellConfig } from './config';
import { readDevice } from './device';
import { citySlugFromHost, defaultCitySlug, readDomain } from './domain';
import { fallbackCity, loadCities, loadCityData, loadCompany } from './initialData';
import { readIntegrations } from './integrations';
import { loadShellAssets } from './assets';
import type { RemoteRegistry } from './federation/remoteRegistry';
import { prepareRegion, type RegionOutcome } from './render/prepareRegion';
import { isCrawler, recordDocument, streamDocument } from './render/streamDocument';
import { wantsFloor, withoutScripts } from './render/documentFloor';
import type { CachedDocument, Claim, DocumentCache, RenderedDocument } from './documents/documentCache';
import pLimit from 'p-limit';
import { sealDocument, sendSealed } from './documents/sealedDocument';
import { ServerDocument } from './render/ServerDocument';
import { documentSecurityHeaders } from './security/securityHeaders';

const outage: PageError = { status: 503, message: 'API unavailable' };

export interface DocumentDeps {
  config: ShellConfig;
  registry: RemoteRegistry;
  documents: DocumentCache;
  log: (line: object) => void;
}

/** Pages that show the visitor's own data (favourites, comparison): always rendered for the visitor, never cached. */
const isPerVisitor = (page: string) => page.startsWith('favorites/');

/**
 * The API as this visitor's request sees it: their host forwarded, their cookies (session) passed on, or none for
 * a document rendered for the cache (it must carry nobody's data).
 */
function requestApi(req: IncomingMessage, config: ShellConfig, domain: ReturnType<typeof readDomain>, anonymous = false): ApiClient {
  const [, port] = domain.host.split(':');
  const cookie = anonymous ? '' : (req.headers.cookie ?? '');
  return new ApiClient({
    baseUrl: config.apiUrl,
    cookies: () => cookie,
    headers: cookie ? { Cookie: cookie } : undefined,
    forwarded: {
      host: domain.host,
      port: port ?? (domain.protocol === 'https' ? '443' : '80'),
      proto: domain.protocol,
    },
  });
}

export async function handleDocument(req: IncomingMessage, res: ServerResponse, deps: DocumentDeps) {
  const { config, documents } = deps;
  const url = new URL(req.url ?? '/', 'http://shell');
  const domain = readDomain(req, config);
  const device = readDevice(req.headers);
  const key = documentKey(url, domain, device);
  // the bench's floor: the same document, found or rendered the same way, sent without its scripts
  const floor = wantsFloor(req, config.documentFloor);
  const found = await documents.lookup(key);
  if (found.document) {
    sendDocument(req, res, found.document, { cache: 'hit', floor });
    // past its time: rendered again now that this visitor has their answer
    if (found.refresh) void refreshDocument(req, deps, { url, domain, device }, found.refresh);
    return;
  }
  try {
    await renderDocument(req, res, deps, { url, domain, device, floor }, found.claim);
  } finally {
    found.claim?.skip(); // no-op once filled
  }
}

interface DocumentRequest {
  url: URL;
  domain: ReturnType<typeof readDomain>;
  device: Device;
}

async function renderDocument(req: IncomingMessage, res: ServerResponse, deps: DocumentDeps, request: DocumentRequest & { floor: boolean }, claim: Claim | null) {
  const { config } = deps;
  const context = await routeContext(req, deps, request);
  if ('redirect' in context) {
    res.writeHead(302, { Location: context.redirect, 'Cache-Control': 'no-store' }).end();
    return;
  }
  if (claim && isCacheable(context)) {
    const document = await claim.fill(() => renderForCache(req, deps, context));
    sendDocument(req, res, document, { cache: 'miss', floor: request.floor });
    return;
  }
  claim?.skip(); // a page of the visitor's own: those waiting for it render for themselves at once
  const prepared = await prepareDocument({ ...context, api: requestApi(req, config, request.domain) }, deps);
  // React's own inline scripts (a boundary finished after the shell) carry this request's nonce
  const nonce = crypto.randomBytes(16).toString('base64');
  const options = prepared.options(nonce);
  const headers = { ...options.headers, ...documentSecurityHeaders(config.csp, { ...prepared.security, nonce }) };
  if (request.floor) {
    const document = await recordDocument(prepared.element, { ...options, crawler: true, log: deps.log });
    res.writeHead(document.status, headers).end(withoutScripts(document.html));
    return;
  }
  streamDocument(res, prepared.element, { ...options, headers, crawler: isCrawler(req.headers['user-agent']), log: deps.log });
}

/** Renders a cached document again after its time was up (its visitors got the previous one meanwhile). */
async function refreshDocument(req: IncomingMessage, deps: DocumentDeps, request: DocumentRequest, claim: Claim) {
  try {
    const context = await routeContext(req, deps, request);
    if (!('redirect' in context) && isCacheable(context)) await claim.fill(() => renderForCache(req, deps, context));
  } catch (error) {
    deps.log({ level: 'warn', msg: 'document refresh failed', path: request.url.pathname, error: String(error) });
  } finally {
    claim.skip(); // no-op once filled
  }
}

/** The city of the host and the route's outcome (a redirect, a page or an error). */
async function routeContext(req: IncomingMessage, { config, log }: DocumentDeps, { url, domain, device }: DocumentRequest): Promise<RenderContext | { redirect: string }> {
  const api = requestApi(req, config, domain);
  let cities: City[] = [];
  let apiError: PageError | null = null;
  try {
    cities = await loadCities(api);
  } catch (error) {
    log({ level: 'warn', msg: 'cities unavailable', error: String(error) });
    apiError = outage;
  }
  const slug = citySlugFromHost(
    domain.host,
    cities.map((city) => city.slug),
  );
  const city = cities.find((candidate) => candidate.slug === slug) ?? { ...fallbackCity, slug: defaultCitySlug };
  const outcome = await resolveRoute({ pathname: url.pathname, isTestStage: domain.isTestStage, api, city: slug });
  if (outcome.kind === 'redirect') return { redirect: outcome.to };
  return { req, url, domain, device, slug, city, cities, apiError, outcome };
}

/** A page of anonymous content (not the visitor's own lists). */
const isCacheable = ({ outcome }: RenderContext) => !(outcome.kind === 'page' && isPerVisitor(outcome.route.page));

/** The document rendered for the cache: for nobody (no cookies), sealed (hash-based CSP, compressed once). */
/**
 * Renders for the cache run two at a time (one renders while the other waits for its data; rendering is work of this
 * one event loop); the others wait their turn before their budget starts. A cold burst on 40 lot pages otherwise rendered all of them at once on one event loop: each went over the
 * render budget, was kept 1 s as a page left to the browser and rendered again, so the burst never settled.
 */
const cacheRenders = pLimit(2);

function renderForCache(req: IncomingMessage, deps: DocumentDeps, context: RenderContext): Promise<RenderedDocument> {
  return cacheRenders(() => renderNowForCache(req, deps, context));
}

async function renderNowForCache(req: IncomingMessage, deps: DocumentDeps, context: RenderContext): Promise<RenderedDocument> {
  const { config } = deps;
  const prepared = await prepareDocument({ ...context, api: requestApi(req, config, context.domain, true) }, deps);
  const recorded = await recordDocument(prepared.element, {
    ...prepared.options(NONCE_PLACEHOLDER),
    // the whole document, as a crawler gets it
    crawler: true,
    log: deps.log,
  });
  const document = await sealDocument(recorded, NONCE_PLACEHOLDER, (scriptHashes) => documentSecurityHeaders(config.csp, { ...prepared.security, scriptHashes }));
  // a page left to the browser (its remote down, the render budget over under load) is rendered again after a second
  return { document, keep: document.status === 200, ...(prepared.failed && { ttlMs: DEGRADED_TTL_MS }) };
}

/** What is known once the route is resolved: the request, its city and the route's outcome. */
interface RenderContext {
  req: IncomingMessage;
  url: URL;
  domain: ReturnType<typeof readDomain>;
  device: Device;
  slug: string;
  city: City;
  cities: City[];
  apiError: PageError | null;
  outcome: Exclude<Awaited<ReturnType<typeof resolveRoute>>, { kind: 'redirect' }>;
}

/**
 * The normalised request a cached document answers: protocol and host (the city), path, query in parameter order
 * and the device (the layout and image formats depend on it).
 */
function documentKey(url: URL, domain: ReturnType<typeof readDomain>, device: Device): string {
  const search = new URLSearchParams(url.searchParams);
  search.sort();
  return `${domain.protocol}://${domain.host}${url.pathname}?${search.toString()} ${JSON.stringify(device)}`;
}

const DEGRADED_TTL_MS = 1000;

/** A random stand-in for the nonce in a document rendered for the cache, taken out when it is sealed. */
const NONCE_PLACEHOLDER = crypto.randomBytes(24).toString('base64');

/** Sends a document of the cache (`X-Document-Cache` says whether it was there); the floor without its scripts. */
function sendDocument(req: IncomingMessage, res: ServerResponse, document: CachedDocument, { cache, floor }: { cache: 'hit' | 'miss'; floor: boolean }) {
  if (floor) {
    res.writeHead(document.status, { ...document.headers, 'X-Document-Cache': cache }).end(withoutScripts(document.body.identity.toString()));
    return;
  }
  sendSealed(res, document, req.headers['accept-encoding'], cache === 'hit' ? HIT : MISS);
}

const HIT = { 'X-Document-Cache': 'hit' };
const MISS = { 'X-Document-Cache': 'miss' };

/** Loads the frame's data and the page (within the render budget) and builds the document's React tree. */
async function prepareDocument(context: RenderContext & { api: ApiClient }, { config, registry, log }: DocumentDeps) {
  const { url, domain, device, slug, city, cities, outcome, api } = context;
  let apiError = context.apiError;
  const queryClient = createQueryClient();
  let baseData: BaseData | null = null;
  let projects: ProjectShort[] = [];
  const company = apiError ? Promise.resolve(null) : loadCompany(api, log);
  let region: RegionOutcome | null = null;
  if (!apiError) {
    const prefetch =
      outcome.kind === 'page'
        ? prepareRegion(
            registry,
            outcome.route.page,
            { pathname: url.pathname, params: outcome.params, search: url.searchParams, city: slug, api, queryClient },
            config.renderBudgetMs,
          )
        : Promise.resolve(null);
    try {
      ({ baseData, projects } = await loadCityData(api, slug));
    } catch (error) {
      log({ level: 'warn', msg: 'base data unavailable', error: String(error) });
      apiError = outage;
    }
    region = await prefetch;
    if (region && !region.rendered && !region.expected) {
      log({ level: 'warn', msg: 'page left to the browser', path: url.pathname, reason: region.reason });
    }
  }

  const error = outcome.kind === 'error' ? outcome.error : apiError;
  const rendered = region?.rendered ? region : null;
  const assets = await loadShellAssets(config);
  const remote = outcome.kind === 'page' ? outcome.route.page.split('/')[0] : null;
  const state: InitialState = {
    city,
    cities,
    baseData,
    projects,
    company: await company,
    device,
    domain,
    remotes: config.remotes,
    integrations: readIntegrations(),
    error,
    queries: dehydrate(queryClient),
    assets,
    pageStylesheets: rendered?.styles.map((style) => style.href) ?? [],
    manifests: rendered?.manifest && remote ? { [remote]: rendered.manifest } : {},
  };

  const element = (
    <ServerDocument
      state={state}
      stateJson={serializeInitialState(state)}
      location={`${url.pathname}${url.search}`}
      api={api}
      queryClient={queryClient}
      pageStyles={rendered?.styles ?? []}
      page={outcome.kind === 'page' && rendered ? { id: outcome.route.page, module: rendered.page } : null}
    />
  );
  return {
    element,
    /** The page's region was left to the browser unexpectedly (a remote down, the budget over). */
    failed: region !== null && !region.rendered && !region.expected,
    security: { remotes: config.remotes, integrations: state.integrations, https: domain.protocol === 'https' },
    options: (nonce: string) => ({
      status: error?.status ?? 200,
      headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
      nonce,
      bootstrapScripts: assets.scripts,
      timeoutMs: config.renderBudgetMs * 5,
    }),
  };
}

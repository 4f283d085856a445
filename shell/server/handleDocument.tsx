// Answers a page request: runs the route middleware and validity check for the HTTP status, loads the frame's
// data for the city of the host, loads and prefetches the page (within the render budget), and streams the whole
// document rendered by React. The browser hydrates it. Everything a render produces is created here, per request.
import crypto from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { dehydrate } from '@tanstack/react-query';
import { ApiClient, createQueryClient } from '@estate/shared-api';
import type { BaseData } from '@estate/shared-api/dto/baseData';
import type { City } from '@estate/shared-api/dto/cities';
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
import { isCrawler, streamDocument } from './render/streamDocument';
import { wantsFloor } from './render/documentFloor';
import { ServerDocument } from './render/ServerDocument';
import { documentSecurityHeaders } from './security/securityHeaders';

const outage: PageError = { status: 503, message: 'API unavailable' };

export interface DocumentDeps {
  config: ShellConfig;
  registry: RemoteRegistry;
  log: (line: object) => void;
}

/** The API as this visitor's request sees it: their host forwarded, their cookies (session) passed on. */
function requestApi(req: IncomingMessage, config: ShellConfig, domain: ReturnType<typeof readDomain>): ApiClient {
  const [, port] = domain.host.split(':');
  const cookie = req.headers.cookie ?? '';
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

export async function handleDocument(req: IncomingMessage, res: ServerResponse, { config, registry, log }: DocumentDeps) {
  const url = new URL(req.url ?? '/', 'http://shell');
  const domain = readDomain(req, config);
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
  if (outcome.kind === 'redirect') {
    res.writeHead(302, { Location: outcome.to, 'Cache-Control': 'no-store' }).end();
    return;
  }

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
            { params: outcome.params, search: url.searchParams, city: slug, api, queryClient },
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
    device: readDevice(req.headers),
    domain,
    remotes: config.remotes,
    integrations: readIntegrations(),
    error,
    queries: dehydrate(queryClient),
    assets,
    pageStylesheets: rendered?.styles.map((style) => style.href) ?? [],
    manifests: rendered?.manifest && remote ? { [remote]: rendered.manifest } : {},
  };

  // React's own inline scripts (a boundary finished after the shell) carry this request's nonce
  const nonce = crypto.randomBytes(16).toString('base64');
  streamDocument(
    res,
    <ServerDocument
      state={state}
      stateJson={serializeInitialState(state)}
      location={`${url.pathname}${url.search}`}
      api={api}
      queryClient={queryClient}
      pageStyles={rendered?.styles ?? []}
      page={outcome.kind === 'page' && rendered ? { id: outcome.route.page, module: rendered.page } : null}
    />,
    {
      status: error?.status ?? 200,
      headers: {
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': 'no-store',
        ...documentSecurityHeaders(config.csp, {
          remotes: config.remotes,
          integrations: state.integrations,
          https: domain.protocol === 'https',
          nonce,
        }),
      },
      nonce,
      bootstrapScripts: assets.scripts,
      crawler: isCrawler(req.headers['user-agent']),
      floor: wantsFloor(req, config.documentFloor),
      timeoutMs: config.renderBudgetMs * 5,
      log,
    },
  );
}

// Answers a page request: runs the route middleware and validity check for the HTTP status, loads the initial
// state for the city of the host, and renders the document. The browser then renders the same outcome.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { ApiClient } from '@estate/shared-api';
import type { BaseData } from '@estate/shared-api/dto/baseData';
import type { City } from '@estate/shared-api/dto/cities';
import { resolveRoute } from '../src/routes/resolveRoute';
import type { PageError } from '../src/routes/errorStatus';
import type { InitialState } from '../src/state/initialState';
import type { ShellConfig } from './config';
import { readDevice } from './device';
import { citySlugFromHost, defaultCitySlug, readDomain } from './domain';
import { iconHref, renderDocument } from './document';
import { fallbackCity, loadCities, loadCityData, loadCompany } from './initialData';
import { canonicalUrl, pageDescription } from '../src/features/head/pageMeta';
import { organizationJsonLd } from '../src/features/head/structuredData';
import { cityUrl } from '../src/features/city/cityHost';
import type { ProjectShort } from '../src/state/projectShort';
import { readIntegrations } from './integrations';

const outage: PageError = { status: 503, message: 'API unavailable' };

export async function handleDocument(
  req: IncomingMessage,
  res: ServerResponse,
  config: ShellConfig,
  template: string,
  log: (line: object) => void,
) {
  const url = new URL(req.url ?? '/', 'http://shell');
  const domain = readDomain(req, config);
  const [, port] = domain.host.split(':');
  const api = new ApiClient({
    baseUrl: config.apiUrl,
    cookies: () => '',
    forwarded: {
      host: domain.host,
      port: port ?? (domain.protocol === 'https' ? '443' : '80'),
      proto: domain.protocol,
    },
  });

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
  const city = cities.find((candidate) => candidate.slug === slug) ?? {
    ...fallbackCity,
    slug: defaultCitySlug,
  };

  const outcome = await resolveRoute({
    pathname: url.pathname,
    isTestStage: domain.isTestStage,
    api,
    city: slug,
  });
  if (outcome.kind === 'redirect') {
    res.writeHead(302, { Location: outcome.to, 'Cache-Control': 'no-store' }).end();
    return;
  }

  let baseData: BaseData | null = null;
  let projects: ProjectShort[] = [];
  const company = apiError ? Promise.resolve(null) : loadCompany(api, log);
  if (!apiError) {
    try {
      ({ baseData, projects } = await loadCityData(api, slug));
    } catch (error) {
      log({ level: 'warn', msg: 'base data unavailable', error: String(error) });
      apiError = outage;
    }
  }

  const error = outcome.kind === 'error' ? outcome.error : apiError;
  const state: InitialState = {
    city,
    cities,
    baseData,
    projects,
    device: readDevice(req.headers),
    domain,
    remotes: config.remotes,
    integrations: readIntegrations(),
    error,
  };
  const title = outcome.kind === 'page' ? outcome.route.title : 'Ошибка';
  const origin = cityUrl(domain.protocol, domain.siteDomain, slug, '');
  const logo = iconHref(template);
  const html = renderDocument(template, {
    title,
    state,
    description: pageDescription(outcome.kind === 'page' ? outcome.route.path : null, city),
    canonicalUrl: canonicalUrl(domain, slug, url.pathname),
    jsonLd: organizationJsonLd({
      origin,
      company: await company,
      baseData,
      logoUrl: logo ? new URL(logo, `${origin}/`).href : `${origin}/`,
    }),
  });
  res.writeHead(error?.status ?? 200, {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  });
  res.end(html);
}

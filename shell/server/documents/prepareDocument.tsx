// The third step: the frame's data and the page (its module and prefetch, within the render budget and the wait
// past it), the initial state the browser starts from, and the document's React tree.
import { dehydrate } from '@tanstack/react-query';
import { createQueryClient } from '@estate/shared-api';
import type { BaseData } from '@estate/shared-api/dto/baseData';
import { serializeInitialState, type InitialState } from '../../src/state/initialState';
import type { ProjectShort } from '../../src/state/projectShort';
import type { ShellConfig } from '../config';
import { readIntegrations } from '../integrations';
import { loadShellAssets } from '../assets';
import type { RemoteRegistry } from '../federation/remoteRegistry';
import { prepareRegion, type RegionOutcome } from '../render/prepareRegion';
import { ServerDocument } from '../render/ServerDocument';
import { loadCityData, loadCompany } from './initialData';
import { outage, type PageContext } from './resolvePage';

export type PreparedDocument = Awaited<ReturnType<typeof prepareDocument>>;

export async function prepareDocument(context: PageContext, { config, registry, log }: { config: ShellConfig; registry: RemoteRegistry; log: (line: object) => void }) {
  const { url, domain, device, city, cities, outcome, reads } = context;
  const api = reads.api;
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
            { pathname: url.pathname, params: outcome.params, search: url.searchParams, city: city.slug, api, queryClient },
            config.renderBudgetMs + config.renderWaitMs,
          )
        : Promise.resolve(null);
    try {
      ({ baseData, projects } = await loadCityData(api, city.slug));
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
    cities: cities ?? [],
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
    /** The page's region was left to the browser unexpectedly (a remote down, the API too slow). */
    failed: region !== null && !region.rendered && !region.expected,
    security: { remotes: config.remotes, integrations: state.integrations, https: domain.protocol === 'https' },
    options: (nonce: string) => ({
      status: error?.status ?? 200,
      headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
      nonce,
      bootstrapScripts: assets.scripts,
      timeoutMs: (config.renderBudgetMs + config.renderWaitMs) * 2,
    }),
  };
}

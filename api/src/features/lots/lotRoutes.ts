import type { FastifyInstance } from 'fastify';
import type { LotEndpoint } from '@estate/shared-api/dto/lots';
import type { AppContext } from '../../appContext';
import { QueryReader } from '../../http/queryReader';
import { readPage, paginated } from '../../http/pagination';
import { notFound } from '../../http/errors';
import { readCity } from '../../shared/cities/cityParam';
import { lotEndpoints } from '../../shared/lots/lotEndpoints';
import { readLotFilters, readOrdering } from '../../shared/lots/lotFilters';
import { getLot, listLots, lotProjects, projectIds, similarLots } from '../../shared/lots/lotQueries';
import { facetsDependency, listDependency, lotIdDependency, scopeDependency, similarDependency } from '../../shared/lots/lotDependency';
import { lotFacets } from './lotFacets';
import { lotSpecs } from './lotSpecs';
import { selectionScheme } from './selectionScheme';
import { readId } from '../../http/pathParams';

/** `/api/flats/`, `/api/commercial/`, `/api/parking/`, `/api/storage/` with specs, facets, projects, detail, similar. */
export function registerLotRoutes(app: FastifyInstance, ctx: AppContext): void {
  for (const endpoint of Object.keys(lotEndpoints) as LotEndpoint[]) {
    const config = lotEndpoints[endpoint];
    const base = `/api/${endpoint}`;

    app.get(`${base}/`, async (request) => {
      const query = QueryReader.of(request.query);
      const city = await readCity(ctx.db, query);
      const filters = readLotFilters(query, config, city?.id);
      const ordering = readOrdering(query);
      const page = readPage(query);
      query.check();
      const [{ count, results }, projects] = await Promise.all([listLots(ctx.db, config, filters, ordering, page), projectIds(ctx.db, filters.project)]);
      request.dependsOnLots = listDependency(config, filters, projects, ordering, results);
      return paginated(request, page, count, results);
    });

    app.get(`${base}/facets/`, async (request) => {
      const query = QueryReader.of(request.query);
      const city = await readCity(ctx.db, query);
      const filters = readLotFilters(query, config, city?.id);
      query.check();
      const [facets, projects] = await Promise.all([lotFacets(ctx.db, config, filters), projectIds(ctx.db, filters.project)]);
      request.dependsOnLots = facetsDependency(config, filters, projects);
      return facets;
    });

    app.get(`${base}/specs/`, async (request) => {
      const query = QueryReader.of(request.query);
      const city = await readCity(ctx.db, query);
      query.check();
      request.dependsOnLots = scopeDependency(config, city?.id);
      return lotSpecs(ctx.db, config, city?.id);
    });

    // eslint-disable-next-line site/no-page-paths -- an API route under /api/, not a page
    app.get(`${base}/projects/`, async (request) => {
      const query = QueryReader.of(request.query);
      const city = await readCity(ctx.db, query);
      query.check();
      request.dependsOnLots = scopeDependency(config, city?.id);
      return lotProjects(ctx.db, config, city?.id);
    });

    if (endpoint === 'parking' || endpoint === 'storage') {
      app.get(`${base}/selection_scheme/`, async (request) => {
        const query = QueryReader.of(request.query);
        const city = await readCity(ctx.db, query);
        const project = query.one('project');
        const building = query.int('building', { min: 1 });
        query.check();
        request.dependsOnLots = scopeDependency(config, city?.id);
        const scheme = await selectionScheme(ctx.db, endpoint, {
          ...(project !== undefined && { project }),
          ...(building !== undefined && { building }),
          ...(city && { cityId: city.id }),
        });
        if (!scheme) throw notFound();
        return scheme;
      });
    }

    app.get(`${base}/:id/`, async (request) => {
      const id = readId(request.params);
      request.dependsOnLots = lotIdDependency(id);
      const lot = await getLot(ctx.db, config, id);
      if (!lot) throw notFound();
      return lot;
    });

    app.get(`${base}/:id/similar/`, async (request) => {
      const query = QueryReader.of(request.query);
      const limit = query.int('limit', { min: 1, max: 20 }) ?? 8;
      query.check();
      const lot = await getLot(ctx.db, config, readId(request.params));
      if (!lot) throw notFound();
      request.dependsOnLots = similarDependency(config, lot);
      return similarLots(ctx.db, config, lot, limit);
    });
  }
}

import { Type } from 'typebox';
import { notFound } from '../../http/errors';
import { feature } from '../../http/feature';
import { paginated, readPage } from '../../http/pagination';
import { IdParams } from '../../http/schema/params';
import { described, Paginated } from '../../http/schema/responses';
import { ref } from '../../http/schema/types';
import { readCity } from '../../shared/cities/cityParam';
import { cityProjectFilter } from '../../shared/cities/cityProjectFilter';
import { ListSpecs } from '../../shared/schemas/commonSchemas';
import { documentFacets, documentSpecs, getProgress, listDocuments, listFinishes, listProgress, type DocumentFilters } from './projectContentRepository';
import { DocumentFacets, DocumentFilterQuery, DocumentListQuery, Finish, ProgressQuery, ProgressReport, ProjectDocument, type DocumentType } from './projectContentSchemas';

/** Finishes, construction progress and project documents. */
export const projectContentRoutes = feature({ tag: 'Project content' }, async (app, { ctx }) => {
  app.get(
    '/api/finishes/',
    { schema: { tags: ['Layouts'], summary: 'The finishing options', response: { 200: described('Every finishing option.', Type.Array(ref(Finish))) } } },
    async () => listFinishes(ctx.db),
  );

  app.get(
    '/api/progress/',
    { schema: { summary: 'Construction progress reports', querystring: ProgressQuery, response: { 200: described('A page of reports, newest first.', Paginated(ref(ProgressReport))) } } },
    async (request) => {
      const page = readPage(request.query);
      const conditions = await cityProjectFilter(ctx.db, request.query, 'p.city_id');
      const { count, results } = await listProgress(ctx.db, conditions, request.query.year, page);
      return paginated(request, page, count, results);
    },
  );

  app.get(
    '/api/progress/:id/',
    { schema: { summary: 'One progress report', params: IdParams, response: { 200: described('The report.', ref(ProgressReport)) } } },
    async (request) => {
      const report = await getProgress(ctx.db, request.params.id);
      if (!report) throw notFound();
      return report;
    },
  );

  const filtersOf = async (query: { city?: string; project?: string[]; type?: DocumentType[] }): Promise<DocumentFilters> => ({
    city: await readCity(ctx.db, query.city),
    project: query.project ?? [],
    type: [...new Set(query.type ?? [])],
  });

  app.get(
    '/api/documents/',
    { schema: { summary: 'Project documents', querystring: DocumentListQuery, response: { 200: described('A page of documents.', Paginated(ref(ProjectDocument))) } } },
    async (request) => {
      const page = readPage(request.query);
      const { count, results } = await listDocuments(ctx.db, await filtersOf(request.query), page);
      return paginated(request, page, count, results);
    },
  );

  app.get(
    '/api/documents/facets/',
    { schema: { summary: 'Facets of project documents', querystring: DocumentFilterQuery, response: { 200: described('Documents per value.', ref(DocumentFacets)) } } },
    async (request) => documentFacets(ctx.db, await filtersOf(request.query)),
  );

  app.get('/api/documents/specs/', { schema: { summary: 'The filters of project documents', response: { 200: described('The filters.', ref(ListSpecs)) } } }, async () =>
    documentSpecs(ctx.db),
  );
});

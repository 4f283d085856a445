import type { FastifyInstance } from 'fastify';
import type { GenplanFacets, GenplanFloorDetail, GenplanProject, GenplanSpecs } from '@estate/shared-api/dto/genplan';
import type { LotKind, LotStatus } from '@estate/shared-api/dto/lots';
import { kindLabels, LOT_KINDS, LOT_STATUSES, statusLabels } from '../../domain/lotVocabulary';
import type { AppContext } from '../../appContext';
import { QueryReader } from '../../http/queryReader';
import { messages, notFound } from '../../http/errors';
import { readId, readSlug } from '../../http/pathParams';
import { readCity } from '../../shared/cities/cityParam';
import { loadTree, projectHead, toGenplanProject } from './genplanTree';

/** Chess-board colours of the lot statuses. */
const STATUS_COLORS: Record<LotStatus, string> = { free: '#3c8d5a', booked: '#e0a030', sold: '#b8b8b8' };

/** Master plan (buildings as polygons) down to floors and lots with their plan coordinates. */
export function registerGenplanRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/genplan/', async (request): Promise<GenplanProject> => {
    const query = QueryReader.of(request.query);
    const slug = query.one('project');
    if (slug === undefined) query.fail('project', messages.required);
    query.check();
    const head = await projectHead(ctx.db, { slug: slug ?? '' });
    if (!head) throw notFound();
    return toGenplanProject(head, await loadTree(ctx.db, { projectId: head.id }, true));
  });

  app.get('/api/genplan/specs/', async (): Promise<GenplanSpecs> => ({
    statuses: LOT_STATUSES.map((value) => ({ value, label: statusLabels[value], color: STATUS_COLORS[value] })),
    kinds: LOT_KINDS.map((value) => ({ value, label: kindLabels[value] })),
  }));

  app.get('/api/genplan/facets/', async (request): Promise<GenplanFacets> => {
    const query = QueryReader.of(request.query);
    const slug = query.one('project');
    if (slug === undefined) query.fail('project', messages.required);
    query.check();
    const { rows } = await ctx.db.query<{ kind: LotKind; status: LotStatus; count: number }>(
      `select l.kind, l.status, count(*)::int as count from lots l join projects p on p.id = l.project_id
        where p.slug = $1 group by 1, 2 order by 1, 2`,
      [slug],
    );
    if (rows.length === 0) throw notFound();
    const sum = (pick: (row: (typeof rows)[number]) => boolean) => rows.filter(pick).reduce((total, row) => total + row.count, 0);
    return {
      count: sum(() => true),
      options: {
        status: LOT_STATUSES.map((value) => ({ value, label: statusLabels[value], count: sum((row) => row.status === value) })),
        kind: LOT_KINDS.filter((value) => sum((row) => row.kind === value) > 0).map((value) => ({ value, label: kindLabels[value], count: sum((row) => row.kind === value) })),
      },
    };
  });

  app.get('/api/genplan/projects/', async (request): Promise<GenplanProject[]> => {
    const query = QueryReader.of(request.query);
    const city = await readCity(ctx.db, query);
    query.check();
    const { rows } = await ctx.db.query<{ id: number }>('select id from projects where ($1::int is null or city_id = $1) order by sort, id', [city?.id ?? null]);
    return Promise.all(
      rows.map(async (row) => {
        const head = await projectHead(ctx.db, { id: row.id });
        const buildings = await loadTree(ctx.db, { projectId: row.id }, false);
        return toGenplanProject(head!, buildings.map(({ sections: _sections, ...building }) => building));
      }),
    );
  });

  app.get('/api/genplan/projects/:slug/', async (request): Promise<GenplanProject> => {
    const head = await projectHead(ctx.db, { slug: readSlug(request.params) });
    if (!head) throw notFound();
    return toGenplanProject(head, await loadTree(ctx.db, { projectId: head.id }, false));
  });

  app.get('/api/genplan/buildings/:id/', async (request) => {
    const [building] = await loadTree(ctx.db, { buildingId: readId(request.params) }, true);
    if (!building) throw notFound();
    return building;
  });

  app.get('/api/genplan/sections/:id/', async (request) => {
    const [building] = await loadTree(ctx.db, { sectionId: readId(request.params) }, true);
    const section = building?.sections?.[0];
    if (!section) throw notFound();
    return section;
  });

  app.get('/api/genplan/floors/:id/', async (request): Promise<GenplanFloorDetail> => {
    const floorId = readId(request.params);
    const [building] = await loadTree(ctx.db, { floorId }, true);
    const section = building?.sections?.[0];
    const floor = section?.floors[0];
    if (!building || !section || !floor) throw notFound();
    const { rows } = await ctx.db.query<{ project_id: number }>('select project_id from buildings where id = $1', [building.id]);
    const head = await projectHead(ctx.db, { id: rows[0]?.project_id ?? 0 });
    if (!head) throw notFound();
    return {
      ...floor,
      lots: floor.lots ?? [],
      project: { id: head.id, slug: head.slug, name: head.name },
      building: { id: building.id, name: building.name },
      section: { id: section.id, number: section.number },
    };
  });
}

import type { FastifyInstance } from 'fastify';
import type { PublicationDetail } from '@estate/shared-api/dto/publications';
import type { Queryable } from '../../db/db';
import type { AppContext } from '../../appContext';
import { notFound, validationError } from '../../http/errors';
import { readSlug } from '../../http/pathParams';
import { slugify } from '../../domain/slugify';
import { imagePaths } from '../../seed/images/imagePaths';
import { listCities } from '../../shared/cities/cityParam';
import { findPublicationRow, toDetail } from '../../shared/publications/publicationRows';
import { devPublicationMessages, readDevPublicationInput, type DevPublicationInput } from './devPublicationInput';

const slugTaken = async (tx: Queryable, slug: string): Promise<boolean> =>
  (await tx.query('select 1 from publications where slug = $1', [slug])).rows.length > 0;

/** Inserts the publication as given (raw body) and returns its slug; ids and derived slugs are taken under a lock. */
async function insertPublication(ctx: AppContext, input: DevPublicationInput): Promise<string> {
  return ctx.dataVersion.change('content', async (tx) => {
    await tx.query("select pg_advisory_xact_lock(hashtext('dev-publications'))");
    const { rows } = await tx.query<{ id: number }>('select coalesce(max(id), 0)::int + 1 as id from publications');
    const id = rows[0]?.id ?? 1;
    let slug = input.slug;
    if (slug !== null) {
      if (await slugTaken(tx, slug)) throw validationError({ slug: [devPublicationMessages.slugTaken] });
    } else {
      const base = `${slugify(input.title) || 'publication'}-${id}`;
      slug = base;
      for (let n = 2; await slugTaken(tx, slug); n += 1) slug = `${base}-${n}`;
    }
    await tx.query(
      `insert into publications (id, city_id, project_id, type, slug, title, lead, body, cover, images, telegram_url, for_owners, published_at)
       values ($1, $2, null, $3, $4, $5, $6, $7, $8, $9::text[], null, $10, $11::timestamptz)`,
      [
        id,
        input.cityId,
        input.type,
        slug,
        input.title,
        input.lead,
        input.body,
        input.cover ?? imagePaths.cover(id),
        input.images,
        input.forOwners,
        (input.publishedAt ?? ctx.now()).toISOString(),
      ],
    );
    return slug;
  });
}

/**
 * Development only: `POST /api/dev/publications/` stores a publication with a raw, unsanitised body (so end-to-end
 * tests can prove hostile HTML renders inert) and answers 201 with what `GET /api/publications/{slug}/` shows;
 * `DELETE /api/dev/publications/{slug}/` removes it again (204, 404 when absent).
 */
export function registerDevPublicationRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/api/dev/publications/', async (request, reply): Promise<PublicationDetail> => {
    const { input, errors } = readDevPublicationInput(request.body, await listCities(ctx.db));
    if (!input) throw validationError(errors);
    const slug = await insertPublication(ctx, input);
    const row = await findPublicationRow(ctx.db, slug);
    if (!row) throw new Error(`publication ${slug} vanished after insert`);
    request.log.info({ publication: row.id, slug }, 'dev publication stored');
    reply.status(201);
    return toDetail(row);
  });

  app.delete('/api/dev/publications/:slug/', async (request, reply) => {
    const slug = readSlug(request.params);
    await ctx.dataVersion.change('content', async (tx) => {
      const { rowCount } = await tx.query('delete from publications where slug = $1', [slug]);
      if (rowCount === 0) throw notFound(); // rolled back: nothing changed, no new version
    });
    return reply.status(204).send();
  });
}

import { Type } from 'typebox';
import { checkPhone } from '../../domain/fieldRules';
import { validationError } from '../../http/errors';
import { feature } from '../../http/feature';
import { SlugParams } from '../../http/schema/params';
import { described, errorResponses, NoContent } from '../../http/schema/responses';
import { ref } from '../../http/schema/types';
import { strictValidator } from '../../http/strictBody';
import { readCity } from '../../shared/cities/cityParam';
import { findPublicationRow, toDetail } from '../../shared/publications/publicationRows';
import { PublicationDetail } from '../../shared/publications/publicationSchemas';
import { deletePublication, insertPublication, outboxMessages, storedLeads } from './devRepository';
import { devPublicationInput } from './devPublicationInput';
import { DevClock, DevClockBody, DevOutboxMessage, DevPublicationBody, DevStoredLead, PhoneLimitQuery } from './devSchemas';

/** `?phone=` (any Russian writing, normalised to `+7XXXXXXXXXX`; null: every phone). */
function phoneOf(raw: string | undefined): string | null {
  if (raw === undefined) return null;
  const phone = checkPhone(raw);
  if (!phone.ok) throw validationError({ phone: [phone.message] });
  return phone.value;
}

/**
 * Development-only endpoints (registered only with API_DEV_ENDPOINTS=1; `npm start` never sets it), for end-to-end tests:
 * `GET /api/dev/outbox/` (one-time codes "sent"), `GET /api/dev/requests/` (stored leads) and
 * `POST /api/dev/publications/`, `DELETE /api/dev/publications/{slug}/` (seed a raw publication and remove it),
 * `GET|POST /api/dev/clock/` (this process's time, moved forward so a test sees the scheduler publish without waiting).
 */
export const devRoutes = feature({ tag: 'Development' }, async (app, { ctx }) => {
  app.get(
    '/api/dev/outbox/',
    { schema: { summary: 'The text messages the development SMS transport sent', querystring: PhoneLimitQuery, response: { 200: described('Newest first.', Type.Array(ref(DevOutboxMessage))) } } },
    async (request) => outboxMessages(ctx.db, phoneOf(request.query.phone), request.query.limit ?? 20),
  );

  app.get(
    '/api/dev/requests/',
    { schema: { summary: 'The leads as stored', querystring: PhoneLimitQuery, response: { 200: described('Newest first.', Type.Array(ref(DevStoredLead))) } } },
    async (request) => storedLeads(ctx.db, phoneOf(request.query.phone), request.query.limit ?? 20),
  );

  app.post(
    '/api/dev/publications/',
    {
      validatorCompiler: strictValidator,
      schema: {
        summary: 'Store a publication with a raw body',
        description: 'The body is stored unsanitised (the public endpoints sanitise it on the way out); answers what `GET /api/publications/{slug}/` shows.',
        body: DevPublicationBody,
        response: { 201: described('Stored.', ref(PublicationDetail)) },
      },
    },
    async (request, reply) => {
      const city = await readCity(ctx.db, request.body.city);
      const slug = await insertPublication(ctx.dataVersion, devPublicationInput(request.body, city!.id), ctx.now());
      const row = await findPublicationRow(ctx.db, slug);
      if (!row) throw new Error(`publication ${slug} vanished after insert`);
      request.log.info({ publication: row.id, slug }, 'dev publication stored');
      return reply.status(201).send(toDetail(row));
    },
  );

  app.delete(
    '/api/dev/publications/:slug/',
    { schema: { summary: 'Remove a publication', params: SlugParams, response: { 204: NoContent, ...errorResponses(404) } } },
    async (request, reply) => {
      await deletePublication(ctx.dataVersion, request.params.slug);
      return reply.status(204).send();
    },
  );

  app.get('/api/dev/clock/', { schema: { summary: 'This process’s clock', response: { 200: described('The time.', ref(DevClock)) } } }, async () => ({
    now: ctx.now().toISOString(),
  }));

  app.post(
    '/api/dev/clock/',
    { schema: { summary: 'Move this process’s clock forward', body: DevClockBody, response: { 200: described('The new time.', ref(DevClock)) } } },
    async (request) => {
      ctx.advanceClock(request.body.advance_seconds * 1000);
      return { now: ctx.now().toISOString() };
    },
  );
});

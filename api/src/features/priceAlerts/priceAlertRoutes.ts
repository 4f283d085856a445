import { sitePaths } from '@estate/shared-api/links/sitePaths';
import { MESSAGES } from '@estate/shared-api/validation/messages';
import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { checkEmail } from '../../domain/fieldRules';
import { feature } from '../../http/feature';
import { checkForm, text } from '../../http/form';
import { requestOrigin } from '../../http/requestOrigin';
import { IdParams, Query } from '../../http/schema/params';
import { described, errorResponses } from '../../http/schema/responses';
import { StringEnum } from '../../http/schema/types';
import { lotEndpoints } from '../../shared/lots/lotEndpoints';
import { confirm, subscribe, unsubscribe } from './priceAlertRepository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const AlertBody = Type.Object(
  {
    email: Type.String({ maxLength: 254 }),
    agreement: StringEnum(['true', 'on'], { description: 'Consent to the processing of personal data.' }),
    url: Type.Optional(Type.String({ maxLength: 2000, description: 'The page the form was sent from.' })),
  },
  { description: 'JSON, form or multipart.' },
);
const AlertCreated = Type.Object({ detail: Type.String() });
const TokenQuery = Query({ token: Type.String({ description: 'The token of the letter’s link (a UUID).' }) });
/** A small page in Russian for a person who followed a link of a letter. */
const Page = (description: string) => ({ description, content: { 'text/html': { schema: Type.String() } } });

function page(reply: FastifyReply, status: 200 | 404, title: string, text: string, link: { href: string; label: string } | null) {
  const escape = (value: string) => value.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  return reply
    .status(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(
      `<!doctype html><html lang="ru"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">` +
        `<title>${escape(title)}</title></head><body><h1>${escape(title)}</h1><p>${escape(text)}</p>` +
        (link ? `<p><a href="${escape(link.href)}">${escape(link.label)}</a></p>` : '') +
        '</body></html>',
    );
}

const byToken = (token: string | undefined) => (token !== undefined && UUID.test(token) ? token : null);

/**
 * Price-drop alerts: `POST /api/{flats,commercial}/{id}/price_alerts/` subscribes an e-mail address (with consent)
 * and sends a confirmation letter; only the link in it (`GET /api/price_alerts/confirm/?token=`) starts the alerts.
 * Every letter carries `GET /api/price_alerts/unsubscribe/?token=`. Both answer a small page in Russian.
 */
export const priceAlertRoutes = feature({ tag: 'Price alerts' }, async (app, { ctx }) => {
  for (const endpoint of ['flats', 'commercial'] as const) {
    const { kinds } = lotEndpoints[endpoint];
    app.post(
      `/api/${endpoint}/:id/price_alerts/`,
      {
        attachValidation: true,
        schema: {
          summary: `Subscribe to a lot’s price drops (${endpoint})`,
          description: 'A confirmation letter is sent; the alerts start once its link is followed. 429 past the limits per address and per e-mail.',
          params: IdParams,
          body: AlertBody,
          response: { 201: described('The confirmation letter is on its way.', AlertCreated), ...errorResponses(429) },
        },
      },
      async (request, reply) => {
        const body = (request.body ?? {}) as Record<string, unknown>;
        const email = checkEmail(text(body.email));
        const agreed = ['true', 'on'].includes(text(body.agreement));
        checkForm(request, { ...(!email.ok && { email: [email.message] }), ...(!agreed && { agreement: [MESSAGES.required] }) });
        const address = email.ok ? email.value : '';
        const lotId = request.params.id;
        const sent = await subscribe(ctx.db, { lotId, kinds, email: address, origin: requestOrigin(request), ip: request.ip, pageUrl: text(body.url) }, ctx.config.leads);
        if (sent) ctx.outbox.wake();
        request.log.info({ lot: lotId, letter: sent }, 'price alert requested');
        return reply.status(201).send({ detail: `Мы отправили письмо на ${address}. Перейдите по ссылке из него, чтобы подтвердить подписку.` });
      },
    );
  }

  app.get(
    '/api/price_alerts/confirm/',
    { schema: { summary: 'Confirm a price-drop subscription (the letter’s link)', querystring: TokenQuery, response: { 200: Page('Confirmed.'), 404: Page('No such subscription.') } } },
    async (request, reply) => {
      const token = byToken(request.query.token);
      const row = token ? await confirm(ctx.db, token) : null;
      if (!row) return page(reply, 404, 'Ссылка устарела', 'Подписка не найдена: возможно, вы уже отписались. Подпишитесь ещё раз на странице лота.', null);
      const href = `${row.site_origin}${sitePaths.lotPage(row.kind === 'commercial' ? 'commercial' : 'flat', row.lot_id)}`;
      return page(reply, 200, 'Подписка подтверждена', 'Мы напишем, когда цена снизится.', { href, label: 'Вернуться к лоту' });
    },
  );

  app.get(
    '/api/price_alerts/unsubscribe/',
    { schema: { summary: 'End a price-drop subscription (every letter’s link)', querystring: TokenQuery, response: { 200: Page('Unsubscribed.'), 404: Page('No such subscription.') } } },
    async (request, reply) => {
      const token = byToken(request.query.token);
      if (!token || !(await unsubscribe(ctx.db, token))) return page(reply, 404, 'Ссылка устарела', 'Подписка не найдена.', null);
      return page(reply, 200, 'Вы отписались', 'Уведомления о цене этого лота больше не придут.', null);
    },
  );
});

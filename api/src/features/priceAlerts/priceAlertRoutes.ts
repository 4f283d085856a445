import { sitePaths } from '@estate/shared-api/links/sitePaths';
import { MESSAGES } from '@estate/shared-api/validation/messages';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { PriceAlertCreated } from '@estate/shared-api/dto/lots';
import type { AppContext } from '../../appContext';
import { CONSENT_TEXT } from '@estate/shared-api/validation/consent';
import { checkEmail } from '../../domain/fieldRules';
import { notFound, tooManyRequests, validationError } from '../../http/errors';
import { readForm } from '../../http/form';
import { readId } from '../../http/pathParams';
import { requestOrigin } from '../../http/requestOrigin';
import { lotEndpoints } from '../../shared/lots/lotEndpoints';
import { enqueueAlertEmail } from '../../shared/priceAlerts/alertEmail';
import { alertLot, loadAlertLot } from '../../shared/priceAlerts/alertLots';
import { alertLinks, confirmationEmail } from '../../shared/priceAlerts/alertMessages';

/** A second confirmation letter to one address and lot waits this long (a double click sends one). */
const RESEND_SECONDS = 60;
const TOO_MANY = 'Слишком много подписок с вашего адреса. Пожалуйста, попробуйте позже';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;


function page(reply: FastifyReply, status: number, title: string, text: string, link: { href: string; label: string } | null) {
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

/**
 * Price-drop alerts: `POST /api/{flats,commercial}/{id}/price_alerts/` subscribes an e-mail address (with consent)
 * and sends a confirmation letter; only the link in it (`GET /api/price_alerts/confirm/?token=`) starts the alerts.
 * Every letter carries `GET /api/price_alerts/unsubscribe/?token=`. Both answer a small page in Russian.
 */
export function registerPriceAlertRoutes(app: FastifyInstance, ctx: AppContext): void {
  for (const endpoint of ['flats', 'commercial'] as const) {
    const { kinds } = lotEndpoints[endpoint];
    app.post(`/api/${endpoint}/:id/price_alerts/`, async (request, reply): Promise<PriceAlertCreated> => {
      const lotId = readId(request.params);
      const form = readForm(request.body);
      const email = checkEmail(form.email ?? '');
      const agreed = form.agreement === 'true' || form.agreement === 'on';
      if (!email.ok || !agreed) {
        throw validationError({ ...(!email.ok && { email: [email.message] }), ...(!agreed && { agreement: [MESSAGES.required] }) });
      }
      const origin = requestOrigin(request); // a city host of SITE_DOMAIN, never one a request made up
      const sent = await ctx.db.transaction(async (tx) => {
        const lot = await loadAlertLot(tx, lotId, kinds);
        if (!lot) throw notFound();
        await tx.query("select pg_advisory_xact_lock(hashtext('price-alert-ip:' || $1))", [request.ip]);
        await tx.query("select pg_advisory_xact_lock(hashtext('price-alert-email:' || $1))", [email.value]);
        // Letters go to any address typed in: the lead limits per IP (and per address) keep the form from mailing en masse.
        const { perIpLimit, perPhoneLimit, windowSeconds } = ctx.config.leads;
        const { rows: recent } = await tx.query<{ by_ip: number; by_email: number }>(
          `select count(*) filter (where consent_ip = $1)::int as by_ip, count(*) filter (where email = $2)::int as by_email
           from price_alerts where created_at > now() - make_interval(secs => $3)`,
          [request.ip, email.value, windowSeconds],
        );
        if ((recent[0]?.by_ip ?? 0) >= perIpLimit || (recent[0]?.by_email ?? 0) >= perPhoneLimit) throw tooManyRequests(TOO_MANY, windowSeconds);
        const { rows: agreement } = await tx.query<{ version: string }>(
          'select version from personal_data_agreements order by is_current desc, published_at desc limit 1',
        );
        // An active subscription stays as it is; a pending or ended one starts over with a new token and letter.
        const { rows } = await tx.query<{ id: number; token: string }>(
          `insert into price_alerts (lot_id, email, site_origin, consent_ip, consent_page_url, consent_text, consent_version)
           values ($1, $2, $3, $4, $5, $6, $7)
           on conflict (lot_id, email) do update set token = gen_random_uuid(), created_at = now(), confirmed_at = null, unsubscribed_at = null,
             site_origin = excluded.site_origin, consent_ip = excluded.consent_ip, consent_page_url = excluded.consent_page_url,
             consent_text = excluded.consent_text, consent_version = excluded.consent_version
           where (price_alerts.confirmed_at is null or price_alerts.unsubscribed_at is not null)
             and price_alerts.created_at < now() - make_interval(secs => $8)
           returning id, token`,
          [lotId, email.value, origin, request.ip, (form.url ?? '').slice(0, 2000), CONSENT_TEXT, agreement[0]?.version ?? 'unknown', RESEND_SECONDS],
        );
        const row = rows[0];
        if (!row) return false;
        await enqueueAlertEmail(tx, `confirm-${row.id}-${row.token}`, confirmationEmail(email.value, alertLot(lot, origin), alertLinks(origin, row.token)));
        return true;
      });
      if (sent) ctx.outbox.wake();
      request.log.info({ lot: lotId, letter: sent }, 'price alert requested');
      reply.status(201);
      return { detail: `Мы отправили письмо на ${email.value}. Перейдите по ссылке из него, чтобы подтвердить подписку.` };
    });
  }

  const byToken = (query: unknown) => {
    const token = (query as { token?: unknown }).token;
    return typeof token === 'string' && UUID.test(token) ? token : null;
  };

  app.get('/api/price_alerts/confirm/', async (request, reply) => {
    const token = byToken(request.query);
    const { rows } = token
      ? await ctx.db.query<{ lot_id: number; site_origin: string; kind: string }>(
          `update price_alerts a set confirmed_at = coalesce(a.confirmed_at, now()) from lots l
           where a.token = $1 and a.unsubscribed_at is null and l.id = a.lot_id returning a.lot_id, a.site_origin, l.kind`,
          [token],
        )
      : { rows: [] };
    const row = rows[0];
    if (!row) return page(reply, 404, 'Ссылка устарела', 'Подписка не найдена: возможно, вы уже отписались. Подпишитесь ещё раз на странице лота.', null);
    const href = `${row.site_origin}${sitePaths.lotPage(row.kind === 'commercial' ? 'commercial' : 'flat', row.lot_id)}`;
    return page(reply, 200, 'Подписка подтверждена', 'Мы напишем, когда цена снизится.', { href, label: 'Вернуться к лоту' });
  });

  app.get('/api/price_alerts/unsubscribe/', async (request, reply) => {
    const token = byToken(request.query);
    const { rows } = token
      ? await ctx.db.query('update price_alerts set unsubscribed_at = coalesce(unsubscribed_at, now()) where token = $1 returning id', [token])
      : { rows: [] };
    if (rows.length === 0) return page(reply, 404, 'Ссылка устарела', 'Подписка не найдена.', null);
    return page(reply, 200, 'Вы отписались', 'Уведомления о цене этого лота больше не придут.', null);
  });
}

import crypto from 'node:crypto';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import type { AppContext } from './appContext';
import { SITE_HEADERS } from '@estate/tooling/headers';
import { securityHeaders } from './http/securityHeaders';
import { fastifyTrustProxy } from '@estate/shared-api/site/trustProxy';
import { citiesOfContent, registerRequestSite } from './http/requestOrigin';
import { registerCityCheck } from './shared/cities/cityCheck';
import routes from '@fastify/routes';
import { registerHttpMetrics, registerProbes } from '@estate/server-kit';
import { registerErrorHandling } from './http/errorHandling';
import { registerArrivalOrder } from './http/arrivalOrder';
import { acceptWaitingConnections } from './http/listenBacklog';
import { markPublicReads, registerResponseCache } from './http/responseCache';
import { registerInputGuard } from './http/inputGuard';
import { registerSessionCookies, sharedCookieDomain } from './shared/session/sessionCookies';
import { sessionHandoffRoutes } from './features/session/sessionHandoffRoutes';
import { sessionRoutes } from './features/session/sessionRoutes';
import { registerCsrf } from './shared/session/csrf';
import { listenerState } from './db/dataVersion';
import type { Plugin } from 'ajv';
import ajvFormats from 'ajv-formats';
import { messagesKeyword } from './http/validationErrors';
import { registerQueryShape } from './http/queryShape';
import { registerOpenApi } from './http/openApi';
import { components } from './http/schema/types';
import { healthRoutes } from './features/service/healthRoutes';
import { dataVersionRoutes } from './features/service/dataVersionRoutes';
import { cityRoutes } from './features/cities/cityRoutes';
import { contentRoutes } from './features/content/contentRoutes';
import { projectRoutes } from './features/projects/projectRoutes';
import { lotRoutes } from './features/lots/lotRoutes';
import { layoutRoutes } from './features/layouts/layoutRoutes';
import { projectContentRoutes } from './features/projectContent/projectContentRoutes';
import { publicationRoutes } from './features/publications/publicationRoutes';
import { officeRoutes } from './features/offices/officeRoutes';
import { marketingRoutes } from './features/marketing/marketingRoutes';
import { mortgageRoutes } from './features/mortgage/mortgageRoutes';
import { infraRoutes } from './features/infras/infraRoutes';
import { genplanRoutes } from './features/genplan/genplanRoutes';
import { listRoutes } from './features/lists/listRoutes';
import { viewedRoutes } from './features/viewed/viewedRoutes';
import { bookingRoutes } from './features/booking/bookingRoutes';
import { otpRoutes } from './features/otp/otpRoutes';
import { requestRoutes } from './features/requests/requestRoutes';
import { imageRoutes } from './features/images/imageRoutes';
import { devRoutes } from './features/dev/devRoutes';
import { feedRoutes } from './features/feeds/feedRoutes';
import { sitemapRoutes } from './features/sitemap/sitemapRoutes';
import { catalogueRoutes } from './features/catalogue/catalogueRoutes';
import { priceHistoryRoutes } from './features/priceHistory/priceHistoryRoutes';
import { priceAlertRoutes } from './features/priceAlerts/priceAlertRoutes';
import { guardStaffRoutes } from './shared/staff/staffGuard';
import { staffAuthRoutes } from './features/staffAuth/staffAuthRoutes';
import { staffAccountRoutes } from './features/staffAccounts/staffAccountRoutes';
import { adminContentRoutes } from './features/adminContent/adminContentRoutes';
import { mediaRoutes } from './features/adminMedia/mediaRoutes';
import { fileRoutes } from './features/files/fileRoutes';
import { adminLeadRoutes } from './features/adminLeads/adminLeadRoutes';
import { adminLotRoutes } from './features/adminLots/adminLotRoutes';
import { auditRoutes } from './features/adminAudit/auditRoutes';
import { previewRoutes } from './features/preview/previewRoutes';

const SECURITY_HEADERS = securityHeaders({
  contentSecurityPolicy: { directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
  crossOriginResourcePolicy: { policy: 'same-site' },
});

export const BODY_LIMIT = 256 * 1024;

const REQUEST_ID = /^[\w-]{8,64}$/;

/** The Fastify application with every plugin and route; `listen` is left to the caller. */
export async function buildApp(ctx: AppContext): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: ctx.config.logLevel, base: { service: 'api' } },
    bodyLimit: BODY_LIMIT,
    trustProxy: fastifyTrustProxy(ctx.config.trustProxy),
    logController: new LogController({ requestIdLogLabel: 'request_id' }),
    genReqId: (request) => {
      const header = request.headers['x-request-id'];
      return typeof header === 'string' && REQUEST_ID.test(header) ? header : crypto.randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 300 },
    // A graceful stop serves what reaches it (see server.ts) instead of answering 503 in Fastify's own shape.
    return503OnClosing: false,
    // Every bad value of a request is collected for one 400 (allErrors); query strings and form fields are text, read as
    // the schema's types (coerceTypes); a schema may give a rule its own text (x-messages, read from verbose errors).
    // The other x- keywords are the back office's form hints (features/adminContent/fields.ts), not rules.
    ajv: {
      customOptions: { allErrors: true, coerceTypes: 'array', removeAdditional: true, useDefaults: true, verbose: true, keywords: ['x-widget', 'x-labels', 'x-reference', 'x-jsonb'] },
      plugins: [ajvFormats, messagesKeyword] as Plugin<unknown>[],
    },
  });
  for (const schema of components) app.addSchema(schema);

  // first of all hooks: an answer given by any later hook carries them, and a route may still override one
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(SECURITY_HEADERS);
    done();
  });

  // PGlite: requests arriving once a stop has begun are refused rather than queued behind the ones it must finish,
  // and the connections already waiting in the listen backlog are taken in before the listener closes
  app.addHook('preClose', async () => {
    ctx.db.refuseLateArrivals();
    await acceptWaitingConnections(app.server);
  });
  app.addHook('onSend', async (request, reply) => {
    reply.headers(SITE_HEADERS); // after helmet's: the site's values, on every answer (errors too)
    reply.header('x-request-id', request.id);
  });
  registerErrorHandling(app);
  registerHttpMetrics(app, ctx.metrics.registry);
  // /livez and /readyz; while draining, every response closes its connection (a kept-alive client opens a new one,
  // to another instance, instead of reusing a socket the server is about to drop)
  registerProbes(app, ctx.lifecycle, () => ({ database: ctx.db.kind, ...listenerState(ctx.dataVersion) }));
  const cities = citiesOfContent(ctx);
  registerRequestSite(app, ctx, cities);
  // PGlite runs one statement at a time: requests take turns at it in the order they arrived
  if (ctx.db.kind === 'pglite') registerArrivalOrder(app);

  await app.register(routes);
  await app.register(cookie);
  // Before compression: the cache keeps and hashes the JSON text.
  registerResponseCache(app, { dataVersion: ctx.dataVersion, maxBytes: ctx.config.responseCache.maxBytes, onLookup: ctx.metrics.cacheLookup });
  await app.register(compress, { threshold: 1024 });
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fieldNameSize: 100, fieldSize: 16 * 1024, fields: 40, files: 0, parts: 60 },
  });
  // JSON as usual (prototype poisoning refused), but an empty body counts as {}: clients send the header on bodiless POSTs.
  const json = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: BODY_LIMIT }, (request, body, done) => {
    if (String(body).trim() === '') return done(null, {});
    return json(request, String(body), done);
  });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: BODY_LIMIT }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  registerQueryShape(app);
  registerCityCheck(app, cities);
  registerInputGuard(app);
  registerSessionCookies(app, ctx);
  registerCsrf(app, ctx.config);

  await registerOpenApi(app);
  await app.register(healthRoutes, { ctx });
  await app.register(dataVersionRoutes, { ctx });
  // Public reads of the catalogue and content: the same for every visitor, cached (see http/responseCache.ts).
  await app.register(async (publicReads) => {
    markPublicReads(publicReads);
    await publicReads.register(cityRoutes, { ctx });
    await publicReads.register(contentRoutes, { ctx });
    await publicReads.register(projectRoutes, { ctx });
    await publicReads.register(lotRoutes, { ctx });
    await publicReads.register(layoutRoutes, { ctx });
    await publicReads.register(projectContentRoutes, { ctx });
    await publicReads.register(publicationRoutes, { ctx });
    await publicReads.register(officeRoutes, { ctx });
    await publicReads.register(marketingRoutes, { ctx });
    await publicReads.register(mortgageRoutes, { ctx });
    await publicReads.register(infraRoutes, { ctx });
    await publicReads.register(genplanRoutes, { ctx });
  });
  // not among the cached reads: «Цена снижена» depends on the day as well as on the data
  await app.register(priceHistoryRoutes, { ctx });
  await app.register(listRoutes, { ctx });
  await app.register(viewedRoutes, { ctx });
  await app.register(bookingRoutes, { ctx });
  await app.register(otpRoutes, { ctx });
  await app.register(requestRoutes, { ctx });
  await app.register(priceAlertRoutes, { ctx });
  await app.register(imageRoutes, { ctx });
  await app.register(feedRoutes, { ctx });
  await app.register(sitemapRoutes, { ctx });
  await app.register(sessionRoutes, { ctx });
  if (!sharedCookieDomain(ctx.config)) await app.register(sessionHandoffRoutes, { ctx });
  await app.register(catalogueRoutes, { ctx });
  await app.register(fileRoutes, { ctx });
  // The back office: every route below checks the staff session and the role's permission first (staffGuard.ts).
  await app.register(async (admin) => {
    guardStaffRoutes(admin, ctx);
    for (const feature of [staffAuthRoutes, staffAccountRoutes, adminContentRoutes, mediaRoutes, adminLeadRoutes, adminLotRoutes, auditRoutes]) {
      await admin.register(feature, { ctx });
    }
  });
  // a draft for the shell's preview: staff who may edit it only, a 404 to anyone else (no 401 or 403 to tell)
  await app.register(previewRoutes, { ctx });
  if (ctx.config.devEndpoints) await app.register(devRoutes, { ctx });
  return app;
}

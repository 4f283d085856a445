// The OpenAPI 3.1 document of every route, generated from the route schemas (@fastify/swagger), served as JSON at
// /api/schema/ with its reference pages (Swagger UI, served from its package) at /api/docs/. Every route gets here
// what its kind implies: the error responses its inputs can cause, the CSRF and session security of unsafe and
// session routes, the staff session of the back office's routes, the bearer token of the catalogue import, and an
// operation id (added as the document is generated).
import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { ERROR_DESCRIPTIONS, errorResponses } from './schema/responses';

export const SCHEMA_PATH = '/api/schema/';
export const DOCS_PATH = '/api/docs';

/** The document's tags, in the order the reference pages list them. */
export const TAGS: { name: string; description: string }[] = [
  { name: 'Service', description: 'Health, data versions and this document.' },
  { name: 'Cities', description: 'The cities of the site and the city of a host.' },
  { name: 'Content', description: 'Base data of a city site, the home page, the company, the personal data agreement.' },
  { name: 'Projects', description: 'Residential and commercial projects.' },
  { name: 'Lots', description: 'Flats and apartments, commercial premises, parking spaces and storage rooms: lists with filters, facets, details.' },
  { name: 'Layouts', description: 'Flat layouts and finishes.' },
  { name: 'Project content', description: 'Construction progress, documents, purchase methods, installment.' },
  { name: 'Publications', description: 'News and the developer’s channel.' },
  { name: 'Offices', description: 'Sales offices and excursions.' },
  { name: 'Marketing', description: 'Selection cards and promotions.' },
  { name: 'Mortgage', description: 'Mortgage programmes and the calculator.' },
  { name: 'Infrastructure', description: 'Places around the projects.' },
  { name: 'Master plan', description: 'Projects, buildings, sections and floors with their lots, for the master plan and the chess-board.' },
  { name: 'Favourites and comparisons', description: 'The visitor’s lists (session).' },
  { name: 'Viewed', description: 'Lots the visitor has seen (session).' },
  { name: 'Login', description: 'One-time codes by SMS, the phone login and the personal account (session).' },
  { name: 'Booking', description: 'Online booking of a lot (after the phone login).' },
  { name: 'Leads', description: 'Call-back, consultation, mortgage and excursion requests.' },
  { name: 'Price alerts', description: 'Price-drop subscriptions and the lots’ price history.' },
  { name: 'Session', description: 'The visitor’s session and CSRF cookies, and their handoff between city hosts that cannot share a cookie.' },
  { name: 'Images', description: 'Resized images and uploaded documents.' },
  { name: 'Feeds', description: 'Classifieds feeds (XML) and the sitemap.' },
  { name: 'Catalogue import', description: 'The sales system’s catalogue feed and price lists (bearer token).' },
  { name: 'Back office', description: 'The staff’s endpoints (the staff session; each route checks the role’s permission): sign-in, content, uploads, leads, lots, accounts, the audit log.' },
  { name: 'Development', description: 'Only with API_DEV_ENDPOINTS=1: the SMS outbox, stored leads, publications, the clock.' },
];

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** `GET /api/flats/:id/similar/` → `getFlatsIdSimilar` */
function operationId(method: string, url: string): string {
  const words = url
    .replace(/^\/api\//, '/')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  return [method.toLowerCase(), ...words.map((word) => word[0]!.toUpperCase() + word.slice(1))].join('');
}

type RouteSchema = Record<string, unknown> & { response?: Record<string, unknown>; hide?: boolean };

/** What a route's kind implies for its document: error responses, security, an operation id. */
function completeRoute(schema: RouteSchema, method: string, url: string, session: boolean, staff: boolean): RouteSchema {
  const bearer = url.startsWith('/api/admin/catalogue/');
  const unsafe = UNSAFE.has(method);
  const statuses = [500, 503];
  if (schema.querystring || schema.body) statuses.push(400);
  if (schema.body) statuses.push(413, 415);
  if (schema.params) statuses.push(404);
  if ((unsafe && !bearer) || staff) statuses.push(403);
  if (staff) statuses.push(401);
  const csrf = { csrfCookie: [], csrfToken: [] };
  const security = bearer
    ? [{ adminToken: [] }]
    : staff
      ? [{ staffSession: [], ...(unsafe && csrf) }]
      : unsafe
        ? [{ ...csrf, ...(session && { session: [] }) }]
        : session
          ? [{ session: [] }, {}]
          : undefined;
  return {
    ...schema,
    response: { ...errorResponses(...statuses), ...schema.response },
    operationId: schema.operationId ?? operationId(method, url),
    ...(security && !schema.security && { security }),
  };
}

type Responses = Record<string, { description?: string; $ref?: string }>;
interface OpenApiObject {
  paths?: Record<string, Record<string, { responses?: Responses }>>;
  components?: { responses?: Record<string, unknown> };
}

/** Every error response of the kinds `errorResponses` makes is written once, in `components.responses` (`Error404` …). */
function shareErrorResponses(document: OpenApiObject): OpenApiObject {
  const shared: Record<string, unknown> = {};
  for (const methods of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(methods)) {
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        if (response.description !== ERROR_DESCRIPTIONS[Number(status)]) continue;
        const name = `Error${status}`;
        shared[name] ??= response;
        if (JSON.stringify(shared[name]) === JSON.stringify(response)) operation.responses![status] = { $ref: `#/components/responses/${name}` };
      }
    }
  }
  document.components = { ...document.components, responses: Object.fromEntries(Object.entries(shared).sort(([a], [b]) => a.localeCompare(b))) };
  return document;
}

/** Registers the document and its pages. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Residential developer site API',
        version: '1.0.0',
        description:
          'The HTTP API of the site: catalogue, content, the visitor’s lists, leads, login and booking. Django REST conventions: ' +
          'collections are `{count, next, previous, results}` with `limit` and `offset`; repeated query parameters are lists, unknown ones ' +
          'are ignored, empty ones dropped; a trailing slash is optional. Errors: 400 `{field: [messages]}`, every other `{detail}`, in Russian. ' +
          'Every POST, PUT, PATCH and DELETE needs the `csrftoken` cookie echoed in `X-CSRFToken` and an `Origin` (or `Referer`) of the site.',
      },
      tags: TAGS,
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'sessionid', description: 'The visitor’s session, set by the first response of a route that is not a public read (`GET /api/session/` sets it alone).' },
          csrfCookie: { type: 'apiKey', in: 'cookie', name: 'csrftoken', description: 'Set with the session (`GET /api/session/`), readable by scripts.' },
          csrfToken: { type: 'apiKey', in: 'header', name: 'X-CSRFToken', description: 'The `csrftoken` cookie’s value.' },
          adminToken: { type: 'http', scheme: 'bearer', description: 'ADMIN_TOKEN.' },
          staffSession: { type: 'apiKey', in: 'cookie', name: 'staff_session', description: 'A staff member’s session, set by the back office’s sign-in (e-mail, password and TOTP code).' },
        },
      },
    },
    // components are named by their $id: #/components/schemas/LotCard
    transform: ({ schema, url, route }) => ({
      schema: schema && !(schema as RouteSchema).hide ? completeRoute(schema as RouteSchema, [route.method].flat()[0] as string, route.url, Boolean(route.config?.session), Boolean(route.config?.staff && route.config.staff !== 'public')) : schema,
      url,
    }),
    transformObject: (document) => shareErrorResponses(('openapiObject' in document ? document.openapiObject : {}) as OpenApiObject) as never,
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => String(json.$id ?? `def-${i}`) },
  });
  app.get(SCHEMA_PATH, { schema: { hide: true } }, async () => app.swagger());
  await app.register(swaggerUi, {
    routePrefix: DOCS_PATH,
    // BaseLayout: the pages without Swagger's top bar, whose logo brings an inline <style> the policy refuses
    uiConfig: { deepLinking: true, docExpansion: 'none', defaultModelsExpandDepth: 0, layout: 'BaseLayout' },
    // the pages and the document only: Swagger UI's own scripts and styles, no other origin
    staticCSP: {
      'default-src': ["'none'"],
      'script-src': ["'self'"],
      'style-src': ["'self'"],
      'img-src': ["'self'", 'data:'],
      'font-src': ["'self'", 'data:'],
      'connect-src': ["'self'"],
      'base-uri': ["'none'"],
      'form-action': ["'none'"],
      'frame-ancestors': ["'none'"],
    },
  });
}

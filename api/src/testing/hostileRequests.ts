import type { FastifyInstance, InjectOptions } from 'fastify';
import type { TestVisitor } from './testVisitor';
import type { Prng } from '../seed/prng';

/** A route as the app registered it. */
export interface RegisteredRoute {
  method: string;
  url: string;
}

/** Every method and path the app registered (Fastify's route list through @fastify/routes). */
export function registeredRoutes(app: FastifyInstance): RegisteredRoute[] {
  const out: RegisteredRoute[] = [];
  for (const [url, options] of app.routes) {
    for (const route of options) {
      for (const method of [route.method].flat()) out.push({ method, url });
    }
  }
  return out;
}

/** Values an attacker or a broken client sends, already URL-encoded where they travel in a URL. */
export const HOSTILE_ENCODED = [
  '%00', 'a%00b', '%00%00', '%', '%zz', '%E0%A4%A', '%ED%A0%80', '%F0%9F%98%80', '%C0%AF', '%2e%2e%2f%2e%2e%2f',
  '2147483648', '-2147483649', '999999999999', '-999999999999', '99999999999999999999999', '1e400', '1e-400', 'NaN',
  'Infinity', '-1', '0', '1.5', '0x10', '+1', '', '%20', '%0A', 'true', 'null', '[]', '%7B%7D', '__proto__',
  "'%3B%20drop%20table%20lots%3B--", '%3Cscript%3E', '..', 'moskva', 'tula', '2027-2', '9999-9', '1', '42', 'x'.repeat(5000),
];
/** The same values as a decoded string, for bodies. */
const HOSTILE_TEXT = [
  '\u0000', 'a\u0000b', '\ud800', '\udfff', '😀', '\u202e', '%', '../../etc/passwd', '2147483648', '-2147483649',
  '999999999999', '1e400', 'NaN', '-1', '0', '1.5', '', ' ', 'true', 'null', "'; drop table lots; --", '<script>alert(1)</script>',
  '+7 916 123-45-67', '79161234567', '1234', '01.01.2030', '25:61', '31.02.2027', 'moskva', 'questions', 'excursion',
  'x'.repeat(3000), 'ы'.repeat(70),
];
const QUERY_NAMES = [
  'city', 'rooms', 'is_apartment', 'commercial', 'project', 'building', 'price_min', 'price_max', 'area_min', 'area_max',
  'kitchen_area_min', 'kitchen_area_max', 'floor_min', 'floor_max', 'not_first', 'not_last', 'completion', 'finishing',
  'features', 'status', 'only_free', 'ordering', 'limit', 'offset', 'type', 'for_owners', 'year', 'class', 'completion_year',
  'is_central', 'category', 'phone', 'token', 'size', 'quality', 'format', 'blur', 'fit', 'gravity', 'price', 'down_payment',
  'term', 'section', 'floor', 'id', 'property', 'x%00', '__proto__',
];
const BODY_NAMES = [
  'property', 'phone', 'code', 'name', 'email', 'type', 'url', 'site_city', 'agreement', 'comment', 'date', 'time',
  'excursion', 'office', 'ym_uid', 'utm', 'token', 'title', 'body', 'city', 'slug', 'lead', '__proto__', 'constructor',
];

function fillPath(prng: Prng, url: string): string {
  return url.replace(/:[a-z_]+|\*/gi, () => prng.pick(HOSTILE_ENCODED) || '1');
}

function query(prng: Prng): string {
  const parts: string[] = [];
  for (let i = prng.int(0, 4); i > 0; i -= 1) parts.push(`${prng.pick(QUERY_NAMES)}=${prng.pick(HOSTILE_ENCODED)}`);
  return parts.length ? `?${parts.join('&')}` : '';
}

function fields(prng: Prng): Record<string, string> {
  const out: Record<string, string> = {};
  for (let i = prng.int(1, 6); i > 0; i -= 1) out[prng.pick(BODY_NAMES)] = prng.pick(HOSTILE_TEXT);
  return out;
}

function multipartBody(values: Record<string, string>, boundary: string): string {
  return `${Object.entries(values).map(([name, value]) => `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`).join('')}--${boundary}--\r\n`;
}

/** A body of a random kind: JSON (valid, broken, nested, arrays), urlencoded, multipart (valid, without or with a wrong boundary, cut short), plain text. */
function body(prng: Prng): Pick<InjectOptions, 'payload' | 'headers'> {
  const values = fields(prng);
  switch (prng.int(0, 11)) {
    case 0:
      return { payload: '{"property":', headers: { 'content-type': 'application/json' } };
    case 1:
      return { payload: JSON.stringify([values]), headers: { 'content-type': 'application/json' } };
    case 2:
      return { payload: '{"a":'.repeat(200) + '1' + '}'.repeat(200), headers: { 'content-type': 'application/json' } };
    case 3:
      return { payload: '{"__proto__":{"x":1},"constructor":{"prototype":{}}}', headers: { 'content-type': 'application/json' } };
    case 4:
      return { payload: new URLSearchParams(values).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } };
    case 5:
      return { payload: multipartBody(values, 'b0undary'), headers: { 'content-type': 'multipart/form-data; boundary=b0undary' } };
    case 6:
      return { payload: multipartBody(values, 'b0undary'), headers: { 'content-type': 'multipart/form-data' } };
    case 7:
      return { payload: multipartBody(values, 'b0undary'), headers: { 'content-type': 'multipart/form-data; boundary=other' } };
    case 8:
      return { payload: multipartBody(values, 'b0undary').slice(0, prng.int(5, 60)), headers: { 'content-type': 'multipart/form-data; boundary=b0undary' } };
    case 9:
      return { payload: 'phone=1', headers: { 'content-type': prng.pick(['text/plain', 'application/xml', 'application/json; charset=koi8-r', 'multipart/mixed']) } };
    case 10:
      return { payload: JSON.stringify({ ...values, property: prng.pick([2147483648, -1, 1e308, 1.5, [1], { $gt: 1 }, null, true]) }), headers: { 'content-type': 'application/json' } };
    default:
      return { payload: JSON.stringify(values), headers: { 'content-type': 'application/json' } };
  }
}

/** One hostile request for a random registered route: its path parameters, query and body all drawn from the lists above. */
export function hostileRequest(prng: Prng, routes: readonly RegisteredRoute[]): InjectOptions {
  const route = prng.pick(routes);
  const url = `${fillPath(prng, route.url)}${query(prng)}`;
  const unsafe = !['GET', 'HEAD', 'OPTIONS'].includes(route.method);
  return { method: route.method as InjectOptions['method'], url, ...(unsafe || prng.chance(0.05) ? body(prng) : {}) };
}

/** Links in e-mails that a person opens: they answer with a small page, errors included, not JSON. */
const PAGES_FOR_PEOPLE = /^\/api\/price_alerts\/(confirm|unsubscribe)\//;
const readable = (url: string, body: string) => /^\{"/.test(body) || (PAGES_FOR_PEOPLE.test(url) && body.startsWith('<!doctype html>'));
/** A redirect stays on the host: one slash, then printable ASCII only. */
const SAME_SITE_LOCATION = /^\/(?![/\\])[\x21-\x7e]*$/;

/**
 * Sends `requests` as `visitor`, a few at a time; counts the answers by status and lists the failures: a 5xx, an
 * error body that is not JSON, a redirect off the site.
 */
export async function sendHostile(visitor: TestVisitor, requests: readonly InjectOptions[], parallel = 8): Promise<{ byStatus: Map<number, number>; failures: string[] }> {
  const byStatus = new Map<number, number>();
  const failures: string[] = [];
  for (let start = 0; start < requests.length; start += parallel) {
    await Promise.all(
      requests.slice(start, start + parallel).map(async (request) => {
        const response = await visitor.request(request);
        const shown = `${request.method} ${String(request.url).slice(0, 300)} ${JSON.stringify(request.headers ?? {}).slice(0, 200)}`;
        byStatus.set(response.statusCode, (byStatus.get(response.statusCode) ?? 0) + 1);
        const location = response.headers.location;
        if (response.statusCode >= 500) failures.push(`${shown} → ${response.statusCode} ${response.body.slice(0, 200)}`);
        else if (response.statusCode >= 400 && request.method !== 'HEAD' && !readable(String(request.url), response.body)) failures.push(`${shown} → ${response.statusCode} not JSON: ${response.body.slice(0, 100)}`);
        else if (typeof location === 'string' && !SAME_SITE_LOCATION.test(location)) failures.push(`${shown} → ${response.statusCode} leaves the site: Location ${JSON.stringify(location)}`);
      }),
    );
  }
  return { byStatus, failures };
}

/** '200 × 731, 400 × 482' */
export const statusCounts = (byStatus: Map<number, number>) => [...byStatus].sort(([a], [b]) => a - b).map(([status, count]) => `${status} × ${count}`).join(', ');

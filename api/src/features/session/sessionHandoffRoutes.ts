// The city switch where city hosts cannot share a cookie (localhost and tula.localhost: browsers refuse
// Domain=localhost). In production the session, the tracking cookie and the city live on the site domain, so every
// city host sees them; here the page about to leave asks for a one-time token (POST), and the browser enters the
// other host through GET /api/session/handoff/?token=…&next=/path, which sets the same cookies there and redirects
// to the path. Registered only when the site domain cannot carry a shared cookie.
import { Type } from 'typebox';
import { messages, validationError } from '../../http/errors';
import { feature } from '../../http/feature';
import { checkForm, text } from '../../http/form';
import { Query } from '../../http/schema/params';
import { described } from '../../http/schema/responses';
import { listCities } from '../../shared/cities/cityParam';
import { originAllowed } from '../../shared/session/csrf';
import { hashToken } from '../../shared/session/visitor';
import { isToken, newToken, SESSION_COOKIE, SESSION_MAX_AGE, setSiteCookie } from '../../shared/session/sessionCookies';
import { claimHandoff, storeHandoff } from './sessionHandoffRepository';

export const HANDOFF_PATH = '/api/session/handoff/';
/** A token is good for one use within this time: the browser follows the redirect at once. */
export const HANDOFF_TTL_SECONDS = 60;
/** product §9: the city cookie and the tracking (utm) cookie both live 604800 s. */
const CITY_COOKIE = 'city';
const TRACKING_COOKIE = 'utm';
const WEEK_SECONDS = 604800;
const MAX_UTM_LENGTH = 2000;
const MAX_NEXT_LENGTH = 2048;
const NEXT_MESSAGE = 'Укажите путь на сайте, например /favorites.';

/** Characters a browser drops or reads as a slash in a URL (controls, tab and newline among them, backslash): never echoed. */
const UNSAFE_IN_NEXT = /[\p{Cc}\\]/u;
/** Stands for the host being entered: `next` must resolve on it and nowhere else. */
const SAME_HOST = 'http://site.invalid';

/**
 * `next` as a path on the host being entered: it must start with one slash, hold no character a browser would drop
 * or turn into a slash, and, parsed as a URL against that host, stay on it (`//host`, `/.//host` and schemes leave
 * it). The answer is the URL's own serialisation (percent-encoded), so any path becomes a header-safe Location.
 */
export function safeNext(value: string | undefined): string | null {
  if (!value || value.length > MAX_NEXT_LENGTH || !value.startsWith('/') || UNSAFE_IN_NEXT.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, SAME_HOST);
  } catch {
    return null;
  }
  if (url.origin !== SAME_HOST || url.pathname.startsWith('//')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

const HandoffBody = Type.Object({ city: Type.String({ description: 'The slug of the city whose host the visitor goes to.' }) }, { description: 'JSON, form or multipart.' });
const HandoffToken = Type.Object({ token: Type.String({ description: `Single-use, good for ${HANDOFF_TTL_SECONDS} s.` }) });
const EntryQuery = Query({
  token: Type.String({ description: 'The token from `POST`.' }),
  next: Type.String({ maxLength: MAX_NEXT_LENGTH, description: 'The path to land on, on the host being entered (one leading slash).' }),
});

/** The session handoff between city hosts that cannot share a cookie (see the top of this file). */
export const sessionHandoffRoutes = feature({ tag: 'Session', session: true }, async (app, { ctx }) => {
  app.post(
    HANDOFF_PATH,
    {
      attachValidation: true,
      schema: { summary: 'A one-time token to carry the session to another city host', body: HandoffBody, response: { 201: described('The token.', HandoffToken) } },
    },
    async (request, reply) => {
      const slug = text((request.body as { city?: unknown } | undefined)?.city).trim();
      checkForm(request, slug ? {} : { city: [messages.required] });
      if (!(await listCities(ctx.db)).some((city) => city.slug === slug)) throw validationError({ city: [messages.choice(slug)] });
      const utm = request.cookies[TRACKING_COOKIE];
      const token = newToken();
      await storeHandoff(ctx.db, { tokenHash: hashToken(token), session: request.sessionToken, city: slug, utm: utm && utm.length <= MAX_UTM_LENGTH ? utm : null, now: ctx.now(), ttlSeconds: HANDOFF_TTL_SECONDS });
      return reply.code(201).send({ token });
    },
  );

  app.get(
    HANDOFF_PATH,
    {
      schema: {
        summary: 'Enter a city host with the session of another',
        description: 'Sets this host’s `sessionid`, `city` and `utm` from the token and redirects to `next`; an unknown, used or expired token (or an entry not from a page of the site) carries nothing but still redirects.',
        querystring: EntryQuery,
        response: { 302: { description: 'To `next` on this host.', headers: { location: { type: 'string' } }, type: 'null' } },
      },
    },
    async (request, reply) => {
      const { token } = request.query;
      const next = safeNext(request.query.next);
      if (!next) throw validationError({ next: [NEXT_MESSAGE] });
      // entered from a page of the site only: a link elsewhere must not plant someone else's session here
      if (isToken(token) && originAllowed(request, ctx.config.siteDomain)) {
        const carried = await claimHandoff(ctx.db, hashToken(token), new Date(ctx.now().getTime() - HANDOFF_TTL_SECONDS * 1000));
        if (carried) {
          setSiteCookie(reply, request, ctx.config, SESSION_COOKIE, carried.session_token, { httpOnly: true, maxAge: SESSION_MAX_AGE });
          setSiteCookie(reply, request, ctx.config, CITY_COOKIE, carried.city, { httpOnly: false, maxAge: WEEK_SECONDS });
          if (carried.utm) setSiteCookie(reply, request, ctx.config, TRACKING_COOKIE, carried.utm, { httpOnly: false, maxAge: WEEK_SECONDS });
        } else {
          request.log.warn('session handoff token unknown, used or expired');
        }
      } else {
        request.log.warn('session handoff refused: no token or not entered from the site');
      }
      // the visitor reaches the page either way, at worst with a session of this host's own
      return reply.header('cache-control', 'no-store').redirect(next, 302);
    },
  );
});

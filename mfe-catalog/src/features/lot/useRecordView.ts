// Records the visit of a lot page in the visitor's recently viewed list (POST /api/viewed/ {property}).
// A failure only logs a warning: the page itself does not depend on it.
// A first visit arrives rendered by the server, so the browser may not have asked the API anything yet: the API's
// first answer is what gives the visitor their session and CSRF cookies, which a POST needs (403 without them).
import { useEffect } from 'react';
import { CSRF_COOKIE, endpoints, type ShellContext } from '@estate/shared-api';

const hasCsrfCookie = () => document.cookie.split(/;\s*/).some((pair) => pair.startsWith(`${CSRF_COOKIE}=`));

export function useRecordView(ctx: Pick<ShellContext, 'api'>, lotId: number | null): void {
  const { api } = ctx;
  useEffect(() => {
    if (lotId === null) return;
    const session = hasCsrfCookie() ? Promise.resolve(null) : api.get(endpoints.viewed.list(), { query: { limit: 1 } });
    session
      .then(() => api.post(endpoints.viewed.list(), { body: { property: lotId } }))
      .catch((error: unknown) => console.warn('[catalog] the visit was not recorded', error));
  }, [api, lotId]);
}

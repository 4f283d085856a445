// The visitor's cookies on demand. Public reads set no cookie (shared caches keep them), so a page whose first
// request to the API is unsafe (a form sent from a server-rendered page) gets its `csrftoken` here first.
import { feature } from '../../http/feature';
import { NoContent } from '../../http/schema/responses';

export const SESSION_PATH = '/api/session/';

export const sessionRoutes = feature({ tag: 'Session', session: true }, async (app) => {
  app.get(
    SESSION_PATH,
    {
      schema: {
        summary: 'Start the visitor’s session',
        description: 'Sets `sessionid` and `csrftoken` where the visitor has none (or a `sessionid` this server did not issue); never stored by caches.',
        response: { 204: NoContent },
      },
    },
    async (_request, reply) => reply.code(204).send(),
  );
});

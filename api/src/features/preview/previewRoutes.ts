import { feature } from '../../http/feature';
import { notFound } from '../../http/errors';
import { described, errorResponses } from '../../http/schema/responses';
import { ref } from '../../http/schema/types';
import { allows } from '../../shared/staff/roles';
import { findStaffUser } from '../../shared/staff/staffSession';
import { PREVIEWABLE } from './previewRepository';
import { PreviewDocument, PreviewParams } from './previewSchemas';

/**
 * A draft for the shell's preview (`/admin/preview/{resource}/{key}`), which passes the staff session cookie on.
 * Outside the back office's guard on purpose: whoever may not edit the record — nobody signed in, a visitor, a staff
 * member of another role — gets the 404 of a record that does not exist, never a hint that a draft is there.
 */
export const previewRoutes = feature({ tag: 'Back office' }, async (app, { ctx }) => {
  app.get(
    '/api/preview/:resource/:key/',
    {
      schema: {
        summary: 'A draft as the site would show it (staff who may edit it only)',
        description: 'What the shell needs to render the draft’s public page for a staff member: the page and the public reads’ answers with the draft in place. 404 for anyone who may not edit it.',
        params: PreviewParams,
        security: [{ staffSession: [] }],
        response: { 200: described('The draft’s page and its reads.', ref(PreviewDocument)), ...errorResponses(404) },
      },
    },
    async (request) => {
      const previewable = PREVIEWABLE[request.params.resource];
      if (!previewable) throw notFound();
      const user = await findStaffUser(ctx, request);
      if (!user || !allows(user.role, previewable.permission)) throw notFound();
      const document = await previewable.load(ctx.db, request.params.key);
      if (!document) throw notFound();
      return document;
    },
  );
});

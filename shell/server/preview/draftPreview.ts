// /admin/preview/{resource}/{key}: a draft rendered as the site would render its public page — the same route, layout,
// header, footer and remote page — for a staff member who may edit it. The staff session cookie (sent by the browser
// to /admin/preview/ only) goes to the API's `/api/preview/…`, which answers the draft's page and the public reads'
// answers with the draft in place, or 404 to anyone else; the page is then rendered with those answers standing in
// for the API's. Never cached anywhere, never indexed, marked as a preview; everyone else gets the same 404.
import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ApiError, readCookie } from '@estate/shared-api';
import { adminEndpoints } from '@estate/shared-api/endpoints/adminEndpoints';
import type { PreviewDocument } from '@estate/shared-api/dto/admin';
import { cityHostOf } from '@estate/shared-api/site/siteHosts';
import type { ShellConfig } from '../config';
import type { RemoteRegistry } from '../federation/remoteRegistry';
import type { CityDirectory } from '../site/cityDirectory';
import { readDocumentRequest, type DocumentRequest } from '../documents/documentRequest';
import { prepareDocument } from '../documents/prepareDocument';
import { resolvePage } from '../documents/resolvePage';
import { renderApi } from '../render/renderApi';
import { recordDocument } from '../render/streamDocument';
import { documentSecurityHeaders } from '../security/securityHeaders';
import { previewMarkup, previewNotFound } from './previewMarkup';

export interface PreviewDeps {
  config: ShellConfig;
  registry: RemoteRegistry;
  cities: CityDirectory;
  log: (line: object) => void;
}

const STAFF_COOKIE = 'staff_session';
/** Longer than any session token the API issues: not worth a request. */
const TOKEN_MAX = 100;

const PRIVATE = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex, nofollow', 'X-Frame-Options': 'DENY' };

function notFound(reply: FastifyReply): FastifyReply {
  return reply.code(404).headers(PRIVATE).type('text/html; charset=utf-8').send(previewNotFound());
}

/** The draft for the staff member of this request, or null: no staff session, a role that may not edit it, no such record. */
async function readDraft(asked: DocumentRequest, resource: string, key: string, apiUrl: string): Promise<PreviewDocument | null> {
  const token = readCookie(asked.request.headers.cookie ?? '', STAFF_COOKIE);
  if (!token || token.length > TOKEN_MAX) return null;
  // the staff session only: none of the visitor's own cookies reach the render
  const { api } = renderApi({ apiUrl, domain: asked.domain, cookie: `${STAFF_COOKIE}=${encodeURIComponent(token)}`, requestId: asked.request.id, learn: () => undefined });
  try {
    return await api.get(adminEndpoints.preview(resource, key));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** The request as if for the draft's public page on its city's site. */
function draftRequest(asked: DocumentRequest, draft: PreviewDocument, siteDomain: string): DocumentRequest {
  const city = asked.cities?.find((candidate) => candidate.slug === draft.city) ?? asked.city;
  const host = cityHostOf(city, siteDomain);
  return {
    ...asked,
    url: new URL(draft.path, 'http://shell'),
    city,
    domain: { ...asked.domain, host, apiHost: `${asked.domain.protocol}://${host}` },
    crawler: false,
    floor: false,
    key: '',
  };
}

export function registerDraftPreview(app: FastifyInstance, { config, registry, cities, log }: PreviewDeps): void {
  app.get<{ Params: { resource: string; key: string } }>('/admin/preview/:resource/:key', async (request, reply) => {
    const asked = await readDocumentRequest(request, config, cities);
    const draft = await readDraft(asked, request.params.resource, request.params.key, config.apiUrl);
    if (!draft) return notFound(reply);
    const context = await resolvePage(draftRequest(asked, draft, config.siteDomain), {
      apiUrl: config.apiUrl,
      anonymous: true,
      learn: () => undefined,
      substitute: draft.reads,
    });
    if ('redirect' in context) return notFound(reply);
    const prepared = await prepareDocument(context, { config, registry, log });
    const document = await recordDocument(prepared.element, { ...prepared.options(crypto.randomBytes(16).toString('base64')), crawler: true, log });
    return reply
      .code(document.status)
      .headers({ ...documentSecurityHeaders(config.csp, prepared.security), ...PRIVATE })
      .type('text/html; charset=utf-8')
      .send(previewMarkup(document.html));
  });
}

// The back office's API paths, each made from its template in the OpenAPI document (api/apiTypes.ts), so a request
// through one is typed by its operation. A module of its own, imported only by the back office: the public pages'
// shared bundle does not carry them.
import { apiPath, type ApiTemplate } from '../api/apiTypes';

type Id = number | string;

/** The content resources of the document: `publications` for `/api/admin/content/publications/`. */
export type ContentResourceName = ApiTemplate extends infer T
  ? T extends `/api/admin/content/${infer Name}/`
    ? Name extends `${string}/${string}`
      ? never
      : Name
    : never
  : never;

export const adminEndpoints = {
  /** sign in (POST), who is signed in (GET), sign out (DELETE) */
  session: () => apiPath('/api/admin/session/'),
  /** the resources the role may edit, with their fields */
  resources: () => apiPath('/api/admin/resources/'),
  /** titles of a resource's records, to choose one */
  references: (resource: ContentResourceName) => apiPath('/api/admin/references/{resource}/', { resource }),
  content: {
    list: <N extends ContentResourceName>(resource: N) => apiPath(`/api/admin/content/${resource}/` as `/api/admin/content/${N}/`),
    detail: <N extends ContentResourceName>(resource: N, id: Id) =>
      apiPath(`/api/admin/content/${resource}/{id}/` as `/api/admin/content/${N}/{id}/`, { id }),
  },
  /** upload an image or a PDF (the raw file as the body) */
  media: () => apiPath('/api/admin/media/'),
  staff: { list: () => apiPath('/api/admin/staff/'), detail: (id: Id) => apiPath('/api/admin/staff/{id}/', { id }) },
  leads: {
    list: () => apiPath('/api/admin/leads/'),
    detail: (id: Id) => apiPath('/api/admin/leads/{id}/', { id }),
    resend: (id: Id) => apiPath('/api/admin/leads/{id}/resend/', { id }),
    export: () => apiPath('/api/admin/leads/export.csv'),
  },
  lots: { list: () => apiPath('/api/admin/lots/'), detail: (id: Id) => apiPath('/api/admin/lots/{id}/', { id }) },
  imports: () => apiPath('/api/admin/imports/'),
  audit: () => apiPath('/api/admin/audit/'),
  /** a draft as the site would show it, for staff who may edit it (the shell's preview passes their session on) */
  preview: (resource: string, key: string) => apiPath('/api/preview/{resource}/{key}/', { resource, key }),
} as const;

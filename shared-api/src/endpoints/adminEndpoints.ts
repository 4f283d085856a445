// The back office's API paths. A module of its own, imported only by the back office: the public pages' shared
// bundle does not carry them.
type Id = number | string;

const seg = (value: Id): string => encodeURIComponent(String(value));

export const adminEndpoints = {
  /** sign in (POST), who is signed in (GET), sign out (DELETE) */
  session: () => '/api/admin/session/',
  /** the resources the role may edit, with their fields */
  resources: () => '/api/admin/resources/',
  /** titles of a resource's records, to choose one */
  references: (resource: string) => `/api/admin/references/${seg(resource)}/`,
  content: {
    list: (resource: string) => `/api/admin/content/${seg(resource)}/`,
    detail: (resource: string, id: Id) => `/api/admin/content/${seg(resource)}/${seg(id)}/`,
  },
  /** upload an image or a PDF (the raw file as the body) */
  media: () => '/api/admin/media/',
  staff: { list: () => '/api/admin/staff/', detail: (id: Id) => `/api/admin/staff/${seg(id)}/` },
  leads: {
    list: () => '/api/admin/leads/',
    detail: (id: Id) => `/api/admin/leads/${seg(id)}/`,
    resend: (id: Id) => `/api/admin/leads/${seg(id)}/resend/`,
    export: () => '/api/admin/leads/export.csv',
  },
  lots: { list: () => '/api/admin/lots/', detail: (id: Id) => `/api/admin/lots/${seg(id)}/` },
  imports: () => '/api/admin/imports/',
  audit: () => '/api/admin/audit/',
} as const;

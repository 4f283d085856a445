// The back office's API types (`/api/admin/…`, see api/README.md, "The back office").

export type StaffRole = 'admin' | 'editor' | 'marketing' | 'projects' | 'sales';
export type StaffPermission = 'editorial' | 'promo' | 'marketing' | 'projects' | 'media' | 'lots' | 'leads' | 'staff';

/** `GET /api/admin/session/` and the sign-in's answer. */
export interface StaffMe {
  id: number;
  email: string;
  role: StaffRole;
  role_label: string;
  permissions: StaffPermission[];
}

/** A field of a resource: JSON Schema with the back office's hints. */
export interface FieldSchema {
  type?: string;
  title?: string;
  format?: string;
  enum?: string[];
  anyOf?: FieldSchema[];
  items?: FieldSchema;
  properties?: Record<string, FieldSchema>;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  'x-widget'?: 'textarea' | 'html' | 'image' | 'images' | 'pdf' | 'json';
  'x-labels'?: Record<string, string>;
  'x-reference'?: string;
}

/** `GET /api/admin/resources/`: what the role may edit. */
export interface AdminResource {
  name: string;
  label: string;
  key: string;
  title: string;
  permission: StaffPermission;
  create: boolean;
  update: boolean;
  remove: boolean;
  filters: string[];
  fields: Record<string, FieldSchema>;
  read_only: Record<string, FieldSchema>;
}

/** `POST /api/admin/media/`. */
export interface UploadedMedia {
  kind: 'image' | 'pdf';
  /** the stored image's path (what image fields hold) */
  path: string;
  /** where it is served: `/img/…` or `/api/files/…` */
  url: string;
  size: number;
  width?: number;
  height?: number;
}

export type DeliveryState = 'delivered' | 'pending' | 'failing' | 'dead' | 'none';

/** `GET /api/admin/leads/` and `{id}/`. */
export interface AdminLead {
  id: number;
  uid: string;
  type: string;
  phone: string;
  name: string | null;
  email: string | null;
  comment: string | null;
  url: string;
  site_city: string;
  utm: string | null;
  details: Record<string, unknown>;
  ip: string;
  consent_at: string;
  consent_version: string;
  created_at: string;
  delivery: DeliveryState;
  delivery_label: string;
  delivery_attempts: number;
  delivered_to: string[];
  delivery_error: string | null;
  outbox_id: number | null;
}

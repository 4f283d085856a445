// The back office's API types (`/api/admin/…`), generated from the API's OpenAPI document (see ../api/apiTypes.ts);
// only the JSON Schema of a resource's fields, which the document leaves open, is spelled out here.
import type { Schemas } from '../api/apiTypes';

/** `GET /api/admin/session/` and the sign-in's answer. */
export type StaffMe = Schemas['StaffMe'];
export type StaffRole = StaffMe['role'];
export type StaffPermission = StaffMe['permissions'][number];

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
export type AdminResource = Omit<Schemas['AdminResource'], 'permission' | 'fields' | 'read_only'> & {
  permission: StaffPermission;
  fields: Record<string, FieldSchema>;
  read_only: Record<string, FieldSchema>;
};

/** `POST /api/admin/media/`. */
export type UploadedMedia = Schemas['UploadedMedia'];

/** `GET /api/admin/leads/` and `{id}/`. */
export type AdminLead = Schemas['AdminLead'];
export type DeliveryState = AdminLead['delivery'];

/** `GET /api/preview/{resource}/{key}/`: a draft's public page and its public reads' answers with the draft in place. */
export type PreviewDocument = Schemas['PreviewDocument'];

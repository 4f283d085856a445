import type { TSchema } from 'typebox';
import type { DataScope } from '../../db/dataVersion';
import type { Queryable } from '../../db/db';
import type { Permission } from '../../shared/staff/roles';

export type Row = Record<string, unknown>;

/**
 * A table the back office edits: its editable fields (validated by their schemas), who may edit it, which data
 * version its changes bump (so caches, rendered pages, feeds and sitemaps follow within the freshness bound), and
 * what may be done with it. One generic set of routes (`adminContentRoutes.ts`) serves every resource.
 */
export interface ContentResource {
  /** the URL segment (`/api/admin/content/{name}/`) and the audit log's resource */
  name: string;
  /** the back office's menu label */
  label: string;
  table: string;
  /** the key column: `id` (a new record takes the next number), `city_id` (one record per city), or a text key */
  key: string;
  /** who may read and edit it (every staff member may read its records' titles, to choose one in a form) */
  permission: Permission;
  scope: DataScope;
  fields: Record<string, TSchema>;
  /** columns shown but never written here (the sales system's, or a key) */
  readOnly?: Record<string, TSchema>;
  /** the column that names a record in lists and references */
  title: string;
  /** the list's SQL ordering */
  order: string;
  /** columns a list may be filtered by (`?city_id=1`) */
  filters?: string[];
  create: boolean;
  update: boolean;
  remove: boolean;
  /** adjusts a record about to be written (a publication's status and slug) */
  prepare?: (values: Row, context: { tx: Queryable; now: Date; id: unknown }) => Promise<Row> | Row;
  /** runs after an insert in the same transaction (a new agreement version becomes the current one) */
  afterCreate?: (tx: Queryable, row: Row) => Promise<void>;
}

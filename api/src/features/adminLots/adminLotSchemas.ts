import { Type, type Static } from 'typebox';
import { Id, Int, Query, pageQuery } from '../../http/schema/params';
import { component, Nullable, ref, StringEnum } from '../../http/schema/types';

const lotProperties = {
  id: Type.Integer(),
  external_id: Nullable(Type.String({ description: 'The sales system’s id.' })),
  kind: Type.String(),
  project: Type.String(),
  building: Type.String(),
  number: Type.String(),
  floor: Type.Integer(),
  rooms: Nullable(Type.Integer()),
  area: Type.Number(),
  price: Type.Integer(),
  old_price: Nullable(Type.Integer()),
  status: Type.String(),
  held_until: Nullable(Type.String({ format: 'date-time' })),
  updated_at: Type.String({ format: 'date-time' }),
};

export const AdminLot = component('AdminLot', Type.Object(lotProperties));
export type AdminLot = Static<typeof AdminLot>;

export const AdminLotChange = component(
  'AdminLotChange',
  Type.Object({
    changed_at: Type.String({ format: 'date-time' }),
    price: Type.Integer(),
    old_price: Nullable(Type.Integer()),
    status: Type.String(),
    previous_price: Nullable(Type.Integer()),
    previous_status: Nullable(Type.String()),
  }),
);
export type AdminLotChange = Static<typeof AdminLotChange>;

export const AdminLotDetail = component(
  'AdminLotDetail',
  Type.Object({ ...lotProperties, history: Type.Array(ref(AdminLotChange), { description: 'Price and status changes, newest first (500 at most).' }) }),
);
export type AdminLotDetail = Static<typeof AdminLotDetail>;

export const CatalogueImportEntry = component(
  'CatalogueImportEntry',
  Type.Object({
    id: Type.Integer(),
    at: Type.String({ format: 'date-time' }),
    source: Type.String({ description: '`API`, or the file or URL the command line read.' }),
    format: Type.String(),
    changed: Type.Boolean(),
    report: Type.Unknown({ description: 'What the import changed or why it was refused.' }),
  }),
);
export type CatalogueImportEntry = Static<typeof CatalogueImportEntry>;

export const AdminLotQuery = Query({
  project_id: Int({ minimum: 1 }),
  status: StringEnum(['free', 'booked', 'sold']),
  q: Type.String({ maxLength: 100, description: 'A lot’s number, sales-system id or id.' }),
  ...pageQuery,
});
export type AdminLotFilters = Omit<Static<typeof AdminLotQuery>, 'limit' | 'offset'>;

export const PageQuery = Query(pageQuery);
export const LotIdParams = Type.Object({ id: Id });

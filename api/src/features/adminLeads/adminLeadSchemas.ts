import { Type, type Static } from 'typebox';
import { Id, Query, pageQuery } from '../../http/schema/params';
import { component, Nullable, StringEnum } from '../../http/schema/types';

/** Delivery of a lead to the sales team's systems, from its outbox row. */
export const DELIVERY_LABELS = {
  delivered: 'Доставлена',
  pending: 'Ожидает отправки',
  failing: 'Ошибка, повтор',
  dead: 'Не доставлена',
  none: 'Нет в очереди',
} as const;
export type DeliveryState = keyof typeof DELIVERY_LABELS;

export const AdminLead = component(
  'AdminLead',
  Type.Object({
    id: Type.Integer(),
    uid: Type.String(),
    type: Type.String(),
    phone: Type.String(),
    name: Nullable(Type.String()),
    email: Nullable(Type.String()),
    comment: Nullable(Type.String()),
    url: Type.String(),
    site_city: Type.String(),
    utm: Nullable(Type.String()),
    details: Type.Record(Type.String(), Type.Unknown()),
    ip: Type.String(),
    consent_at: Type.String({ format: 'date-time' }),
    consent_version: Type.String({ description: 'The personal-data agreement version the visitor agreed to.' }),
    created_at: Type.String({ format: 'date-time' }),
    delivery: StringEnum(Object.keys(DELIVERY_LABELS) as DeliveryState[]),
    delivery_label: Type.String(),
    delivery_attempts: Type.Integer(),
    delivered_to: Type.Array(Type.String()),
    delivery_error: Nullable(Type.String()),
    outbox_id: Nullable(Type.Integer()),
  }),
);
export type AdminLead = Static<typeof AdminLead>;

const filters = {
  type: Type.String({ maxLength: 40 }),
  site_city: Type.String({ maxLength: 40 }),
  from: Type.String({ format: 'date', description: 'Created on or after this day.' }),
  to: Type.String({ format: 'date', description: 'Created on or before this day.' }),
};
export const LeadFilterQuery = Query(filters);
export type LeadFilters = Static<typeof LeadFilterQuery>;
export const LeadListQuery = Query({ ...filters, ...pageQuery });

export const LeadIdParams = Type.Object({ id: Id });

import { Type, type Static } from 'typebox';
import { component, StringEnum } from '../../http/schema/types';

export const LEAD_TYPE_VALUES = ['questions', 'callback', 'consultation', 'mortgage', 'excursion', 'viewing'] as const;
export type LeadType = (typeof LEAD_TYPE_VALUES)[number];

export const LeadTypeSpec = component(
  'LeadTypeSpec',
  Type.Object({
    value: StringEnum(LEAD_TYPE_VALUES),
    label: Type.String(),
    fields: Type.Array(Type.Object({ name: Type.String(), label: Type.String(), required: Type.Boolean(), max_length: Type.Optional(Type.Integer()) })),
  }),
);
export type LeadTypeSpec = Static<typeof LeadTypeSpec>;

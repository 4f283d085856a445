import { Type, type Static } from 'typebox';
import { component, StringEnum } from '../../http/schema/types';
import { PERMISSIONS, STAFF_ROLES } from './roles';

export const StaffRoleSchema = StringEnum(STAFF_ROLES, { description: 'admin, editor, marketing, projects or sales.' });

export const StaffMe = component(
  'StaffMe',
  Type.Object({
    id: Type.Integer(),
    email: Type.String(),
    role: StaffRoleSchema,
    role_label: Type.String(),
    permissions: Type.Array(StringEnum(Object.keys(PERMISSIONS) as (keyof typeof PERMISSIONS)[]), { description: 'What the role may do; the back office offers only these.' }),
  }),
);
export type StaffMe = Static<typeof StaffMe>;

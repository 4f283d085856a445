import { Type } from 'typebox';
import { PERMISSIONS, STAFF_ROLES } from './roles';

export const StaffRoleSchema = Type.Enum([...STAFF_ROLES]);

export const StaffMeSchema = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  role: StaffRoleSchema,
  role_label: Type.String(),
  permissions: Type.Array(Type.Enum(Object.keys(PERMISSIONS) as (keyof typeof PERMISSIONS)[])),
});

/** A list page, Django REST style. */
export const PageSchema = <T extends Parameters<typeof Type.Array>[0]>(item: T) =>
  Type.Object({ count: Type.Integer(), next: Type.Union([Type.String(), Type.Null()]), previous: Type.Union([Type.String(), Type.Null()]), results: Type.Array(item) });

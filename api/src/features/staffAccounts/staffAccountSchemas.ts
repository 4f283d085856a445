import { Type, type Static } from 'typebox';
import { component } from '../../http/schema/types';
import { Id } from '../../http/schema/params';
import { StaffRoleSchema } from '../../shared/staff/staffSchemas';

export const StaffAccount = component(
  'StaffAccount',
  Type.Object({
    id: Type.Integer(),
    email: Type.String(),
    role: StaffRoleSchema,
    role_label: Type.String(),
    active: Type.Boolean({ description: 'A disabled account cannot sign in; its sessions ended when it was disabled.' }),
    created_at: Type.String({ format: 'date-time' }),
  }),
);
export type StaffAccount = Static<typeof StaffAccount>;

export const NewStaffAccount = component(
  'NewStaffAccount',
  Type.Object({
    id: Type.Integer(),
    email: Type.String(),
    role: StaffRoleSchema,
    totp_uri: Type.String({ description: 'Shown once: the `otpauth://` URI of the TOTP secret, for an authenticator app.' }),
  }),
);
export type NewStaffAccount = Static<typeof NewStaffAccount>;

/** The address, role and password are checked by the handler (Russian messages per field). */
export const StaffAccountBody = Type.Object({
  email: Type.String({ maxLength: 254 }),
  role: Type.String({ maxLength: 20, description: 'admin, editor, marketing, projects or sales.' }),
  password: Type.String({ maxLength: 200 }),
});

export const StaffAccountChange = Type.Object(
  { role: Type.Optional(StaffRoleSchema), active: Type.Optional(Type.Boolean()) },
  { additionalProperties: false },
);

export const StaffIdParams = Type.Object({ id: Id });

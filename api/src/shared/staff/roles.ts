/**
 * Staff roles and what each may do. Every admin route names the permission it needs (`config.staff`), and the
 * server checks it for every request (`staffGuard.ts`); the back office only offers what the role's permissions
 * allow (`GET /api/admin/session/` lists them), but the server is the authority.
 */
export const STAFF_ROLES = ['admin', 'editor', 'marketing', 'projects', 'sales'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const ROLE_LABELS: Record<StaffRole, string> = {
  admin: 'Администратор',
  editor: 'Редактор',
  marketing: 'Маркетинг',
  projects: 'Проекты',
  sales: 'Продажи',
};

/** An area of the back office; `admin` holds every one of them. */
export const PERMISSIONS = {
  /** publications, the about, policy and agreement pages, base data, home selection cards, the home page */
  editorial: ['editor'],
  /** the promo cards of the header menus and of the home page */
  promo: ['editor', 'marketing'],
  /** mortgage and instalment programmes, purchase methods, excursions */
  marketing: ['marketing'],
  /** project texts and photos, buildings and the classifieds' ids, construction progress, documents, infrastructure, offices */
  projects: ['projects'],
  /** uploading images and PDF documents for any of the above */
  media: ['editor', 'marketing', 'projects'],
  /** lots with their import and price history (read only) */
  lots: ['sales'],
  /** leads with their delivery status, re-sending and the CSV export */
  leads: ['sales'],
  /** staff accounts and the audit log */
  staff: [],
} as const satisfies Record<string, readonly StaffRole[]>;

export type Permission = keyof typeof PERMISSIONS;

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);
}

export function allows(role: StaffRole, permission: Permission): boolean {
  return role === 'admin' || (PERMISSIONS[permission] as readonly StaffRole[]).includes(role);
}

export function permissionsOf(role: StaffRole): Permission[] {
  return (Object.keys(PERMISSIONS) as Permission[]).filter((permission) => allows(role, permission));
}

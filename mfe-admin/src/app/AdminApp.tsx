import { Admin, Resource } from 'react-admin';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import type { StaffPermission } from '@estate/shared-api/dto/admin';
import { authProvider, type StaffAccess } from '../features/auth/authProvider';
import { LoginPage } from '../features/auth/LoginPage';
import { dataProvider } from '../features/data/dataProvider';
import { ResourceCreate, ResourceEdit, ResourceList, ResourceShow } from '../features/resources/ResourcePages';
import { LeadList, LeadShow } from '../features/leads/LeadPages';
import { ImportList, LotList, LotShow } from '../features/lots/LotPages';
import { AuditList } from '../features/audit/AuditList';
import { StaffCreate, StaffEdit, StaffList } from '../features/staff/StaffPages';
import { i18nProvider } from './i18nProvider';

/** Lists to choose from in forms: not in the menu. */
const REFERENCE_ONLY = new Set(['cities', 'infra_categories']);

function resourcesFor({ me, resources }: StaffAccess) {
  const can = (permission: StaffPermission) => me.permissions.includes(permission);
  return [
    ...resources
      .filter((resource) => !REFERENCE_ONLY.has(resource.name))
      .map((resource) => (
        <Resource
          key={resource.name}
          name={resource.name}
          options={{ label: resource.label }}
          list={<ResourceList resource={resource} />}
          edit={resource.update ? <ResourceEdit resource={resource} /> : undefined}
          create={resource.create ? <ResourceCreate resource={resource} /> : undefined}
          show={resource.update ? undefined : <ResourceShow resource={resource} />}
          recordRepresentation={resource.title}
        />
      )),
    ...[...REFERENCE_ONLY].map((name) => <Resource key={name} name={name} recordRepresentation="title" />),
    ...(can('leads') ? [<Resource key="leads" name="leads" options={{ label: 'Заявки' }} list={<LeadList />} show={<LeadShow />} />] : []),
    ...(can('lots')
      ? [
          <Resource key="lots" name="lots" options={{ label: 'Лоты' }} list={<LotList />} show={<LotShow />} />,
          <Resource key="imports" name="imports" options={{ label: 'Импорт каталога' }} list={<ImportList />} />,
        ]
      : []),
    ...(can('staff')
      ? [
          <Resource key="staff" name="staff" options={{ label: 'Сотрудники' }} list={<StaffList />} edit={<StaffEdit />} create={<StaffCreate />} recordRepresentation="email" />,
          <Resource key="audit" name="audit" options={{ label: 'Журнал изменений' }} list={<AuditList />} />,
        ]
      : []),
  ];
}

/**
 * The back office (react-admin over the API's admin endpoints): the menu holds what the signed-in role may do, as
 * the API's permissions say; the API checks every request again. Its pages are real paths under `basename` (where the
 * shell serves it, /admin): a router of its own around react-admin, whose default router reads the URL's hash.
 */
export function AdminApp({ basename = '/admin' }: { basename?: string }) {
  const base = basename.replace(/\/+$/, '');
  return (
    <BrowserRouter>
      <Routes>
        <Route
          path={`${base}/*`}
          element={
            <Admin
              basename={base}
              title="Управление сайтом"
              dataProvider={dataProvider}
              authProvider={authProvider}
              i18nProvider={i18nProvider}
              loginPage={LoginPage}
              requireAuth
              disableTelemetry
            >
              {(access: StaffAccess) => resourcesFor(access)}
            </Admin>
          }
        />
      </Routes>
    </BrowserRouter>
  );
}

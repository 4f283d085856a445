import { BooleanInput, Create, DataTable, Edit, List, PasswordInput, SelectInput, SimpleForm, TextField, TextInput, required, useCreate, useNotify } from 'react-admin';
import type { ReactElement } from 'react';
import { useState } from 'react';
import { Alert, Box, Typography } from '@mui/material';

const ROLES = [
  { id: 'admin', name: 'Администратор' },
  { id: 'editor', name: 'Редактор' },
  { id: 'marketing', name: 'Маркетинг' },
  { id: 'projects', name: 'Проекты' },
  { id: 'sales', name: 'Продажи' },
];

export function StaffList() {
  return (
    <List resource="staff" title="Сотрудники">
      <DataTable rowClick="edit" bulkActionButtons={false}>
        <DataTable.Col source="email" label="E-mail" disableSort />
        <DataTable.Col source="role_label" label="Роль" disableSort />
        <DataTable.Col source="active" label="Активен" disableSort render={(row: { active: boolean }) => (row.active ? 'да' : 'нет')} />
      </DataTable>
    </List>
  );
}

export function StaffEdit() {
  return (
    <Edit resource="staff" title="Сотрудник" mutationMode="pessimistic">
      <SimpleForm>
        <TextField source="email" label="E-mail" />
        <SelectInput source="role" label="Роль" choices={ROLES} validate={required()} />
        <BooleanInput source="active" label="Активен (выключение завершает его сеансы)" />
      </SimpleForm>
    </Edit>
  );
}

/** A new account: its TOTP secret is shown once, to add to the person's authenticator app. */
export function StaffCreate(): ReactElement {
  const [uri, setUri] = useState<string | null>(null);
  const [create] = useCreate();
  const notify = useNotify();
  if (uri) {
    return (
      <Box sx={{ p: 3 }}>
        <Alert severity="success">Сотрудник добавлен. Передайте ему ключ для приложения-аутентификатора: он показан один раз.</Alert>
        <Typography component="code" sx={{ display: 'block', mt: 2, wordBreak: 'break-all' }} data-testid="totp-uri">
          {uri}
        </Typography>
      </Box>
    );
  }
  return (
    <Create resource="staff" title="Новый сотрудник">
      <SimpleForm
        onSubmit={(values: Record<string, unknown>) =>
          create('staff', { data: values }, { onSuccess: (created: { totp_uri?: string }) => setUri(created.totp_uri ?? ''), onError: (error) => notify((error as Error).message, { type: 'error' }) })
        }
      >
        <TextInput source="email" label="E-mail" type="email" validate={required()} />
        <SelectInput source="role" label="Роль" choices={ROLES} validate={required()} />
        <PasswordInput source="password" label="Пароль (не короче 12 символов)" validate={required()} />
      </SimpleForm>
    </Create>
  );
}

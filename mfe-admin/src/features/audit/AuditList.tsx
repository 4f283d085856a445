import { DataTable, DateField, List, TextInput, useRecordContext } from 'react-admin';
import { Box, Stack, Typography } from '@mui/material';

const ACTIONS: Record<string, string> = {
  create: 'создание',
  update: 'изменение',
  delete: 'удаление',
  publish: 'публикация по расписанию',
  upload: 'загрузка файла',
  read: 'просмотр персональных данных',
  export: 'выгрузка персональных данных',
  resend: 'повторная отправка',
  sign_in: 'вход',
  sign_out: 'выход',
};

function Json({ value, title }: { value: unknown; title: string }) {
  return (
    <Box sx={{ flex: 1, minWidth: 0 }}>
      <Typography variant="subtitle2">{title}</Typography>
      <Box component="pre" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', fontSize: 12, m: 0 }}>
        {value === null || value === undefined ? '—' : JSON.stringify(value, null, 2)}
      </Box>
    </Box>
  );
}

function BeforeAfter() {
  const entry = useRecordContext<{ before: unknown; after: unknown }>();
  if (!entry) return null;
  return (
    <Stack direction="row" spacing={2}>
      <Json title="До" value={entry.before} />
      <Json title="После" value={entry.after} />
    </Stack>
  );
}

/** Who changed what and when, each change with the record before and after. */
export function AuditList() {
  return (
    <List resource="audit" title="Журнал изменений" perPage={50} filters={[<TextInput key="resource" source="resource" label="Раздел" />, <TextInput key="staff_email" source="staff_email" label="Сотрудник" />]}>
      <DataTable bulkActionButtons={false} expand={<BeforeAfter />} rowClick="expand">
        <DataTable.Col source="at" label="Когда" disableSort>
          <DateField source="at" showTime locales="ru-RU" />
        </DataTable.Col>
        <DataTable.Col source="staff_email" label="Кто" disableSort />
        <DataTable.Col source="action" label="Действие" disableSort render={(entry: { action: string }) => ACTIONS[entry.action] ?? entry.action} />
        <DataTable.Col source="resource" label="Раздел" disableSort />
        <DataTable.Col source="record_id" label="Запись" disableSort />
      </DataTable>
    </List>
  );
}

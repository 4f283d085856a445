import {
  Button,
  ChipField,
  DataTable,
  DateField,
  DateInput,
  FunctionField,
  List,
  SelectInput,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useNotify,
  useRecordContext,
  useRefresh,
} from 'react-admin';
import DownloadIcon from '@mui/icons-material/Download';
import ReplayIcon from '@mui/icons-material/Replay';
import { ApiError } from '@estate/shared-api';
import type { AdminLead } from '@estate/shared-api/dto/admin';
import { adminEndpoints } from '@estate/shared-api/endpoints/adminEndpoints';
import { api } from '../../shared/api';

const TYPES = [
  { id: 'questions', name: 'Вопрос (футер)' },
  { id: 'callback', name: 'Обратный звонок' },
  { id: 'consultation', name: 'Консультация' },
  { id: 'mortgage', name: 'Ипотека' },
  { id: 'excursion', name: 'Экскурсия' },
];
const CITIES = [
  { id: 'moskva', name: 'Москва' },
  { id: 'tula', name: 'Тула' },
];

const filters = [
  <SelectInput key="type" source="type" label="Тип" choices={TYPES} />,
  <SelectInput key="site_city" source="site_city" label="Город" choices={CITIES} />,
  <DateInput key="from" source="from" label="С даты" />,
  <DateInput key="to" source="to" label="По дату" />,
];

/** The CSV of the leads the list's filters select (the API logs each export). */
function ExportButton() {
  return (
    <Button label="Выгрузить CSV" href={adminEndpoints.leads.export()} component="a" download="leads.csv">
      <DownloadIcon />
    </Button>
  );
}

export function LeadList() {
  return (
    <List resource="leads" title="Заявки" filters={filters} actions={<TopToolbar><ExportButton /></TopToolbar>} perPage={25}>
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="created_at" label="Получена" disableSort>
          <DateField source="created_at" showTime locales="ru-RU" />
        </DataTable.Col>
        <DataTable.Col source="type" label="Тип" disableSort />
        <DataTable.Col source="phone" label="Телефон" disableSort />
        <DataTable.Col source="name" label="Имя" disableSort />
        <DataTable.Col source="site_city" label="Город" disableSort />
        <DataTable.Col source="consent_version" label="Версия согласия" disableSort />
        <DataTable.Col source="delivery_label" label="Доставка в CRM" disableSort>
          <ChipField source="delivery_label" size="small" />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}

function ResendButton() {
  const lead = useRecordContext<AdminLead>();
  const notify = useNotify();
  const refresh = useRefresh();
  if (!lead || lead.delivery === 'delivered' || lead.outbox_id === null) return null;
  const resend = async () => {
    try {
      await api.post(adminEndpoints.leads.resend(lead.id));
      notify('Заявка поставлена в очередь на отправку', { type: 'success' });
      refresh();
    } catch (error) {
      notify(error instanceof ApiError ? (error.displayMessage ?? 'Не удалось') : 'Нет связи с сервером', { type: 'error' });
    }
  };
  return (
    <Button label="Отправить ещё раз" onClick={() => void resend()}>
      <ReplayIcon />
    </Button>
  );
}

export function LeadShow() {
  return (
    <Show resource="leads" title="Заявка" actions={<TopToolbar><ResendButton /></TopToolbar>}>
      <SimpleShowLayout>
        <DateField source="created_at" label="Получена" showTime locales="ru-RU" />
        <TextField source="type" label="Тип" />
        <TextField source="phone" label="Телефон" />
        <TextField source="name" label="Имя" emptyText="—" />
        <TextField source="email" label="E-mail" emptyText="—" />
        <TextField source="comment" label="Комментарий" emptyText="—" />
        <TextField source="url" label="Страница" />
        <TextField source="site_city" label="Город" />
        <TextField source="utm" label="UTM" emptyText="—" />
        <DateField source="consent_at" label="Согласие дано" showTime locales="ru-RU" />
        <TextField source="consent_version" label="Версия согласия" />
        <TextField source="ip" label="IP-адрес" />
        <TextField source="delivery_label" label="Доставка в CRM" />
        <FunctionField label="Попыток отправки" render={(lead: AdminLead) => `${lead.delivery_attempts}${lead.delivered_to.length ? `; доставлена: ${lead.delivered_to.join(', ')}` : ''}`} />
        <TextField source="delivery_error" label="Последняя ошибка" emptyText="—" />
      </SimpleShowLayout>
    </Show>
  );
}

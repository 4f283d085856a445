import {
  ArrayField,
  DataTable,
  DateField,
  List,
  NumberField,
  SelectInput,
  Show,
  SimpleShowLayout,
  TextField,
  TextInput,
  FunctionField,
} from 'react-admin';

const STATUSES = [
  { id: 'free', name: 'Свободен' },
  { id: 'booked', name: 'Забронирован' },
  { id: 'sold', name: 'Продан' },
];
const price = { style: 'currency', currency: 'RUB', maximumFractionDigits: 0 } as const;

/** Lots as the sales system's imports left them: read only (prices and statuses are the import's). */
export function LotList() {
  return (
    <List resource="lots" title="Лоты" perPage={25} filters={[<TextInput key="q" source="q" label="Номер, id или внешний id" alwaysOn />, <SelectInput key="status" source="status" label="Статус" choices={STATUSES} />]}>
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="id" label="ID" disableSort />
        <DataTable.Col source="external_id" label="Внешний id" disableSort />
        <DataTable.Col source="project" label="Проект" disableSort />
        <DataTable.Col source="building" label="Корпус" disableSort />
        <DataTable.Col source="number" label="Номер" disableSort />
        <DataTable.Col source="price" label="Цена" disableSort>
          <NumberField source="price" locales="ru-RU" options={price} />
        </DataTable.Col>
        <DataTable.Col source="status" label="Статус" disableSort />
      </DataTable>
    </List>
  );
}

export function LotShow() {
  return (
    <Show resource="lots" title="Лот">
      <SimpleShowLayout>
        <TextField source="external_id" label="Внешний id" />
        <TextField source="project" label="Проект" />
        <TextField source="building" label="Корпус" />
        <TextField source="number" label="Номер" />
        <NumberField source="price" label="Цена" locales="ru-RU" options={price} />
        <NumberField source="old_price" label="Старая цена" locales="ru-RU" options={price} emptyText="—" />
        <TextField source="status" label="Статус" />
        <DateField source="updated_at" label="Изменён" showTime locales="ru-RU" />
        <ArrayField source="history" label="История цены и статуса">
          <DataTable bulkActionButtons={false}>
            <DataTable.Col source="changed_at" label="Когда" disableSort>
              <DateField source="changed_at" showTime locales="ru-RU" />
            </DataTable.Col>
            <DataTable.Col label="Цена" disableSort>
              <FunctionField render={(row: { price: number; previous_price: number | null }) => `${row.previous_price ?? '—'} → ${row.price}`} />
            </DataTable.Col>
            <DataTable.Col label="Статус" disableSort>
              <FunctionField render={(row: { status: string; previous_status: string | null }) => `${row.previous_status ?? '—'} → ${row.status}`} />
            </DataTable.Col>
          </DataTable>
        </ArrayField>
      </SimpleShowLayout>
    </Show>
  );
}

export function ImportList() {
  return (
    <List resource="imports" title="Импорт каталога" perPage={25}>
      <DataTable bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="at" label="Когда" disableSort>
          <DateField source="at" showTime locales="ru-RU" />
        </DataTable.Col>
        <DataTable.Col source="source" label="Источник" disableSort />
        <DataTable.Col source="format" label="Формат" disableSort />
        <DataTable.Col label="Изменения" disableSort>
          <FunctionField render={(row: { changed: boolean; report: unknown }) => (row.changed ? JSON.stringify(row.report) : 'без изменений')} />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}

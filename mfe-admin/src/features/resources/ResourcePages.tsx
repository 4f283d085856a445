import {
  BooleanField,
  Create,
  DataTable,
  DateField,
  Edit,
  List,
  ReferenceField,
  SearchInput,
  Show,
  SimpleForm,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  CreateButton,
} from 'react-admin';
import type { ReactElement } from 'react';
import type { AdminResource, FieldSchema } from '@estate/shared-api/dto/admin';
import { FieldInput } from './FieldInput';
import { kindOf, LIST_KINDS, unwrap } from './fieldSchema';
import { PublicationPreview } from './PublicationPreview';
import { PreviewButton } from './PreviewButton';

function ColumnField({ source, schema }: { source: string; schema: FieldSchema }): ReactElement {
  const { base } = unwrap(schema);
  switch (kindOf(schema)) {
    case 'reference':
      return (
        <ReferenceField source={source} reference={base['x-reference']!} link={false} emptyText="—">
          <TextField source="title" />
        </ReferenceField>
      );
    case 'date':
      return <DateField source={source} locales="ru-RU" />;
    case 'dateTime':
      return <DateField source={source} showTime locales="ru-RU" />;
    case 'boolean':
      return <BooleanField source={source} />;
    default:
      return <TextField source={source} emptyText="—" />;
  }
}

function columnsOf(resource: AdminResource): [string, FieldSchema][] {
  const all = { ...resource.read_only, ...resource.fields };
  const title = all[resource.title];
  const others = Object.entries(all).filter(([name, schema]) => name !== resource.title && LIST_KINDS.includes(kindOf(schema)));
  return [...(title ? [[resource.title, title] as [string, FieldSchema]] : []), ...others.slice(0, 4)];
}

function filtersOf(resource: AdminResource): ReactElement[] {
  const search = <SearchInput key="q" source="q" alwaysOn placeholder="Поиск" />;
  return [search, ...resource.filters.flatMap((name) => (resource.fields[name] ? [<FieldInput key={name} source={name} schema={{ ...resource.fields[name]!, anyOf: [resource.fields[name]!, { type: 'null' }] }} />] : []))];
}

export function ResourceList({ resource }: { resource: AdminResource }) {
  return (
    <List resource={resource.name} title={resource.label} filters={filtersOf(resource)} actions={<TopToolbar>{resource.create && <CreateButton />}</TopToolbar>} perPage={25} sort={{ field: 'id', order: 'DESC' }}>
      <DataTable rowClick={resource.update ? 'edit' : 'show'} bulkActionButtons={false}>
        {columnsOf(resource).map(([name, schema]) => (
          <DataTable.Col key={name} source={name} label={unwrap(schema).title} disableSort>
            <ColumnField source={name} schema={schema} />
          </DataTable.Col>
        ))}
      </DataTable>
    </List>
  );
}

function Fields({ resource }: { resource: AdminResource }) {
  return Object.entries(resource.fields).map(([name, schema]) => <FieldInput key={name} source={name} schema={schema} />);
}

export function ResourceEdit({ resource }: { resource: AdminResource }) {
  return (
    <Edit resource={resource.name} title={resource.label} mutationMode="pessimistic" redirect={false} actions={<TopToolbar><PreviewButton resource={resource.name} /></TopToolbar>}>
      <SimpleForm>
        <Fields resource={resource} />
        {resource.name === 'publications' && <PublicationPreview />}
      </SimpleForm>
    </Edit>
  );
}

export function ResourceCreate({ resource }: { resource: AdminResource }) {
  return (
    <Create resource={resource.name} title={resource.label} redirect="edit">
      <SimpleForm>
        <Fields resource={resource} />
      </SimpleForm>
    </Create>
  );
}

/** A record that is never changed here (an agreement version): its fields, read only. */
export function ResourceShow({ resource }: { resource: AdminResource }) {
  return (
    <Show resource={resource.name} title={resource.label} actions={<TopToolbar><PreviewButton resource={resource.name} /></TopToolbar>}>
      <SimpleShowLayout>
        {Object.entries({ ...resource.read_only, ...resource.fields }).map(([name, schema]) => (
          <ColumnField key={name} source={name} schema={schema} />
        ))}
      </SimpleShowLayout>
    </Show>
  );
}

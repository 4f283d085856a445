import {
  ArrayInput,
  AutocompleteInput,
  BooleanInput,
  DateInput,
  DateTimeInput,
  NumberInput,
  ReferenceInput,
  SelectInput,
  SimpleFormIterator,
  TextArrayInput,
  TextInput,
  required,
} from 'react-admin';
import { RichTextInput } from 'ra-input-rich-text';
import { Box, Typography } from '@mui/material';
import type { FieldSchema } from '@estate/shared-api/dto/admin';
import { EditorialToolbar } from './editor/EditorialToolbar';
import { editorialEditorOptions } from './editor/editorialEditor';
import { GalleryUploadInput, ImageUploadInput } from './media/ImageUploadInput';
import { PdfUploadInput } from './media/PdfUploadInput';
import { JsonInput } from './JsonInput';
import { kindOf, unwrap } from './fieldSchema';

const emptyToNull = (value: unknown) => (value === '' || value === undefined ? null : value);

/** The input of one field, chosen by its schema (the API's: `GET /api/admin/resources/`). */
/** `2026-11-26T09:50` in the browser's time zone → `2026-11-26T06:50:00.000Z`; empty stays empty. */
const toInstant = (value: string) => (value ? new Date(value).toISOString() : null);

export function FieldInput({ source, schema }: { source: string; schema: FieldSchema }) {
  const { base, nullable, title } = unwrap(schema);
  const kind = kindOf(schema);
  const validate = nullable || ['boolean', 'strings', 'records', 'images', 'json', 'html'].includes(kind) ? undefined : required('Это обязательное поле');
  const common = { source, label: title, validate, ...(nullable && { parse: emptyToNull }) };
  switch (kind) {
    case 'reference':
      return (
        <ReferenceInput source={source} reference={base['x-reference']!} queryOptions={{ meta: { reference: true } }} perPage={1000}>
          <AutocompleteInput label={title} optionText="title" validate={validate} parse={emptyToNull} filterToQuery={(q) => ({ q })} />
        </ReferenceInput>
      );
    case 'choice':
      return <SelectInput {...common} choices={(base.enum ?? []).map((id) => ({ id, name: base['x-labels']?.[id] ?? id }))} emptyText="—" />;
    case 'html':
      return <RichTextInput source={source} label={title} editorOptions={editorialEditorOptions} toolbar={<EditorialToolbar />} />;
    case 'textarea':
      return <TextInput {...common} multiline minRows={3} fullWidth />;
    case 'image':
      return <ImageUploadInput source={source} label={title} validate={validate} />;
    case 'images':
      return <GalleryUploadInput source={source} label={title} />;
    case 'pdf':
      return <PdfUploadInput source={source} label={title} validate={validate} />;
    case 'json':
      return <JsonInput source={source} label={title} />;
    case 'boolean':
      return <BooleanInput source={source} label={title} />;
    case 'integer':
      return <NumberInput {...common} step={1} min={base.minimum} max={base.maximum} />;
    case 'number':
      return <NumberInput {...common} step="any" min={base.minimum} max={base.maximum} />;
    case 'date':
      return <DateInput {...common} />;
    case 'dateTime':
      // the input gives the local time without its zone: the API takes an instant (ISO 8601 with the zone)
      return <DateTimeInput {...common} parse={toInstant} />;
    case 'strings':
      return <TextArrayInput source={source} label={title} helperText="Введите значение и нажмите Enter" />;
    case 'records':
      return (
        <ArrayInput source={source} label={title}>
          <SimpleFormIterator inline>
            {Object.entries(base.items?.properties ?? {}).map(([name, item]) => (
              <FieldInput key={name} source={name} schema={item} />
            ))}
          </SimpleFormIterator>
        </ArrayInput>
      );
    case 'record':
      return (
        <Box component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, mb: 2, width: '100%' }}>
          <Typography component="legend" variant="subtitle2">
            {title}
          </Typography>
          {Object.entries(base.properties ?? {}).map(([name, item]) => (
            <FieldInput key={name} source={`${source}.${name}`} schema={item} />
          ))}
        </Box>
      );
    default:
      return <TextInput {...common} fullWidth={(base.maxLength ?? 0) > 100} />;
  }
}

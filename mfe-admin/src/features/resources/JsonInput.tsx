import { TextInput, type InputProps } from 'react-admin';

const format = (value: unknown) => (value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value, null, 2));

function parse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

const validJson = (value: unknown) => (typeof value === 'string' ? 'Неверный JSON: проверьте скобки, кавычки и запятые.' : undefined);

/** A structure too varied for a form, edited as JSON text (checked before it is sent). */
export function JsonInput(props: InputProps & { label: string }) {
  return <TextInput {...props} multiline minRows={6} fullWidth format={format} parse={parse} validate={validJson} sx={{ fontFamily: 'monospace' }} />;
}

import { Type, type TSchema } from 'typebox';

/**
 * The field kinds of the back office's forms, as JSON Schema (TypeBox): the API validates bodies by them, the
 * OpenAPI document shows them, and the back office builds its forms from them (`title` is the Russian label,
 * `x-widget` the input: textarea, html, image, images, pdf, json; `x-reference` a resource to choose from).
 */
const text = (title: string, maxLength = 300) => Type.String({ title, maxLength });

export const field = {
  text,
  textarea: (title: string, maxLength = 5_000) => Type.String({ title, maxLength, 'x-widget': 'textarea' }),
  /** editorial HTML: sanitised by the allow-list on the way in and out */
  html: (title: string) => Type.String({ title, maxLength: 200_000, 'x-widget': 'html' }),
  /** a stored image's path (an upload: `POST /api/admin/media/`) */
  image: (title: string) => Type.String({ title, maxLength: 300, 'x-widget': 'image' }),
  images: (title: string) => Type.Array(Type.String({ maxLength: 300 }), { title, maxItems: 60, 'x-widget': 'images' }),
  /** a PDF's URL (an upload) or a link */
  pdf: (title: string) => Type.String({ title, maxLength: 500, 'x-widget': 'pdf' }),
  url: (title: string) => Type.String({ title, maxLength: 500, format: 'uri-reference' }),
  int: (title: string, minimum: number, maximum: number) => Type.Integer({ title, minimum, maximum }),
  number: (title: string, minimum: number, maximum: number) => Type.Number({ title, minimum, maximum }),
  bool: (title: string) => Type.Boolean({ title }),
  date: (title: string) => Type.String({ title, format: 'date' }),
  dateTime: (title: string) => Type.String({ title, format: 'date-time' }),
  /** one of the values; labels for the form */
  choice: (title: string, labels: Record<string, string>) =>
    Type.Enum(Object.keys(labels), { title, 'x-labels': labels }),
  /** the id of a record of another resource */
  ref: (title: string, resource: string) => Type.Integer({ title, minimum: 1, maximum: 2_147_483_647, 'x-reference': resource }),
  tags: (title: string) => Type.Array(Type.String({ maxLength: 100 }), { title, maxItems: 30 }),
  /** stored as jsonb: a list of short texts */
  lines: (title: string) => Type.Array(Type.String({ maxLength: 300 }), { title, maxItems: 30, 'x-jsonb': true }),
  /** stored as jsonb: a list of records of the given fields */
  list: (title: string, item: Record<string, TSchema>) => Type.Array(Type.Object(item), { title, maxItems: 100, 'x-jsonb': true }),
  /** stored as jsonb: one record of the given fields */
  record: (title: string, item: Record<string, TSchema>) => Type.Object(item, { title, 'x-jsonb': true }),
  /** stored as jsonb, edited as JSON text (structures too varied for a form) */
  json: (title: string) => Type.Unknown({ title, 'x-widget': 'json', 'x-jsonb': true }),
};

export const optional = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()], { title: (schema as { title?: string }).title });

/** Whether a field is stored as jsonb (parameters are sent as JSON text and cast). */
export function isJsonb(schema: TSchema): boolean {
  const own = schema as { 'x-jsonb'?: boolean; anyOf?: TSchema[] };
  return Boolean(own['x-jsonb'] || own.anyOf?.some((member) => (member as { 'x-jsonb'?: boolean })['x-jsonb']));
}

export function isHtml(schema: TSchema): boolean {
  const own = schema as { 'x-widget'?: string; anyOf?: TSchema[] };
  return own['x-widget'] === 'html' || Boolean(own.anyOf?.some((member) => (member as { 'x-widget'?: string })['x-widget'] === 'html'));
}

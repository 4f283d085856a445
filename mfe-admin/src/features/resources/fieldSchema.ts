import type { FieldSchema } from '@estate/shared-api/dto/admin';

/** A field's own schema and whether it may be empty (`anyOf` with null). */
export function unwrap(schema: FieldSchema): { base: FieldSchema; nullable: boolean; title: string } {
  const nullable = Boolean(schema.anyOf?.some((member) => member.type === 'null'));
  const base = schema.anyOf?.find((member) => member.type !== 'null') ?? schema;
  return { base, nullable, title: schema.title ?? base.title ?? '' };
}

export type FieldKind =
  | 'reference' | 'choice' | 'html' | 'textarea' | 'image' | 'images' | 'pdf' | 'json'
  | 'boolean' | 'integer' | 'number' | 'date' | 'dateTime' | 'strings' | 'records' | 'record' | 'text';

export function kindOf(schema: FieldSchema): FieldKind {
  const { base } = unwrap(schema);
  if (base['x-reference']) return 'reference';
  if (base.enum) return 'choice';
  const widget = base['x-widget'];
  if (widget) return widget === 'images' ? 'images' : widget;
  if (base.type === 'boolean') return 'boolean';
  if (base.type === 'integer') return 'integer';
  if (base.type === 'number') return 'number';
  if (base.format === 'date') return 'date';
  if (base.format === 'date-time') return 'dateTime';
  if (base.type === 'array') return base.items?.type === 'object' ? 'records' : 'strings';
  if (base.type === 'object') return 'record';
  return 'text';
}

/** Fields a list shows beside the record's title: short ones that tell records apart. */
export const LIST_KINDS: readonly FieldKind[] = ['reference', 'choice', 'date', 'dateTime', 'boolean'];

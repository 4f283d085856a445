import { Type, type Static } from 'typebox';
import { component } from '../../http/schema/types';

export const PreviewDocument = component(
  'PreviewDocument',
  Type.Object(
    {
      path: Type.String({ description: 'The public page the draft would be on.' }),
      city: Type.Union([Type.String(), Type.Null()], { description: 'The city whose site shows it; null: any.' }),
      reads: Type.Record(Type.String(), Type.Unknown(), {
        description: 'The answers of the public reads (by path, the query aside) that page makes, with the draft in place.',
      }),
    },
    { description: 'A draft as the site would show it: rendered by the shell for a staff member only.' },
  ),
);
export type PreviewDocument = Static<typeof PreviewDocument>;

export const PreviewParams = Type.Object({
  resource: Type.String({ maxLength: 40 }),
  key: Type.String({ maxLength: 100 }),
});

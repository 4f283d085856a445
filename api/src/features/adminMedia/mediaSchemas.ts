import { Type, type Static } from 'typebox';
import { Query } from '../../http/schema/params';
import { component, StringEnum } from '../../http/schema/types';

export const UploadedMedia = component(
  'UploadedMedia',
  Type.Object({
    kind: StringEnum(['image', 'pdf']),
    path: Type.String({ description: 'What a content field stores: `uploads/{hash}.{ext}` or `documents/{hash}.pdf`.' }),
    url: Type.String({ description: 'Where the site serves it: `/img/…` (the image proxy) or `/api/files/…`.' }),
    size: Type.Integer({ description: 'Bytes stored (an image as re-encoded).' }),
    width: Type.Optional(Type.Integer()),
    height: Type.Optional(Type.Integer()),
  }),
);
export type UploadedMedia = Static<typeof UploadedMedia>;

export const UploadQuery = Query({ name: Type.String({ maxLength: 200, description: 'The file’s name (a document keeps it for downloads).' }) });

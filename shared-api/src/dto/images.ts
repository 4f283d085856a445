// The API's types, generated from its OpenAPI document (see ../api/apiTypes.ts); never written by hand.
import type { QueryOf } from '../api/apiTypes';

export type ImageQuery = QueryOf<'/img/{*}'>;
export type ImageSize = Exclude<NonNullable<ImageQuery['size']>, 'original'> extends `${infer N extends number}` ? N : never;
export type ImageFormat = Exclude<NonNullable<ImageQuery['format']>, 'jpg'>;
export type ImageFit = NonNullable<ImageQuery['fit']>;
export type ImageGravity = Exclude<NonNullable<ImageQuery['gravity']>, 'centre'>;

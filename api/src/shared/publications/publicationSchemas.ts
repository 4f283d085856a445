import { Type, type Static } from 'typebox';
import { component, Nullable, ref, StringEnum } from '../../http/schema/types';
import { ImagePath, LotProjectRef } from '../schemas/commonSchemas';

export const PUBLICATION_TYPES = ['news', 'telegram'] as const;
export type PublicationType = (typeof PUBLICATION_TYPES)[number];

const cardProperties = {
  id: Type.Integer(),
  slug: Type.String(),
  type: StringEnum(PUBLICATION_TYPES),
  type_label: Type.String({ examples: ['Новости', 'Telegram'] }),
  title: Type.String(),
  lead: Type.String(),
  cover: ImagePath,
  published_at: Type.String({ format: 'date-time' }),
  city: Type.String(),
  project: Nullable(ref(LotProjectRef)),
  telegram_url: Nullable(Type.String({ description: 'The post in the Telegram channel (telegram type).' })),
  for_owners: Type.Boolean(),
};

export const PublicationCard = component('PublicationCard', Type.Object(cardProperties));
export type PublicationCard = Static<typeof PublicationCard>;

export const PublicationDetail = component(
  'PublicationDetail',
  Type.Object({ ...cardProperties, body: Type.String({ description: 'Sanitised HTML; its images point to /img/.' }), images: Type.Array(ImagePath) }),
);
export type PublicationDetail = Static<typeof PublicationDetail>;

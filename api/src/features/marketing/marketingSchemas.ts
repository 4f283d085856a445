import { Type, type Static } from 'typebox';
import { component, Nullable, ref } from '../../http/schema/types';
import { cityQuery, Many, pageQuery, Query } from '../../http/schema/params';
import { ImagePath, LotProjectRef } from '../../shared/schemas/commonSchemas';
import { LotEndpoint, LotQuery } from '../../shared/lots/lotSchemas';

export const SelectionCard = component(
  'SelectionCard',
  Type.Object(
    {
      id: Type.Integer(),
      city: Type.String(),
      title: Type.String(),
      description: Type.String(),
      image: ImagePath,
      link: Type.String({ description: 'A page of the site: `/selections/flat?rooms=0`.' }),
      endpoint: ref(LotEndpoint),
      query: ref(LotQuery),
      count: Type.Integer({ minimum: 0 }),
      min_price: Nullable(Type.Integer()),
    },
    { description: 'A ready-made selection («Студии», «С отделкой», «Паркинг») with the lots it finds now.' },
  ),
);
export type SelectionCard = Static<typeof SelectionCard>;

export const Promo = component(
  'Promo',
  Type.Object({
    id: Type.Integer(),
    city: Type.String(),
    title: Type.String(),
    text: Type.String(),
    image: ImagePath,
    link: Type.String({ description: 'External when it starts with http, else a page of the site.' }),
    button_text: Type.String(),
    color: Type.String({ description: 'The card’s background colour.' }),
    date_from: Type.String({ format: 'date' }),
    date_to: Type.String({ format: 'date' }),
    project: Nullable(ref(LotProjectRef)),
  }),
);
export type Promo = Static<typeof Promo>;

export const CardQuery = Query({ ...cityQuery, ...pageQuery });
export const PromoQuery = Query({ ...cityQuery, project: Many(Type.String(), 'Project slugs.'), ...pageQuery });

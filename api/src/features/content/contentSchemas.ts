import { Type, type Static } from 'typebox';
import { component, ref } from '../../http/schema/types';
import { Coords, ImagePath } from '../../shared/schemas/commonSchemas';

const MenuCard = component(
  'MenuCard',
  Type.Object(
    {
      id: Type.Integer(),
      image: ImagePath,
      title: Type.String(),
      description: Type.String(),
      link: Type.String(),
      text_color: Type.String(),
      button_text: Type.String(),
      button_text_color: Type.String(),
    },
    { description: 'A promo card in the property and purchase menus of the header.' },
  ),
);
export type MenuCard = Static<typeof MenuCard>;

const countOf = (what: string) => Type.Integer({ minimum: 0, description: what });

export const PropertyCountFields = component(
  'PropertyCountFields',
  Type.Object(
    {
      flat_0_rooms_count: countOf('Studios.'),
      flat_1_rooms_count: countOf('One-room flats.'),
      flat_2_rooms_count: countOf('Two-room flats.'),
      flat_3_rooms_count: countOf('Three-room flats.'),
      flat_4_or_more_rooms_count: countOf('Flats of four rooms and more.'),
      apartment_0_rooms_count: countOf('Studio apartments.'),
      apartment_1_rooms_count: countOf('One-room apartments.'),
      apartment_2_rooms_count: countOf('Two-room apartments.'),
      apartment_3_rooms_count: countOf('Three-room apartments.'),
      apartment_4_or_more_rooms_count: countOf('Apartments of four rooms and more.'),
      parking_count: countOf('Parking spaces.'),
      storage_count: countOf('Storage rooms.'),
      commercial_count: countOf('Commercial premises.'),
    },
    { description: 'Lots on sale (free or booked) in the city.' },
  ),
);
export type PropertyCountFields = Static<typeof PropertyCountFields>;

export const BaseData = component(
  'BaseData',
  Type.Object({
    city: Type.String(),
    central_sales_office: Type.Object({ phone_number: Type.String({ examples: ['+74951234567'] }), email: Type.String(), address: Type.String(), coords: ref(Coords) }),
    inn: Type.String({ description: 'Ten digits.' }),
    copyright: Type.String(),
    menu_bottom_center_text: Type.String(),
    social_links: Type.Array(
      Type.Object({ link: Type.String(), icon: Type.String({ examples: ['vk', 'telegram', 'rutube'] }), icon_content: Type.String({ description: 'Inline SVG markup (currentColor).' }) }),
    ),
    privacy_policy: Type.String({ description: 'Sanitised HTML.' }),
    purchase_methods_pages: Type.Array(Type.Object({ id: Type.Integer({ description: '3 is the mortgage.' }), name: Type.String() })),
    mortgage_text_in_menu: Type.String({ description: 'The full cost of credit (ПСК) range stands before the rate.' }),
    cards_in_property_menu: Type.Array(ref(MenuCard)),
    cards_in_purchase_menu: Type.Array(ref(MenuCard)),
    property_count_fields: ref(PropertyCountFields),
    property_tags: Type.Array(
      Type.Object({ id: Type.Integer(), slug: Type.String({ examples: ['discount', 'view', 'finishing', 'ready', 'terrace'] }), name: Type.String(), color: Type.String() }),
    ),
  }),
);
export type BaseData = Static<typeof BaseData>;

export const MainPageSlide = Type.Object({ id: Type.Integer(), title: Type.String(), text: Type.String(), image: ImagePath, link: Type.String(), button_text: Type.String() });
export type MainPageSlide = Static<typeof MainPageSlide>;

export const MainPage = component(
  'MainPage',
  Type.Object({
    city: Type.String(),
    title: Type.String(),
    subtitle: Type.String(),
    slides: Type.Array(MainPageSlide),
    advantages: Type.Array(Type.Object({ title: Type.String(), text: Type.String() })),
  }),
);
export type MainPage = Static<typeof MainPage>;

export const Company = component(
  'Company',
  Type.Object({
    name: Type.String(),
    legal_name: Type.String(),
    founded: Type.Integer(),
    inn: Type.String(),
    ogrn: Type.String(),
    address: Type.String(),
    description: Type.String({ description: 'Sanitised HTML.' }),
    facts: Type.Array(Type.Object({ value: Type.String(), label: Type.String() })),
    history: Type.Array(Type.Object({ year: Type.Integer(), text: Type.String() })),
    awards: Type.Array(Type.Object({ year: Type.Integer(), title: Type.String(), text: Type.String() })),
  }),
);
export type Company = Static<typeof Company>;

export const PersonalDataAgreement = component(
  'PersonalDataAgreement',
  Type.Object(
    { version: Type.String(), title: Type.String(), text: Type.String({ description: 'Sanitised HTML.' }), published_at: Type.String({ format: 'date' }) },
    { description: 'The current consent text; its `version` is stored with every lead as consent evidence.' },
  ),
);
export type PersonalDataAgreement = Static<typeof PersonalDataAgreement>;

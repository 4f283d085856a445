// Base data of a city site: GET /api/base_page/?city=<slug> and GET /api/properties_count/?city=<slug>.
import type { Coords, ImagePath } from './common';

export interface CentralSalesOffice {
  /** '+74951234567' */
  phone_number: string;
  email: string;
  address: string;
  coords: Coords;
}

export interface SocialLink {
  link: string;
  /** 'vk', 'telegram', 'rutube' */
  icon: string;
  /** Inline SVG markup of the icon (uses currentColor). */
  icon_content: string;
}

export interface PurchaseMethodRef {
  /** 3 is the mortgage ('Ипотека'). */
  id: number;
  name: string;
}

/** A promo card in the property and purchase dropdowns of the header. */
export interface MenuCard {
  id: number;
  image: ImagePath;
  title: string;
  description: string;
  link: string;
  text_color: string;
  button_text: string;
  button_text_color: string;
}

/** Counts of lots on sale (free or booked) in the city. */
export interface PropertyCountFields {
  flat_0_rooms_count: number;
  flat_1_rooms_count: number;
  flat_2_rooms_count: number;
  flat_3_rooms_count: number;
  flat_4_or_more_rooms_count: number;
  apartment_0_rooms_count: number;
  apartment_1_rooms_count: number;
  apartment_2_rooms_count: number;
  apartment_3_rooms_count: number;
  apartment_4_or_more_rooms_count: number;
  parking_count: number;
  storage_count: number;
  commercial_count: number;
}

/** A badge a lot card may carry (its slug appears in `LotCard.tags`). */
export interface PropertyTag {
  id: number;
  /** 'discount', 'view', 'finishing', 'ready', 'terrace' */
  slug: string;
  name: string;
  color: string;
}

export interface BaseData {
  city: string;
  central_sales_office: CentralSalesOffice;
  /** Ten digits. */
  inn: string;
  copyright: string;
  menu_bottom_center_text: string;
  social_links: SocialLink[];
  /** HTML. */
  privacy_policy: string;
  purchase_methods_pages: PurchaseMethodRef[];
  /** Shown for purchase method 3; the full-cost-of-credit range (ПСК) stands before the rate. */
  mortgage_text_in_menu: string;
  cards_in_property_menu: MenuCard[];
  cards_in_purchase_menu: MenuCard[];
  property_count_fields: PropertyCountFields;
  property_tags: PropertyTag[];
}

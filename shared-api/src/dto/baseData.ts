// The API's types, generated from its OpenAPI document (see ../api/apiTypes.ts); never written by hand.
import type { Schemas } from '../api/apiTypes';

export type BaseData = Schemas['BaseData'];
export type CentralSalesOffice = BaseData['central_sales_office'];
export type SocialLink = BaseData['social_links'][number];
export type PurchaseMethodRef = BaseData['purchase_methods_pages'][number];
export type MenuCard = Schemas['MenuCard'];
export type PropertyCountFields = Schemas['PropertyCountFields'];
export type PropertyTag = BaseData['property_tags'][number];

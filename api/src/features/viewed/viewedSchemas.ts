import { Type, type Static } from 'typebox';
import { component } from '../../http/schema/types';
import { cityQuery, Id, pageQuery, Query } from '../../http/schema/params';
import { lotCardProperties } from '../../shared/lots/lotSchemas';

export const ViewedLot = component('ViewedLot', Type.Object({ ...lotCardProperties, viewed_at: Type.String({ format: 'date-time' }) }));
export type ViewedLot = Static<typeof ViewedLot>;

export const ViewedQuery = Query({ ...cityQuery, ...pageQuery });
export const ViewBody = Type.Object({ property: Id }, { description: 'JSON, form or multipart.' });
export const Viewed = Type.Object({ property: Type.Integer() });

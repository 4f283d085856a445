import { Type } from 'typebox';
import { component, StringEnum } from '../../http/schema/types';

const Upserted = Type.Object({ inserted: Type.Integer({ minimum: 0 }), updated: Type.Integer({ minimum: 0 }) });

export const ImportReport = component(
  'ImportReport',
  Type.Object({
    format: StringEnum(['json', 'csv']),
    changed: Type.Boolean({ description: 'false when the file matched the catalogue already (nothing written, no version bump).' }),
    feed: Type.Optional(
      Type.Object({
        projects: Upserted,
        buildings: Upserted,
        sections: Upserted,
        floors: Upserted,
        layouts: Type.Object({ inserted: Type.Integer({ minimum: 0 }) }),
        lots: Type.Object({ inserted: Type.Integer({ minimum: 0 }), updated: Type.Integer({ minimum: 0 }), sold: Type.Integer({ minimum: 0, description: 'Lots the feed lacks, marked sold.' }) }),
      }),
    ),
    price_list: Type.Optional(Type.Object({ updated: Type.Integer({ minimum: 0 }) })),
    alerts_queued: Type.Integer({ minimum: 0, description: 'Price-drop e-mails queued for confirmed subscribers.' }),
    ms: Type.Integer({ minimum: 0 }),
  }),
);

/** The file as sent: the importer checks it whole and names every bad row (see api/schema/catalogue-feed.schema.json). */
export const ImportBody = {
  description: 'The catalogue feed (JSON, described by `api/schema/catalogue-feed.schema.json`) or a price list (CSV, `;`-separated, header `external_id;price;old_price;status`).',
  content: {
    'application/json': { schema: { type: 'object', required: ['cities'], properties: { generated_at: { type: 'string' }, cities: { type: 'array', items: { type: 'object' } } } } },
    'text/csv': { schema: { type: 'string' } },
  },
};

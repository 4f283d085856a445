import { Type } from 'typebox';
import { component, ref, StringEnum } from '../../http/schema/types';

export const DataVersions = component(
  'DataVersions',
  Type.Object(
    { catalogue: Type.Integer({ minimum: 0 }), content: Type.Integer({ minimum: 0 }) },
    { description: 'The data versions this process knows: each counts the changes of its scope (`X-Data-Version` of every answer).' },
  ),
);

const Database = StringEnum(['pglite', 'postgres'], { description: 'The database the API runs on.' });

export const Health = Type.Object({ status: Type.Literal('ok'), database: Database, data_versions: ref(DataVersions) });
export const HealthUnavailable = Type.Object({ detail: Type.String(), status: Type.Literal('unavailable'), database: Database });

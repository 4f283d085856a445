import { Type } from 'typebox';
import { component, ref } from '../../http/schema/types';
import { Coords } from '../../shared/schemas/commonSchemas';

const cityProperties = {
  id: Type.Integer(),
  title: Type.String({ examples: ['Москва', 'Тула'] }),
  slug: Type.String({ examples: ['moskva', 'tula'] }),
  abbreviation: Type.String(),
  title_in: Type.String({ description: '«в Москве»' }),
  is_default: Type.Boolean(),
  coords: ref(Coords),
  property_count: Type.Integer({ minimum: 0, description: 'Lots on sale (free or booked) in the city, every kind.' }),
};

export const City = component('City', Type.Object(cityProperties));

export const GuessedCity = component(
  'GuessedCity',
  Type.Object({ ...cityProperties, detected: Type.Boolean({ description: 'true when the host named the city, false for the default city.' }) }),
);

export const GuessCityQuery = Type.Partial(Type.Object({ host: Type.String({ description: 'The host to read (default: the request’s site host).' }) }));

// The city in a sentence: 'в Москве'. The shell hands the whole city over (its `title_in` included) while the
// contract types it as a reference; a city without it still reads.
import type { CityRef } from '@estate/shared-api';

export function cityIn(city: CityRef): string {
  const titleIn = (city as CityRef & { title_in?: unknown }).title_in;
  return typeof titleIn === 'string' && titleIn ? titleIn : `в городе ${city.title}`;
}

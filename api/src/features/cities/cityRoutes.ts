import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { City, GuessedCity } from '@estate/shared-api/dto/cities';
import type { AppContext } from '../../appContext';
import { cityOfSiteHost } from '@estate/shared-api/site/siteHosts';
import { requestHost, requestProtocol } from '../../http/requestOrigin';
import { QueryReader } from '../../http/queryReader';
import { listCities, type CityRow } from '../../shared/cities/cityParam';

async function toCities(ctx: AppContext): Promise<City[]> {
  const [cities, counts] = await Promise.all([
    listCities(ctx.db),
    ctx.db.query<{ city_id: number; count: number }>(
      "select city_id, count(*)::int as count from lots where status in ('free', 'booked') group by city_id",
    ),
  ]);
  const byCity = new Map(counts.rows.map((row) => [row.city_id, row.count]));
  return cities.map((city: CityRow) => ({
    id: city.id,
    title: city.title,
    slug: city.slug,
    abbreviation: city.abbreviation,
    title_in: city.title_in,
    is_default: city.is_default,
    coords: { lat: city.lat, lng: city.lng },
    property_count: byCity.get(city.id) ?? 0,
  }));
}

function hostToGuess(request: FastifyRequest): string {
  return QueryReader.of(request.query).one('host') ?? requestHost(request);
}

/** The city whose site `host` is, by the one rule (a non-default city only: the default is not "detected"). */
function detectedCity(request: FastifyRequest, siteDomain: string, cities: City[]): City | undefined {
  const city = cityOfSiteHost(hostToGuess(request), requestProtocol(request), siteDomain, cities);
  return city && !city.is_default ? city : undefined;
}

export function registerCityRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/cities/', async () => toCities(ctx));

  app.get('/api/cities/guess-city/', async (request): Promise<GuessedCity | Record<string, never>> => {
    const cities = await toCities(ctx);
    const detected = detectedCity(request, ctx.config.siteDomain, cities);
    const city = detected ?? cities.find((item) => item.is_default) ?? cities[0];
    return city ? { ...city, detected: Boolean(detected) } : {};
  });
}

import { Type } from 'typebox';
import { cityOfSiteHost } from '@estate/shared-api/site/siteHosts';
import { requestHost, requestProtocol } from '../../http/requestOrigin';
import { notFound } from '../../http/errors';
import { feature } from '../../http/feature';
import { described, errorResponses } from '../../http/schema/responses';
import { ref } from '../../http/schema/types';
import { City, GuessCityQuery, GuessedCity } from './citySchemas';
import { citiesWithCounts } from './cityRepository';

export const cityRoutes = feature({ tag: 'Cities' }, async (app, { ctx }) => {
  app.get(
    '/api/cities/',
    { schema: { summary: 'The cities of the site', response: { 200: described('Every city, default first.', Type.Array(ref(City))) } } },
    async () => citiesWithCounts(ctx.db),
  );

  app.get(
    '/api/cities/guess-city/',
    {
      schema: {
        summary: 'The city of a host',
        description: '`tula.<site>` is Tula; any other host is the default city (`detected: false`).',
        querystring: GuessCityQuery,
        response: { 200: described('The city.', ref(GuessedCity)), ...errorResponses(404) },
      },
    },
    async (request) => {
      const cities = await citiesWithCounts(ctx.db);
      const host = request.query.host ?? requestHost(request);
      const found = cityOfSiteHost(host, requestProtocol(request), ctx.config.siteDomain, cities);
      const detected = found && !found.is_default ? found : undefined;
      const city = detected ?? cities.find((item) => item.is_default) ?? cities[0];
      if (!city) throw notFound();
      return { ...city, detected: Boolean(detected) };
    },
  );
});

import { notFound } from '../../http/errors';
import { feature } from '../../http/feature';
import { cityQuery, Query } from '../../http/schema/params';
import { described, errorResponses } from '../../http/schema/responses';
import { ref } from '../../http/schema/types';
import { readCityOrDefault } from '../../shared/cities/cityParam';
import { basePage, company, currentAgreement, mainPage, propertyCounts } from './contentRepository';
import { BaseData, Company, MainPage, PersonalDataAgreement, PropertyCountFields } from './contentSchemas';

const CityQuery = Query(cityQuery);
const found = <T>(value: T | null): T => {
  if (value === null) throw notFound();
  return value;
};

/** Base data, property counts, home hero, company facts and the personal data agreement. */
export const contentRoutes = feature({ tag: 'Content' }, async (app, { ctx }) => {
  const cityOf = async (slug: string | undefined) => found((await readCityOrDefault(ctx.db, slug)) ?? null);

  app.get(
    '/api/base_page/',
    {
      schema: {
        summary: 'Base data of a city site',
        description: 'Header and footer contacts, menus and their cards, counts, badges. The default city without `city`.',
        querystring: CityQuery,
        response: { 200: described('The base data.', ref(BaseData)), ...errorResponses(404) },
      },
    },
    async (request) => found(await basePage(ctx.db, await cityOf(request.query.city))),
  );

  app.get(
    '/api/properties_count/',
    {
      schema: {
        summary: 'Lots on sale in a city, per kind and rooms',
        querystring: CityQuery,
        response: { 200: described('The counts.', ref(PropertyCountFields)), ...errorResponses(404) },
      },
    },
    async (request) => propertyCounts(ctx.db, (await cityOf(request.query.city)).id),
  );

  app.get(
    '/api/main_pages/',
    {
      schema: {
        summary: 'The home page of a city',
        querystring: CityQuery,
        response: { 200: described('Title, slides and advantages.', ref(MainPage)), ...errorResponses(404) },
      },
    },
    async (request) => found(await mainPage(ctx.db, await cityOf(request.query.city))),
  );

  app.get(
    '/api/company/',
    { schema: { summary: 'The company: facts, history, awards', response: { 200: described('The company.', ref(Company)), ...errorResponses(404) } } },
    async () => found(await company(ctx.db)),
  );

  app.get(
    '/api/personal_data_agreement/',
    {
      schema: {
        summary: 'The current personal data agreement',
        response: { 200: described('The agreement.', ref(PersonalDataAgreement)), ...errorResponses(404) },
      },
    },
    async () => found(await currentAgreement(ctx.db)),
  );
});

import { Type } from 'typebox';
import { notFound } from '../../http/errors';
import { feature } from '../../http/feature';
import { paginated, readPage } from '../../http/pagination';
import { IdParams } from '../../http/schema/params';
import { described, errorResponses, Paginated } from '../../http/schema/responses';
import { ref } from '../../http/schema/types';
import { readCity, readCityOrDefault } from '../../shared/cities/cityParam';
import { annuity } from '../../shared/mortgage/monthlyPayment';
import { ListSpecs } from '../../shared/schemas/commonSchemas';
import { allPrograms, calculator, getPurchaseMethod, listInstallments, listPrograms, listPurchaseMethods, mortgageTagLabels, programFacets, programSpecs } from './mortgageRepository';
import {
  CalculatorQuery,
  CompareQuery,
  InstallmentProgram,
  InstallmentQuery,
  MortgageCalculator,
  MortgageOffer,
  MortgageProgram,
  MortgageProgramFacets,
  PageQuery,
  ProgramFilterQuery,
  ProgramListQuery,
  PurchaseMethodPage,
  type MortgageTag,
} from './mortgageSchemas';

/** Mortgage programmes and calculator, installment plans and purchase method pages. */
export const mortgageRoutes = feature({ tag: 'Mortgage' }, async (app, { ctx }) => {
  const filtersOf = (query: { bank?: string[]; tags?: MortgageTag[] }) => ({ bank: query.bank ?? [], tags: [...new Set(query.tags ?? [])] });

  app.get(
    '/api/mortgage_programs/',
    { schema: { summary: 'List mortgage programmes', querystring: ProgramListQuery, response: { 200: described('A page of programmes, lowest rate first.', Paginated(ref(MortgageProgram))) } } },
    async (request) => {
      const page = readPage(request.query);
      const { count, results } = await listPrograms(ctx.db, filtersOf(request.query), page);
      return paginated(request, page, count, results);
    },
  );

  app.get(
    '/api/mortgage_programs/facets/',
    { schema: { summary: 'Facets of mortgage programmes', querystring: ProgramFilterQuery, response: { 200: described('Programmes per bank and kind.', ref(MortgageProgramFacets)) } } },
    async (request) => programFacets(ctx.db, filtersOf(request.query)),
  );

  for (const url of ['/api/mortgage_programs/specs/', '/api/mortgage/specs/']) {
    app.get(url, { schema: { summary: 'The filters of mortgage programmes', response: { 200: described('The filters.', ref(ListSpecs)) } } }, async () => programSpecs(ctx.db));
  }

  app.get(
    '/api/mortgage/',
    {
      schema: {
        summary: 'The mortgage calculator’s inputs',
        description: 'Price, down payment and term ranges for the city’s flats (or around one `price`) and every programme.',
        querystring: CalculatorQuery,
        response: { 200: described('The calculator.', ref(MortgageCalculator)), ...errorResponses(404) },
      },
    },
    async (request) => {
      const city = await readCityOrDefault(ctx.db, request.query.city);
      if (!city) throw notFound();
      return calculator(ctx.db, city, request.query.price);
    },
  );

  app.get(
    '/api/mortgage/facets/',
    { schema: { summary: 'Facets of every mortgage programme', response: { 200: described('Programmes per bank and kind.', ref(MortgageProgramFacets)) } } },
    async () => {
      const programs = await allPrograms(ctx.db);
      const count = (values: string[]) => [...new Set(values)].map((value) => ({ value, count: values.filter((item) => item === value).length }));
      return {
        count: programs.length,
        options: {
          bank: count(programs.map((program) => program.bank)).map((item) => ({ ...item, label: item.value })),
          tags: count(programs.flatMap((program) => program.tags)).map((item) => ({ ...item, label: mortgageTagLabels[item.value as MortgageTag] ?? item.value })),
        },
      };
    },
  );

  app.get(
    '/api/mortgage/mortgage_compare/',
    {
      schema: {
        summary: 'Programmes that fit a loan, cheapest monthly payment first',
        querystring: CompareQuery,
        response: { 200: described('The offers.', Type.Array(ref(MortgageOffer))) },
      },
    },
    async (request) => {
      const { price, down_payment: down = 20, term = 30 } = request.query;
      const loan = Math.round(price * (1 - down / 100));
      const programs = await allPrograms(ctx.db);
      return programs
        .filter((program) => program.down_payment_min <= down && program.amount_max >= loan && program.term_max_years >= term && program.term_min_years <= term)
        .map((program) => {
          const monthly = annuity(loan, program.rate, term);
          return { program, loan, monthly_payment: monthly, overpayment: monthly * term * 12 - loan };
        })
        .sort((a, b) => a.monthly_payment - b.monthly_payment);
    },
  );

  app.get(
    '/api/installment/',
    { schema: { tags: ['Project content'], summary: 'Installment plans', querystring: InstallmentQuery, response: { 200: described('A page of installment plans.', Paginated(ref(InstallmentProgram))) } } },
    async (request) => {
      const city = await readCity(ctx.db, request.query.city);
      const page = readPage(request.query);
      const { count, results } = await listInstallments(ctx.db, city?.id, page);
      return paginated(request, page, count, results);
    },
  );

  app.get(
    '/api/purchase_methods_pages/',
    { schema: { tags: ['Project content'], summary: 'Purchase methods', querystring: PageQuery, response: { 200: described('A page of purchase methods.', Paginated(ref(PurchaseMethodPage))) } } },
    async (request) => {
      const page = readPage(request.query);
      const { count, results } = await listPurchaseMethods(ctx.db, page);
      return paginated(request, page, count, results);
    },
  );

  app.get(
    '/api/purchase_methods_pages/:id/',
    { schema: { tags: ['Project content'], summary: 'One purchase method (3 is the mortgage)', params: IdParams, response: { 200: described('The purchase method.', ref(PurchaseMethodPage)) } } },
    async (request) => {
      const method = await getPurchaseMethod(ctx.db, request.params.id);
      if (!method) throw notFound();
      return method;
    },
  );
});

import type { FastifyInstance } from 'fastify';
import type { ListSpecs } from '@estate/shared-api/dto/common';
import type { InstallmentProgram, MortgageCalculator, MortgageOffer, MortgageProgramFacets, MortgageTag, PurchaseMethodPage } from '@estate/shared-api/dto/mortgage';
import type { AppContext } from '../../appContext';
import { QueryReader } from '../../http/queryReader';
import { paginated, readPage, DEFAULT_LIMIT, MAX_LIMIT } from '../../http/pagination';
import { notFound, messages } from '../../http/errors';
import { readId } from '../../http/pathParams';
import { SqlParams } from '../../http/sqlParams';
import { readCity, readCityOrDefault } from '../../shared/cities/cityParam';
import { annuity } from '../../shared/mortgage/monthlyPayment';
import { allPrograms, MORTGAGE_TAGS, mortgageTagLabels, PROGRAM_SELECT, toProgram } from './mortgagePrograms';
import { sanitizeEditorialHtml } from '../../domain/editorialHtml';

const DISCLAIMER =
  'Расчёт предварительный и не является офертой. Полная стоимость кредита (ПСК) зависит от условий банка, суммы, срока кредита и страхования. Решение о выдаче кредита принимает банк.';

interface ProgramFilters {
  bank: string[];
  tags: MortgageTag[];
}

function programWhere(params: SqlParams, filters: ProgramFilters, except?: string): string {
  const out = ['true'];
  if (filters.bank.length && except !== 'bank') out.push(`bank = any(${params.add(filters.bank)}::text[])`);
  if (filters.tags.length && except !== 'tags') out.push(`tags && ${params.add(filters.tags)}::text[]`);
  return out.join(' and ');
}

/** Mortgage programmes and calculator, installment plans and purchase method pages. */
export function registerMortgageRoutes(app: FastifyInstance, ctx: AppContext): void {
  const readProgramFilters = (query: QueryReader): ProgramFilters => ({ bank: query.values('bank'), tags: query.choices('tags', MORTGAGE_TAGS) });

  app.get('/api/mortgage_programs/', async (request) => {
    const query = QueryReader.of(request.query);
    const filters = readProgramFilters(query);
    const page = readPage(query);
    query.check();
    const params = new SqlParams();
    const where = programWhere(params, filters);
    const counted = await ctx.db.query<{ count: number }>(`select count(*)::int as count from mortgage_programs where ${where}`, params.values);
    const { rows } = await ctx.db.query<Parameters<typeof toProgram>[0]>(
      `select ${PROGRAM_SELECT} from mortgage_programs where ${where} order by rate, sort, id limit ${params.add(page.limit)} offset ${params.add(page.offset)}`,
      params.values,
    );
    return paginated(request, page, counted.rows[0]?.count ?? 0, rows.map(toProgram));
  });

  app.get('/api/mortgage_programs/facets/', async (request): Promise<MortgageProgramFacets> => {
    const query = QueryReader.of(request.query);
    const filters = readProgramFilters(query);
    query.check();
    const bankParams = new SqlParams();
    const tagParams = new SqlParams();
    const totalParams = new SqlParams();
    const [total, banks, tags] = await Promise.all([
      ctx.db.query<{ count: number }>(`select count(*)::int as count from mortgage_programs where ${programWhere(totalParams, filters)}`, totalParams.values),
      ctx.db.query<{ value: string; count: number }>(
        `select bank as value, count(*)::int as count from mortgage_programs where ${programWhere(bankParams, filters, 'bank')} group by 1 order by 1`,
        bankParams.values,
      ),
      ctx.db.query<{ value: MortgageTag; count: number }>(
        `select tag as value, count(*)::int as count from mortgage_programs cross join unnest(tags) as tag where ${programWhere(tagParams, filters, 'tags')} group by 1 order by 1`,
        tagParams.values,
      ),
    ]);
    return {
      count: total.rows[0]?.count ?? 0,
      options: {
        bank: banks.rows.map((row) => ({ value: row.value, label: row.value, count: row.count })),
        tags: tags.rows.map((row) => ({ value: row.value, label: mortgageTagLabels[row.value] ?? row.value, count: row.count })),
      },
    };
  });

  const programSpecs = async (): Promise<ListSpecs> => {
    const { rows } = await ctx.db.query<{ bank: string }>('select distinct bank from mortgage_programs order by 1');
    return {
      filters: [
        { name: 'bank', kind: 'multi', label: 'Банк', options: rows.map((row) => ({ value: row.bank, label: row.bank })) },
        { name: 'tags', kind: 'multi', label: 'Программа', options: MORTGAGE_TAGS.map((value) => ({ value, label: mortgageTagLabels[value] })) },
      ],
      ordering: [{ value: 'rate', label: 'Сначала низкая ставка' }],
      default_ordering: 'rate',
      page_size: DEFAULT_LIMIT,
      max_page_size: MAX_LIMIT,
    };
  };
  app.get('/api/mortgage_programs/specs/', programSpecs);
  app.get('/api/mortgage/specs/', programSpecs);

  app.get('/api/mortgage/', async (request): Promise<MortgageCalculator> => {
    const query = QueryReader.of(request.query);
    const city = await readCityOrDefault(ctx.db, query);
    const price = query.int('price', { min: 100_000, max: 2_000_000_000 });
    query.check();
    if (!city) throw notFound();
    const [bounds, programs] = await Promise.all([
      ctx.db.query<{ min: number | null; max: number | null; median: number | null }>(
        `select min(price)::int as min, max(price)::int as max, percentile_disc(0.5) within group (order by price)::int as median
           from lots where city_id = $1 and kind in ('flat', 'apartment') and status in ('free', 'booked')`,
        [city.id],
      ),
      allPrograms(ctx.db),
    ]);
    const row = bounds.rows[0];
    const min = Math.min(row?.min ?? 1_000_000, price ?? Infinity);
    const max = Math.max(row?.max ?? 100_000_000, price ?? 0);
    return {
      city: city.slug,
      price: { min, max, default: price ?? row?.median ?? min, step: 10_000 },
      down_payment_percent: { min: Math.min(...programs.map((program) => program.down_payment_min)), max: 90, default: 20, step: 1 },
      term_years: { min: 1, max: Math.max(...programs.map((program) => program.term_max_years)), default: 30, step: 1 },
      programs,
      disclaimer: DISCLAIMER,
    };
  });

  app.get('/api/mortgage/facets/', async (): Promise<MortgageProgramFacets> => {
    const programs = await allPrograms(ctx.db);
    const count = (values: string[]) => [...new Set(values)].map((value) => ({ value, count: values.filter((item) => item === value).length }));
    return {
      count: programs.length,
      options: {
        bank: count(programs.map((program) => program.bank)).map((item) => ({ ...item, label: item.value })),
        tags: count(programs.flatMap((program) => program.tags)).map((item) => ({ ...item, label: mortgageTagLabels[item.value as MortgageTag] ?? item.value })),
      },
    };
  });

  app.get('/api/mortgage/mortgage_compare/', async (request): Promise<MortgageOffer[]> => {
    const query = QueryReader.of(request.query);
    const price = query.int('price', { min: 100_000, max: 2_000_000_000 });
    const down = query.number('down_payment', { min: 0, max: 90 }) ?? 20;
    const term = query.int('term', { min: 1, max: 35 }) ?? 30;
    if (price === undefined && !query.errors.price) query.fail('price', messages.required);
    query.check();
    const loan = Math.round((price ?? 0) * (1 - down / 100));
    const programs = await allPrograms(ctx.db);
    return programs
      .filter((program) => program.down_payment_min <= down && program.amount_max >= loan && program.term_max_years >= term && program.term_min_years <= term)
      .map((program) => {
        const monthly = annuity(loan, program.rate, term);
        return { program, loan, monthly_payment: monthly, overpayment: monthly * term * 12 - loan };
      })
      .sort((a, b) => a.monthly_payment - b.monthly_payment);
  });

  app.get('/api/installment/', async (request) => {
    const query = QueryReader.of(request.query);
    const city = await readCity(ctx.db, query);
    const page = readPage(query);
    query.check();
    const params = new SqlParams();
    const where = city ? `i.city_id = ${params.add(city.id)}` : 'true';
    const counted = await ctx.db.query<{ count: number }>(`select count(*)::int as count from installment_programs i where ${where}`, params.values);
    const { rows } = await ctx.db.query<InstallmentProgram>(
      `select i.id, c.slug as city, i.name, i.down_payment_min, i.term_months, i.markup_percent, i.description
         from installment_programs i join cities c on c.id = i.city_id where ${where} order by c.sort, i.sort, i.id
        limit ${params.add(page.limit)} offset ${params.add(page.offset)}`,
      params.values,
    );
    return paginated(request, page, counted.rows[0]?.count ?? 0, rows);
  });

  const methodSelect = 'select id, slug, name, title, lead, body, advantages, steps from purchase_methods';
  app.get('/api/purchase_methods_pages/', async (request) => {
    const query = QueryReader.of(request.query);
    const page = readPage(query);
    query.check();
    const [counted, { rows }] = await Promise.all([
      ctx.db.query<{ count: number }>('select count(*)::int as count from purchase_methods'),
      ctx.db.query<PurchaseMethodPage>(`${methodSelect} order by sort, id limit $1 offset $2`, [page.limit, page.offset]),
    ]);
    return paginated(request, page, counted.rows[0]?.count ?? 0, rows.map(withSafeBody));
  });

  app.get('/api/purchase_methods_pages/:id/', async (request) => {
    const { rows } = await ctx.db.query<PurchaseMethodPage>(`${methodSelect} where id = $1`, [readId(request.params)]);
    if (!rows[0]) throw notFound();
    return withSafeBody(rows[0]);
  });
}

const withSafeBody = (method: PurchaseMethodPage): PurchaseMethodPage => ({ ...method, body: sanitizeEditorialHtml(method.body) });

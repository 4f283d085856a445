// Mortgage programmes and the calculator, installment plans and purchase method pages.
import type { Queryable } from '../../db/db';
import { DEFAULT_LIMIT, MAX_LIMIT, type Page } from '../../http/pagination';
import { SqlParams } from '../../http/sqlParams';
import { sanitizeEditorialHtml } from '../../domain/editorialHtml';
import type { CityRow } from '../../shared/cities/cityParam';
import type { ListSpecs } from '../../shared/schemas/commonSchemas';
import { MORTGAGE_TAGS, type InstallmentProgram, type MortgageCalculator, type MortgageProgram, type MortgageProgramFacets, type MortgageTag, type PurchaseMethodPage } from './mortgageSchemas';

const percent = (value: number): string => `${String(value).replace('.', ',')} %`;

export const mortgageTagLabels: Record<MortgageTag, string> = {
  family: 'Семейная',
  it: 'IT-ипотека',
  subsidized: 'Субсидированная',
  standard: 'Стандартная',
  military: 'Военная',
};

type ProgramRow = Omit<MortgageProgram, 'psk_label' | 'rate_label'>;

function toProgram(row: ProgramRow): MortgageProgram {
  return {
    id: row.id,
    bank: row.bank,
    name: row.name,
    psk_min: row.psk_min,
    psk_max: row.psk_max,
    psk_label: `ПСК от ${percent(row.psk_min)} до ${percent(row.psk_max)}`,
    rate: row.rate,
    rate_label: `Ставка от ${percent(row.rate)}`,
    down_payment_min: row.down_payment_min,
    term_min_years: row.term_min_years,
    term_max_years: row.term_max_years,
    amount_max: row.amount_max,
    conditions: row.conditions,
    tags: row.tags,
  };
}

const PROGRAM_SELECT =
  'id, bank, name, psk_min, psk_max, rate, down_payment_min, term_min_years, term_max_years, amount_max, conditions, tags';

export async function allPrograms(db: Queryable): Promise<MortgageProgram[]> {
  const { rows } = await db.query<ProgramRow>(`select ${PROGRAM_SELECT} from mortgage_programs order by sort, id`);
  return rows.map(toProgram);
}

const DISCLAIMER =
  'Расчёт предварительный и не является офертой. Полная стоимость кредита (ПСК) зависит от условий банка, суммы, срока кредита и страхования. Решение о выдаче кредита принимает банк.';

export interface ProgramFilters {
  bank: string[];
  tags: MortgageTag[];
}

function programWhere(params: SqlParams, filters: ProgramFilters, except?: string): string {
  const out = ['true'];
  if (filters.bank.length && except !== 'bank') out.push(`bank = any(${params.add(filters.bank)}::text[])`);
  if (filters.tags.length && except !== 'tags') out.push(`tags && ${params.add(filters.tags)}::text[]`);
  return out.join(' and ');
}

export async function listPrograms(db: Queryable, filters: ProgramFilters, page: Page): Promise<{ count: number; results: MortgageProgram[] }> {
  const params = new SqlParams();
  const where = programWhere(params, filters);
  const counted = await db.query<{ count: number }>(`select count(*)::int as count from mortgage_programs where ${where}`, params.values);
  const { rows } = await db.query<ProgramRow>(
    `select ${PROGRAM_SELECT} from mortgage_programs where ${where} order by rate, sort, id limit ${params.add(page.limit)} offset ${params.add(page.offset)}`,
    params.values,
  );
  return { count: counted.rows[0]?.count ?? 0, results: rows.map(toProgram) };
}

export async function programFacets(db: Queryable, filters: ProgramFilters): Promise<MortgageProgramFacets> {
  const bankParams = new SqlParams();
  const tagParams = new SqlParams();
  const totalParams = new SqlParams();
  const [total, banks, tags] = await Promise.all([
    db.query<{ count: number }>(`select count(*)::int as count from mortgage_programs where ${programWhere(totalParams, filters)}`, totalParams.values),
    db.query<{ value: string; count: number }>(
      `select bank as value, count(*)::int as count from mortgage_programs where ${programWhere(bankParams, filters, 'bank')} group by 1 order by 1`,
      bankParams.values,
    ),
    db.query<{ value: MortgageTag; count: number }>(
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
}

export async function programSpecs(db: Queryable): Promise<ListSpecs> {
  const { rows } = await db.query<{ bank: string }>('select distinct bank from mortgage_programs order by 1');
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
}

/** The calculator's inputs for the city's flats (or one lot's `price`). */
export async function calculator(db: Queryable, city: CityRow, price: number | undefined): Promise<MortgageCalculator> {
  const [bounds, programs] = await Promise.all([
    db.query<{ min: number | null; max: number | null; median: number | null }>(
      `select min(price)::int as min, max(price)::int as max, percentile_disc(0.5) within group (order by price)::int as median
         from lots where city_id = $1 and kind in ('flat', 'apartment') and status in ('free', 'booked')`,
      [city.id],
    ),
    allPrograms(db),
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
}

export async function listInstallments(db: Queryable, cityId: number | undefined, page: Page): Promise<{ count: number; results: InstallmentProgram[] }> {
  const params = new SqlParams();
  const where = cityId !== undefined ? `i.city_id = ${params.add(cityId)}` : 'true';
  const counted = await db.query<{ count: number }>(`select count(*)::int as count from installment_programs i where ${where}`, params.values);
  const { rows } = await db.query<InstallmentProgram>(
    `select i.id, c.slug as city, i.name, i.down_payment_min, i.term_months, i.markup_percent, i.description
       from installment_programs i join cities c on c.id = i.city_id where ${where} order by c.sort, i.sort, i.id
      limit ${params.add(page.limit)} offset ${params.add(page.offset)}`,
    params.values,
  );
  return { count: counted.rows[0]?.count ?? 0, results: rows };
}

const METHOD_SELECT = 'select id, slug, name, title, lead, body, advantages, steps from purchase_methods';
const withSafeBody = (method: PurchaseMethodPage): PurchaseMethodPage => ({ ...method, body: sanitizeEditorialHtml(method.body) });

export async function listPurchaseMethods(db: Queryable, page: Page): Promise<{ count: number; results: PurchaseMethodPage[] }> {
  const [counted, { rows }] = await Promise.all([
    db.query<{ count: number }>('select count(*)::int as count from purchase_methods'),
    db.query<PurchaseMethodPage>(`${METHOD_SELECT} order by sort, id limit $1 offset $2`, [page.limit, page.offset]),
  ]);
  return { count: counted.rows[0]?.count ?? 0, results: rows.map(withSafeBody) };
}

export async function getPurchaseMethod(db: Queryable, id: number): Promise<PurchaseMethodPage | null> {
  const { rows } = await db.query<PurchaseMethodPage>(`${METHOD_SELECT} where id = $1`, [id]);
  return rows[0] ? withSafeBody(rows[0]) : null;
}

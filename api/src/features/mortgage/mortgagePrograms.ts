import type { MortgageProgram, MortgageTag } from '@estate/shared-api/dto/mortgage';
import type { Queryable } from '../../db/db';

const percent = (value: number): string => `${String(value).replace('.', ',')} %`;

export const MORTGAGE_TAGS: readonly MortgageTag[] = ['family', 'it', 'subsidized', 'standard', 'military'];
export const mortgageTagLabels: Record<MortgageTag, string> = {
  family: 'Семейная',
  it: 'IT-ипотека',
  subsidized: 'Субсидированная',
  standard: 'Стандартная',
  military: 'Военная',
};

type ProgramRow = Omit<MortgageProgram, 'psk_label' | 'rate_label'>;

export function toProgram(row: ProgramRow): MortgageProgram {
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

export const PROGRAM_SELECT =
  'id, bank, name, psk_min, psk_max, rate, down_payment_min, term_min_years, term_max_years, amount_max, conditions, tags';

export async function allPrograms(db: Queryable): Promise<MortgageProgram[]> {
  const { rows } = await db.query<ProgramRow>(`select ${PROGRAM_SELECT} from mortgage_programs order by sort, id`);
  return rows.map(toProgram);
}

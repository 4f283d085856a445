import type { Queryable } from '../../db/db';

export interface MortgageRate {
  rate: number;
  amount_max: number;
  down_payment_min: number;
}

export const CARD_DOWN_PAYMENT = 0.2;
export const CARD_TERM_YEARS = 30;

/** Annuity payment for a loan of `amount` at `rate` % a year over `years`. */
export function annuity(amount: number, rate: number, years: number): number {
  const months = years * 12;
  const monthly = rate / 100 / 12;
  if (monthly === 0) return Math.round(amount / months);
  return Math.round((amount * monthly) / (1 - (1 + monthly) ** -months));
}

/** The card estimate: 20 % down, 30 years, the lowest-rate programme whose limit covers the loan. */
export function monthlyPayment(price: number, rates: readonly MortgageRate[]): number | null {
  const loan = price * (1 - CARD_DOWN_PAYMENT);
  const eligible = rates.filter((rate) => rate.amount_max >= loan && rate.down_payment_min <= CARD_DOWN_PAYMENT * 100);
  if (eligible.length === 0) return null;
  const best = eligible.reduce((low, rate) => (rate.rate < low.rate ? rate : low));
  return annuity(loan, best.rate, CARD_TERM_YEARS);
}

export async function loadRates(db: Queryable): Promise<MortgageRate[]> {
  const { rows } = await db.query<MortgageRate>(
    "select rate, amount_max, down_payment_min from mortgage_programs where not ('military' = any(tags)) order by rate",
  );
  return rows;
}

// Purchase: GET /api/mortgage_programs/ (?bank, tags (repeatable), limit, offset) + facets/ + specs/;
// GET /api/mortgage/ (?city, price) calculator inputs; GET /api/mortgage/mortgage_compare/ (?price, down_payment, term);
// GET /api/installment/ (?city); GET /api/purchase_methods_pages/ and {id}/ (id 3 = 'Ипотека').
import type { FacetOption } from './common';

export type MortgageTag = 'family' | 'it' | 'subsidized' | 'standard' | 'military';

/**
 * 38-FZ art. 28: wherever a rate is shown, show the full cost of credit (ПСК) range before it, in a font no smaller,
 * with the conditions. `psk_label` and `rate_label` are ready to print in that order.
 */
export interface MortgageProgram {
  id: number;
  bank: string;
  name: string;
  psk_min: number;
  psk_max: number;
  /** 'ПСК от 6,12 % до 8,9 %' */
  psk_label: string;
  rate: number;
  /** 'Ставка от 6 %' */
  rate_label: string;
  /** Minimal down payment, percent. */
  down_payment_min: number;
  term_min_years: number;
  term_max_years: number;
  amount_max: number;
  conditions: string;
  tags: MortgageTag[];
}

export interface CalculatorRange {
  min: number;
  max: number;
  default: number;
  step: number;
}

/** Calculator inputs for a city (or one lot price). */
export interface MortgageCalculator {
  city: string;
  price: CalculatorRange;
  down_payment_percent: CalculatorRange;
  term_years: CalculatorRange;
  programs: MortgageProgram[];
  /** Legal text shown under the calculator. */
  disclaimer: string;
}

/** `mortgage_compare/`: every programme that fits the loan, cheapest monthly payment first. */
export interface MortgageOffer {
  program: MortgageProgram;
  loan: number;
  monthly_payment: number;
  overpayment: number;
}

export interface MortgageProgramFacets {
  count: number;
  options: { bank: FacetOption<string>[]; tags: FacetOption<string>[] };
}

export interface InstallmentProgram {
  id: number;
  city: string;
  name: string;
  down_payment_min: number;
  term_months: number;
  markup_percent: number;
  description: string;
}

export interface PurchaseMethodPage {
  /** 1 '100% оплата', 2 'Рассрочка', 3 'Ипотека', 4 'Trade-in', 5 'Материнский капитал' */
  id: number;
  slug: string;
  name: string;
  title: string;
  lead: string;
  /** HTML. */
  body: string;
  advantages: string[];
  steps: string[];
}

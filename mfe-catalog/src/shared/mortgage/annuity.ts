// The mortgage arithmetic of the calculator: an annuity payment, and which programmes fit a loan.
import type { MortgageProgram } from '@estate/shared-api/dto/mortgage';

/**
 * Monthly annuity payment, in whole roubles: loan · i / (1 − (1 + i)^−n), i the monthly rate, n the months.
 * A zero rate spreads the loan evenly.
 */
export function annuityPayment(loan: number, ratePercent: number, years: number): number {
  const months = Math.round(years * 12);
  if (loan <= 0 || months <= 0) return 0;
  const monthlyRate = ratePercent / 100 / 12;
  if (monthlyRate === 0) return Math.round(loan / months);
  return Math.round((loan * monthlyRate) / (1 - (1 + monthlyRate) ** -months));
}

export interface LoanInput {
  price: number;
  /** percent of the price paid up front */
  downPercent: number;
  years: number;
}

export interface MortgageOfferLine {
  program: MortgageProgram;
  loan: number;
  monthly: number;
  /** interest paid over the whole term */
  overpayment: number;
}

export function loanAmount({ price, downPercent }: Pick<LoanInput, 'price' | 'downPercent'>): number {
  return Math.max(0, Math.round(price * (1 - downPercent / 100)));
}

/** Programmes whose down payment, amount and term limits admit the loan, cheapest monthly payment first. */
export function mortgageOffers(programs: readonly MortgageProgram[], input: LoanInput): MortgageOfferLine[] {
  const loan = loanAmount(input);
  return programs
    .filter(
      (program) =>
        program.down_payment_min <= input.downPercent &&
        program.amount_max >= loan &&
        program.term_min_years <= input.years &&
        program.term_max_years >= input.years,
    )
    .map((program) => {
      const monthly = annuityPayment(loan, program.rate, input.years);
      return { program, loan, monthly, overpayment: monthly * Math.round(input.years * 12) - loan };
    })
    .sort((a, b) => a.monthly - b.monthly || a.program.rate - b.program.rate);
}

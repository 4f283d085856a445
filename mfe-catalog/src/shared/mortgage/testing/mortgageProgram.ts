import type { MortgageProgram } from '@estate/shared-api/dto/mortgage';

/** A mortgage programme for tests: its rate, everything else typical (20 % down, 1–30 years, up to 30 million). */
export const mortgageProgram = (id: number, rate: number, extra: Partial<MortgageProgram> = {}): MortgageProgram => ({
  id,
  bank: `Банк ${id}`,
  name: `Программа ${id}`,
  psk_min: rate + 0.1,
  psk_max: rate + 2,
  psk_label: `ПСК от ${rate + 0.1} %`,
  rate,
  rate_label: `Ставка от ${rate} %`,
  down_payment_min: 20,
  term_min_years: 1,
  term_max_years: 30,
  amount_max: 30_000_000,
  conditions: '',
  tags: ['standard'],
  ...extra,
});

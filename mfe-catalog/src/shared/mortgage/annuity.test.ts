import { mortgageProgram } from './testing/mortgageProgram';
import { annuityPayment, loanAmount, mortgageOffers } from './annuity';

describe('annuity payment', () => {
  it.each<[number, number, number, number]>([
    // loan, rate %, years → monthly payment (roubles), checked against the closed formula by hand
    [10_000_000, 6, 30, 59_955],
    [8_000_000, 12, 20, 88_087],
    [4_800_000, 5.5, 15, 39_220],
    [1_200_000, 0.1, 1, 100_054],
  ])('%d ₽ at %d %% for %d years → %d ₽ a month', (loan, rate, years, expected) => {
    expect(annuityPayment(loan, rate, years)).toBe(expected);
  });

  it('spreads the loan evenly at a zero rate and is zero without a loan', () => {
    expect(annuityPayment(1_200_000, 0, 10)).toBe(10_000);
    expect(annuityPayment(0, 6, 30)).toBe(0);
  });

  it('pays more over the term than it borrows', () => {
    const monthly = annuityPayment(10_000_000, 6, 30);
    expect(monthly * 360).toBeGreaterThan(10_000_000);
  });
});

describe('programmes that fit a loan', () => {
  const programs = [
    mortgageProgram(1, 16),
    mortgageProgram(2, 6, { down_payment_min: 20.1 }),
    mortgageProgram(3, 6, { amount_max: 5_000_000 }),
    mortgageProgram(4, 8, { term_max_years: 25 }),
    mortgageProgram(5, 10),
  ];

  it('keeps those whose limits admit the loan, cheapest first', () => {
    const offers = mortgageOffers(programs, { price: 12_500_000, downPercent: 20, years: 30 });
    expect(loanAmount({ price: 12_500_000, downPercent: 20 })).toBe(10_000_000);
    expect(offers.map((offer) => offer.program.id)).toEqual([5, 1]);
    expect(offers[0]?.monthly).toBe(annuityPayment(10_000_000, 10, 30));
    expect(offers[0]?.overpayment).toBe(annuityPayment(10_000_000, 10, 30) * 360 - 10_000_000);
  });

  it('lets a larger down payment and a shorter term in', () => {
    const offers = mortgageOffers(programs, { price: 12_500_000, downPercent: 70, years: 20 });
    expect(offers.map((offer) => offer.program.id)).toEqual([2, 3, 4, 5, 1]);
  });
});

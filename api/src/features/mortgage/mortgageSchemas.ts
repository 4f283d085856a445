import { Type, type Static } from 'typebox';
import { component, StringEnum, ref } from '../../http/schema/types';
import { cityQuery, Decimal, Int, Many, pageQuery, Query } from '../../http/schema/params';
import { FacetOption } from '../../shared/schemas/commonSchemas';

export const MORTGAGE_TAGS = ['family', 'it', 'subsidized', 'standard', 'military'] as const;
export type MortgageTag = (typeof MORTGAGE_TAGS)[number];

export const MortgageProgram = component(
  'MortgageProgram',
  Type.Object(
    {
      id: Type.Integer(),
      bank: Type.String(),
      name: Type.String(),
      psk_min: Type.Number(),
      psk_max: Type.Number(),
      psk_label: Type.String({ examples: ['ПСК от 6,12 % до 8,9 %'] }),
      rate: Type.Number(),
      rate_label: Type.String({ examples: ['Ставка от 6 %'] }),
      down_payment_min: Type.Number({ description: 'Percent.' }),
      term_min_years: Type.Integer(),
      term_max_years: Type.Integer(),
      amount_max: Type.Number(),
      conditions: Type.String(),
      tags: Type.Array(StringEnum(MORTGAGE_TAGS)),
    },
    { description: 'Wherever a rate is shown, the full cost of credit (ПСК) range stands before it (38-FZ art. 28): print `psk_label`, then `rate_label`.' },
  ),
);
export type MortgageProgram = Static<typeof MortgageProgram>;

const CalculatorRange = Type.Object({ min: Type.Number(), max: Type.Number(), default: Type.Number(), step: Type.Number() });

export const MortgageCalculator = component(
  'MortgageCalculator',
  Type.Object({
    city: Type.String(),
    price: CalculatorRange,
    down_payment_percent: CalculatorRange,
    term_years: CalculatorRange,
    programs: Type.Array(ref(MortgageProgram)),
    disclaimer: Type.String(),
  }),
);
export type MortgageCalculator = Static<typeof MortgageCalculator>;

export const MortgageOffer = component(
  'MortgageOffer',
  Type.Object({ program: ref(MortgageProgram), loan: Type.Number(), monthly_payment: Type.Number(), overpayment: Type.Number() }),
);
export type MortgageOffer = Static<typeof MortgageOffer>;

export const MortgageProgramFacets = component(
  'MortgageProgramFacets',
  Type.Object({
    count: Type.Integer({ minimum: 0 }),
    options: Type.Object({ bank: Type.Array(FacetOption(Type.String())), tags: Type.Array(FacetOption(Type.String())) }),
  }),
);
export type MortgageProgramFacets = Static<typeof MortgageProgramFacets>;

export const InstallmentProgram = component(
  'InstallmentProgram',
  Type.Object({
    id: Type.Integer(),
    city: Type.String(),
    name: Type.String(),
    down_payment_min: Type.Number(),
    term_months: Type.Integer(),
    markup_percent: Type.Number(),
    description: Type.String(),
  }),
);
export type InstallmentProgram = Static<typeof InstallmentProgram>;

export const PurchaseMethodPage = component(
  'PurchaseMethodPage',
  Type.Object({
    id: Type.Integer({ description: '1 «100% оплата», 2 «Рассрочка», 3 «Ипотека», 4 «Trade-in», 5 «Материнский капитал»' }),
    slug: Type.String(),
    name: Type.String(),
    title: Type.String(),
    lead: Type.String(),
    body: Type.String({ description: 'Sanitised HTML.' }),
    advantages: Type.Array(Type.String()),
    steps: Type.Array(Type.String()),
  }),
);
export type PurchaseMethodPage = Static<typeof PurchaseMethodPage>;

const programFilters = { bank: Many(Type.String(), 'Banks.'), tags: Many(StringEnum(MORTGAGE_TAGS), 'Programme kinds.') };
export const ProgramFilterQuery = Query(programFilters);
export const ProgramListQuery = Query({ ...programFilters, ...pageQuery });
const Price = Int({ minimum: 100_000, maximum: 2_000_000_000, description: 'The price of the flat, roubles.' });
export const CalculatorQuery = Query({ ...cityQuery, price: Price });
export const CompareQuery = Type.Object({
  price: Price,
  down_payment: Type.Optional(Decimal({ minimum: 0, maximum: 90, description: 'Down payment, percent (20 by default).' })),
  term: Type.Optional(Int({ minimum: 1, maximum: 35, description: 'Years (30 by default).' })),
});
export const InstallmentQuery = Query({ ...cityQuery, ...pageQuery });
export const PageQuery = Query(pageQuery);

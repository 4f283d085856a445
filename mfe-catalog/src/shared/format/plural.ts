// Russian plural forms: 1 квартира, 2 квартиры, 5 квартир (11–14 take the third form).
export type PluralForms = readonly [one: string, few: string, many: string];

export function pluralForm(count: number, forms: PluralForms): string {
  const n = Math.abs(Math.trunc(count));
  const lastTwo = n % 100;
  const last = n % 10;
  if (lastTwo >= 11 && lastTwo <= 14) return forms[2];
  if (last === 1) return forms[0];
  if (last >= 2 && last <= 4) return forms[1];
  return forms[2];
}

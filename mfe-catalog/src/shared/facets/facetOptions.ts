// Options of a multi filter: what specs/ says exists, with counts and availability from facets/ (product §4: options
// not in the facets list are disabled). A value the visitor already chose stays choosable, so it can be removed.
import type { FacetOption, FilterSpec } from '@estate/shared-api/dto/common';
import type { SelectOption } from '@estate/shared-ui/components/Select/selectModel';

export interface MultiOptions {
  options: SelectOption[];
  /** values that may be chosen; undefined until facets are known (nothing is disabled on a guess) */
  allowed: string[] | undefined;
}

export function multiOptions(
  spec: Pick<FilterSpec, 'options'> | undefined,
  facet: readonly FacetOption[] | undefined,
  selected: readonly string[],
): MultiOptions {
  const counts = new Map((facet ?? []).map((option) => [String(option.value), option.count]));
  const options: SelectOption[] = (spec?.options ?? []).map((option) => {
    const value = String(option.value);
    const count = counts.get(value);
    return { value, label: option.label, ...(count !== undefined && { count }) };
  });
  // a value the facets know but the (cached) specs do not: still offered
  for (const option of facet ?? []) {
    const value = String(option.value);
    if (!options.some((known) => known.value === value)) options.push({ value, label: option.label, count: option.count });
  }
  if (facet === undefined) return { options, allowed: undefined };
  const allowed = [...new Set([...counts.keys(), ...selected])];
  return { options, allowed };
}

/** Whether an option can be chosen under the current facets. */
export function isAllowed(value: string, allowed: readonly string[] | undefined): boolean {
  return allowed === undefined || allowed.includes(value);
}

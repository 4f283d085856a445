// Pure rules of the Select (product §3 select option, product §4 select states), kept apart from rendering.

/** A sub-point of an option: a value/label pair shown as a small button inside the option. */
export interface SelectSubOption {
  value: string;
  label: string;
}

/** product §3: label, value, optional disabled, optional values (a group), reset, count and a display name. */
export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
  values?: SelectSubOption[];
  /** picking it clears the selection (like the empty value) */
  reset?: boolean;
  /** how many lots match, shown next to the label */
  count?: number;
  /** shown in the closed select instead of the label */
  displayName?: string;
}

/** One choosable row of the open list: an option or one of its sub-points. */
export interface SelectItem {
  key: string;
  value: string;
  label: string;
  disabled: boolean;
  clears: boolean;
  /** index of the option it belongs to */
  optionIndex: number;
  sub: boolean;
}

/** The empty value and reset options clear a selection; facets never disable them. */
export function clearsSelection(option: Pick<SelectOption, 'value' | 'reset'>): boolean {
  return option.value === '' || option.reset === true;
}

function allowedByFacets(value: string, facets: readonly string[] | undefined): boolean {
  return facets === undefined || facets.includes(value);
}

/** The open list in keyboard order, with product §4's facet rules applied. */
export function itemsOf(options: readonly SelectOption[], facets?: readonly string[]): SelectItem[] {
  return options.flatMap((option, optionIndex) => {
    const clears = clearsSelection(option);
    const head: SelectItem = {
      key: `o${optionIndex}`,
      value: option.value,
      label: option.label,
      disabled: option.disabled === true || (!clears && !allowedByFacets(option.value, facets)),
      clears,
      optionIndex,
      sub: false,
    };
    const subs = (option.values ?? []).map<SelectItem>((sub, subIndex) => ({
      key: `o${optionIndex}s${subIndex}`,
      value: sub.value,
      label: sub.label,
      disabled: option.disabled === true || !allowedByFacets(sub.value, facets),
      clears: false,
      optionIndex,
      sub: true,
    }));
    return [head, ...subs];
  });
}

/** The next enabled index in `direction`, wrapping around; -1 when nothing is enabled. */
export function moveHighlight(items: readonly SelectItem[], from: number, direction: 1 | -1): number {
  const count = items.length;
  for (let step = 1; step <= count; step += 1) {
    const index = (((from + direction * step) % count) + count) % count;
    if (!items[index]?.disabled) return index;
  }
  return -1;
}

/** product §4 multiple select: the empty value clears, a chosen value is removed, another is added. */
export function toggleValue(selected: readonly string[], item: Pick<SelectItem, 'value' | 'clears'>): string[] {
  if (item.clears) return [];
  return selected.includes(item.value) ? selected.filter((value) => value !== item.value) : [...selected, item.value];
}

/** A single or a multiple selection, as a select's and an options modal's props carry it. */
export type Selection =
  | { multiple?: false; value: string; onChange: (value: string) => void }
  | { multiple: true; value: readonly string[]; onChange: (value: string[]) => void };

/**
 * Chooses `item` (a disabled one changes nothing): a multiple selection toggles it, a single one takes it (a clearing
 * item empties it). True when a single value was chosen, so the list closes.
 */
export function choose(selection: Selection, item: SelectItem): boolean {
  if (item.disabled) return false;
  if (selection.multiple) {
    selection.onChange(toggleValue(selection.value, item));
    return false;
  }
  selection.onChange(item.clears ? '' : item.value);
  return true;
}

/** The label of a chosen value: the option's display name or label; a sub-point with its option's ('К1: 2'). */
export function labelOf(options: readonly SelectOption[], value: string): string | undefined {
  for (const option of options) {
    const name = option.displayName ?? option.label;
    if (option.value === value && !clearsSelection(option)) return name;
    const sub = option.values?.find((candidate) => candidate.value === value);
    if (sub) return `${name}: ${sub.label}`;
  }
  return undefined;
}

/** Labels of the chosen values, in the order they were chosen. */
export function selectedLabels(options: readonly SelectOption[], selected: readonly string[]): string[] {
  return selected.map((value) => labelOf(options, value)).filter((label): label is string => label !== undefined);
}

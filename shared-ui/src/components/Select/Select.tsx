// Dropdown select of product §2/§4: single or multiple, facets-disabled options, sub-point buttons, keyboard rules.
// ARIA select-only combobox: focus stays on the combobox, the highlight is aria-activedescendant.
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { cx } from '../../utils/cx';
import { choose, itemsOf, labelOf, moveHighlight, selectedLabels, type SelectItem, type SelectOption } from './selectModel';
import { SelectList } from './SelectList';
import styles from './Select.module.css';

interface BaseProps {
  /** the accessible (and, unless hideLabel, visible) name */
  label: string;
  options: readonly SelectOption[];
  /** product §4: allowed values; options and sub-points outside it are disabled */
  facets?: readonly string[];
  disabled?: boolean;
  placeholder?: string;
  /** 'simple': a borderless inline look (sorting, compact filters) */
  variant?: 'default' | 'simple';
  hideLabel?: boolean;
  defaultOpen?: boolean;
  className?: string;
}

export interface SingleSelectProps extends BaseProps {
  multiple?: false;
  /** '' when nothing is chosen */
  value: string;
  onChange: (value: string) => void;
}

export interface MultipleSelectProps extends BaseProps {
  multiple: true;
  value: readonly string[];
  onChange: (value: string[]) => void;
}

export type SelectProps = SingleSelectProps | MultipleSelectProps;

export function Select(props: SelectProps) {
  const { label, options, facets, placeholder = '', variant = 'default' } = props;
  const id = useId();
  const [open, setOpen] = useState(props.defaultOpen === true);
  const [highlight, setHighlight] = useState(-1);
  const items = useMemo(() => itemsOf(options, facets), [options, facets]);
  const selected: readonly string[] = props.multiple ? props.value : props.value ? [props.value] : [];
  const disabled = props.disabled === true || options.length === 0;
  const shown = props.multiple ? selectedLabels(options, selected).join(', ') : (labelOf(options, props.value) ?? '');

  const openList = (direction: 1 | -1 = 1) => {
    const current = items.findIndex((item) => !item.disabled && selected.includes(item.value));
    setHighlight(current >= 0 ? current : moveHighlight(items, direction === 1 ? -1 : 0, direction));
    setOpen(true);
  };
  const close = () => {
    setOpen(false);
    setHighlight(-1);
  };

  const pick = (item: SelectItem) => {
    if (choose(props, item)) close();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (disabled) return;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        const direction = event.key === 'ArrowDown' ? 1 : -1;
        if (!open) openList(direction);
        else setHighlight(moveHighlight(items, highlight, direction));
        return;
      }
      case 'Enter': {
        event.preventDefault();
        const item = open ? items[highlight] : undefined;
        if (item) pick(item);
        else if (open) close();
        else openList();
        return;
      }
      case ' ':
        if (!open) {
          event.preventDefault();
          openList();
        }
        return;
      case 'Escape':
        if (open) {
          event.preventDefault();
          event.stopPropagation();
          close();
        }
        return;
      case 'Tab':
        close();
        return;
    }
  };

  const activeItem = open ? items[highlight] : undefined;
  return (
    <div className={cx(styles.root, styles[variant], props.className)}>
      <span id={`${id}-label`} className={cx(styles.label, props.hideLabel && styles.hiddenLabel)}>
        {label}
      </span>
      <div
        role="combobox"
        tabIndex={disabled ? -1 : 0}
        aria-labelledby={`${id}-label`}
        aria-controls={open ? `${id}-list` : undefined}
        aria-expanded={open}
        aria-haspopup="listbox"
        aria-disabled={disabled || undefined}
        aria-activedescendant={activeItem ? `${id}-${activeItem.key}` : undefined}
        className={cx(styles.trigger, open && styles.open, selected.length > 0 && styles.selected, disabled && styles.disabled)}
        onClick={() => (disabled ? undefined : open ? close() : openList())}
        onKeyDown={onKeyDown}
        onBlur={close}
      >
        <span className={cx(styles.value, !shown && styles.placeholder)}>{shown || placeholder}</span>
        <svg className={styles.chevron} width="12" height="8" viewBox="0 0 12 8" aria-hidden="true">
          <path d="M1 1.5 6 6.5l5-5" fill="none" stroke="currentColor" strokeWidth="1.6" />
        </svg>
      </div>
      {open && (
        <SelectList
          id={id}
          labelId={`${id}-label`}
          options={options}
          items={items}
          selected={selected}
          highlight={highlight}
          multiple={props.multiple === true}
          onPick={pick}
          onHover={setHighlight}
        />
      )}
    </div>
  );
}

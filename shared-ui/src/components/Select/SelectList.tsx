// The open list of a Select: options, and options with sub-point buttons as a group.
import type { SelectItem, SelectOption } from './selectModel';
import { cx } from '../../utils/cx';
import styles from './Select.module.css';

interface SelectListProps {
  id: string;
  labelId: string;
  options: readonly SelectOption[];
  items: readonly SelectItem[];
  selected: readonly string[];
  highlight: number;
  multiple: boolean;
  onPick: (item: SelectItem) => void;
  onHover: (index: number) => void;
}

export function SelectList({ id, labelId, options, items, selected, highlight, multiple, onPick, onHover }: SelectListProps) {
  const optionProps = (item: SelectItem, className: string) => {
    const index = items.indexOf(item);
    return {
      id: `${id}-${item.key}`,
      role: 'option',
      'aria-selected': selected.includes(item.value) && !item.clears,
      'aria-disabled': item.disabled || undefined,
      className: cx(className, index === highlight && styles.highlighted, item.disabled && styles.optionDisabled),
      onClick: () => onPick(item),
      onMouseEnter: () => (item.disabled ? undefined : onHover(index)),
    } as const;
  };

  return (
    <div
      id={`${id}-list`}
      role="listbox"
      aria-labelledby={labelId}
      aria-multiselectable={multiple || undefined}
      className={styles.list}
      // keeps focus on the combobox so that a click does not blur (and close) it first
      onMouseDown={(event) => event.preventDefault()}
    >
      {options.map((option, optionIndex) => {
        const head = items.find((item) => item.optionIndex === optionIndex && !item.sub);
        if (!head) return null;
        const subs = items.filter((item) => item.optionIndex === optionIndex && item.sub);
        const content = (
          <>
            <span className={styles.optionLabel}>{option.label}</span>
            {option.count !== undefined && <span className={styles.count}>{option.count}</span>}
          </>
        );
        if (subs.length === 0) {
          return (
            <div key={head.key} {...optionProps(head, styles.option ?? '')}>
              {content}
            </div>
          );
        }
        return (
          <div key={head.key} role="group" aria-labelledby={`${id}-${head.key}`} className={styles.group}>
            <div {...optionProps(head, styles.option ?? '')}>{content}</div>
            <div className={styles.subs}>
              {subs.map((sub) => (
                <span key={sub.key} {...optionProps(sub, styles.sub ?? '')}>
                  {sub.label}
                </span>
              ))}
            </div>
          </div>
        );
      })}
    </div>
  );
}

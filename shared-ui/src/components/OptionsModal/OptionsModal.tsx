// The mobile variant of a select (product §2 options modal): a titled dialog with the options as checkboxes or radios;
// in multiple selection the chosen labels with a reset button, and an apply button that closes it.
import { useId } from 'react';
import { Modal } from '../Modal/Modal';
import { Button } from '../Button/Button';
import { choose, itemsOf, selectedLabels, type Selection, type SelectItem, type SelectOption } from '../Select/selectModel';
import { cx } from '../../utils/cx';
import styles from './OptionsModal.module.css';

interface BaseProps {
  open: boolean;
  onClose: () => void;
  title: string;
  options: readonly SelectOption[];
  facets?: readonly string[];
  resetLabel?: string;
  applyLabel?: string;
  inline?: boolean;
}

export type OptionsModalProps = BaseProps & Selection;

export function OptionsModal(props: OptionsModalProps) {
  const { open, onClose, title, options, facets, resetLabel = 'Сбросить', applyLabel = 'Применить' } = props;
  const name = useId();
  const items = itemsOf(options, facets);
  const selected: readonly string[] = props.multiple ? props.value : props.value ? [props.value] : [];
  const chosen = props.multiple ? selectedLabels(options, props.value) : [];

  const pick = (item: SelectItem) => {
    if (choose(props, item)) onClose();
  };

  const footer = props.multiple ? (
    <Button fullWidth onClick={onClose}>
      {applyLabel}
    </Button>
  ) : undefined;

  return (
    <Modal open={open} onClose={onClose} title={title} size="s" footer={footer} inline={props.inline}>
      {props.multiple && chosen.length > 0 && (
        <div className={styles.chosen}>
          <span className={styles.chosenLabels}>{chosen.join(', ')}</span>
          <Button variant="ghost" size="s" onClick={() => props.onChange([])}>
            {resetLabel}
          </Button>
        </div>
      )}
      <fieldset className={styles.list}>
        <legend className={styles.legend}>{title}</legend>
        {items.map((item) => (
          <label key={item.key} className={cx(styles.option, item.sub && styles.sub, item.disabled && styles.disabled)}>
            <input
              type={props.multiple ? 'checkbox' : 'radio'}
              name={name}
              className={styles.input}
              checked={!item.clears && selected.includes(item.value)}
              disabled={item.disabled}
              onChange={() => pick(item)}
            />
            <span>{item.label}</span>
            {!item.sub && options[item.optionIndex]?.count !== undefined && (
              <span className={styles.count}>{options[item.optionIndex]?.count}</span>
            )}
          </label>
        ))}
      </fieldset>
    </Modal>
  );
}

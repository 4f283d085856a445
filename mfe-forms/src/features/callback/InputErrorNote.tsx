// SPEC §4: an input error shows 'Ошибка ввода текста' (next to the field's own message).
import { useField } from 'react-final-form';
import { INPUT_ERROR } from '../lead/texts';
import styles from './CallbackForm.module.css';

export function InputErrorNote({ name }: { name: string }) {
  const { meta } = useField(name, { subscription: { error: true, touched: true, submitFailed: true } });
  if (!meta.error || (!meta.touched && !meta.submitFailed)) return null;
  return (
    <p className={styles.inputError} role="alert">
      {INPUT_ERROR}
    </p>
  );
}

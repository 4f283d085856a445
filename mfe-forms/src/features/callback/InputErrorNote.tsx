// product §4: an input error shows 'Ошибка ввода текста', under the field's own message (it is about the field, not
// the button). Its line is kept while there is no error, so the note appearing moves nothing.
import { useField } from 'react-final-form';
import { INPUT_ERROR } from '../../shared/lead/texts';
import styles from './CallbackForm.module.css';

export function InputErrorNote({ name }: { name: string }) {
  const { meta } = useField(name, { subscription: { error: true, touched: true, submitFailed: true } });
  const shown = Boolean(meta.error) && (meta.touched || meta.submitFailed);
  return <p className={styles.inputError}>{shown && <span role="alert">{INPUT_ERROR}</span>}</p>;
}

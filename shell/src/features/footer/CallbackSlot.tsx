// The footer's call-back form comes from mfe-forms (forms/CallbackForm); until it has loaded the slot shows the
// form's loading state with the same shape, so the page does not jump; if it cannot load, a retry.
import { useShell } from '../../shared/useShell';
import { CALLBACK_ANCHOR_ID } from '../../shared/navigation/callbackAnchor';
import styles from './CallbackSlot.module.css';

export function CallbackFormLoading() {
  return (
    <div className={styles.loading} aria-busy="true" data-testid="callback-loading">
      <span className={styles.hidden}>Загрузка формы обратного звонка…</span>
      <span className={styles.lineWide} />
      <span className={styles.line} />
      <span className={styles.row}>
        <span className={styles.field} />
        <span className={styles.button} />
      </span>
      <span className={styles.lineSmall} />
    </div>
  );
}

export function CallbackFormUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <div className={styles.unavailable} role="alert">
      <p className={styles.unavailableText}>Форма обратного звонка временно недоступна.</p>
      <button type="button" className={styles.retry} onClick={onRetry}>
        Повторить
      </button>
    </div>
  );
}

/** What a visitor without scripts reads in the form's place (the form is the forms remote's widget). */
export const NO_SCRIPT_TEXT = 'Чтобы заказать обратный звонок, включите JavaScript в браузере или позвоните нам.';

export function CallbackSlot() {
  const { Widget } = useShell();
  return (
    <section id={CALLBACK_ANCHOR_ID} className={styles.slot} tabIndex={-1} aria-label="Обратный звонок">
      <noscript>
        <p className={styles.unavailableText}>{NO_SCRIPT_TEXT}</p>
      </noscript>
      <Widget
        module="forms/CallbackForm"
        fallback={<CallbackFormLoading />}
        errorFallback={(retry) => <CallbackFormUnavailable onRetry={retry} />}
      />
    </section>
  );
}

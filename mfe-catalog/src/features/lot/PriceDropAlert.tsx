// «Сообщить о снижении цены»: an e-mail address and the consent (product §5 text, with its links to the policy)
// subscribe to this lot's price drops; the API sends a letter whose link confirms (double opt-in). The address is
// checked by product §5's rules before sending, the same the API applies, and every message sits under its field. The form is in the server's document, but it sends
// only through its handler: until hydration the button is disabled, so a native submit never puts the address in a
// URL (history, server logs, analytics), and without scripts a note says why.
import { useId, useState, type FormEvent } from 'react';
import { ApiError, endpoints, type ShellContext } from '@estate/shared-api';
import { Button } from '@estate/shared-ui/components/Button/Button';
import { Checkbox } from '@estate/shared-ui/components/Checkbox/Checkbox';
import { ConsentText } from '@estate/shared-ui/components/ConsentText/ConsentText';
import { NeedsJavaScript } from '@estate/shared-ui/components/NeedsJavaScript/NeedsJavaScript';
import { useHydrated } from '@estate/shared-ui/hooks/useHydrated';
import { composeValidators } from '@estate/shared-api/validation/compose';
import { required } from '@estate/shared-api/validation/rules/required';
import { email as emailRule } from '@estate/shared-api/validation/rules/simple';
import styles from './LotPriceHistory.module.css';

const ALERT_NO_SCRIPT = 'Чтобы подписаться на снижение цены, включите JavaScript в браузере.';

type State = { sending: boolean; done: string | null; errors: Record<string, string | undefined> };

const emailRules = composeValidators(required(), emailRule());
const agreementRules = required();

export function PriceDropAlert({ ctx, endpoint, lotId }: { ctx: ShellContext; endpoint: 'flats' | 'commercial'; lotId: number }) {
  const [email, setEmail] = useState('');
  const [agreement, setAgreement] = useState(false);
  const [state, setState] = useState<State>({ sending: false, done: null, errors: {} });
  const hydrated = useHydrated();
  const emailErrorId = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const errors = { email: emailRules(email.trim()), agreement: agreementRules(agreement) };
    if (errors.email || errors.agreement) return setState({ ...state, errors });
    setState({ sending: true, done: null, errors: {} });
    try {
      const body = { email: email.trim(), agreement: true, url: window.location.href };
      const created = await ctx.api.post(endpoints[endpoint].priceAlerts(lotId), { body });
      setState({ sending: false, done: created.detail, errors: {} });
    } catch (error) {
      const fields = error instanceof ApiError ? error.fieldErrors : null;
      setState({
        sending: false,
        done: null,
        errors: fields ? { email: fields.email?.[0], agreement: fields.agreement?.[0] } : { form: 'Не удалось отправить. Попробуйте ещё раз.' },
      });
    }
  }

  if (state.done) return <p role="status">{state.done}</p>;
  return (
    <form className={styles.alert} onSubmit={(event) => void submit(event)} noValidate aria-label="Сообщить о снижении цены">
      <label className={styles.field}>
        Сообщить о снижении цены на e-mail
        <input
          className={styles.input}
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={Boolean(state.errors.email) || undefined}
          aria-describedby={state.errors.email ? emailErrorId : undefined}
        />
        {state.errors.email && (
          <span id={emailErrorId} className={styles.error}>
            {state.errors.email}
          </span>
        )}
      </label>
      <Checkbox label={<ConsentText />} checked={agreement} onChange={(event) => setAgreement(event.target.checked)} error={state.errors.agreement} />
      {state.errors.form && <p className={styles.error}>{state.errors.form}</p>}
      <Button type="submit" disabled={state.sending || !hydrated}>
        Подписаться
      </Button>
      <NeedsJavaScript>{ALERT_NO_SCRIPT}</NeedsJavaScript>
    </form>
  );
}

// The footer call-back form (product §4, §5, §7, §8): idle → loading → success or failure.
import { useCallback, useId, useRef, useState } from 'react';
import { Form } from 'react-final-form';
import type { FormApi } from 'final-form';
import { thirdPartyScript, type ShellContext } from '@estate/shared-api';
import { Button } from '@estate/shared-ui/components/Button/Button';
import { cx } from '@estate/shared-ui/utils/cx';
import { PhoneInput } from '@estate/shared-ui/fields/PhoneInput';
import { composeValidators } from '@estate/shared-api/validation/compose';
import { MESSAGES } from '@estate/shared-api/validation/messages';
import { phone } from '@estate/shared-api/validation/rules/phone';
import { required } from '@estate/shared-api/validation/rules/required';
import formLayout from '../../shared/form/FormLayout.module.css';
import { submitFocusingFirstInvalid } from '../../shared/form/submitFocusingFirstInvalid';
import { useCaptcha } from '../../shared/captcha/useCaptcha';
import { ConsentField } from '../../shared/lead/ConsentField';
import { failureMessage } from '../../shared/lead/failureMessage';
import { currentPage, leadBody } from '../../shared/lead/leadBody';
import { sendLead } from '../../shared/lead/sendLead';
import { FAILURE_TITLE, RETRY_BUTTON, SUCCESS_BUTTON, SUCCESS_COUNTDOWN_SECONDS, SUCCESS_TITLE } from '../../shared/lead/texts';
import { reportLead } from '../../shared/tracking/reportLead';
import {
  CALLBACK_LEAD,
  CALLBACK_TITLE,
  FORM_NAME,
  PHONE_LABEL,
  SENDING_LABEL,
  SUBMIT_LABEL,
  SUCCESS_TEXT,
} from './callbackTexts';
import { InputErrorNote } from './InputErrorNote';
import { ResultPanel } from '../../shared/lead/ResultPanel';
import { Countdown } from './Countdown';
import styles from './CallbackForm.module.css';

export type CallbackContext = Pick<ShellContext, 'api' | 'bus' | 'city' | 'device' | 'domain' | 'integrations'>;

interface Values {
  phone?: string;
  consent?: boolean;
}

type Phase = { kind: 'idle' } | { kind: 'loading' } | { kind: 'success' } | { kind: 'failure'; message: string };

const phoneRules = composeValidators(required(MESSAGES.footerPhoneRequired), phone());
const FIELD_ORDER = ['phone', 'consent'];

export function CallbackForm({ ctx }: { ctx: CallbackContext }) {
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const root = useRef<HTMLDivElement>(null);
  const formElement = useRef<HTMLFormElement>(null);
  const titleId = useId();
  const captcha = useCaptcha(ctx.integrations.smartCaptchaSiteKey, thirdPartyScript(ctx.integrations, 'smartCaptcha'));
  const autoReturn = ctx.device.type !== 'desktop';

  const backToForm = useCallback(() => {
    const hadFocus = Boolean(root.current?.contains(document.activeElement));
    setPhase({ kind: 'idle' });
    if (hadFocus) requestAnimationFrame(() => formElement.current?.querySelector<HTMLInputElement>('input[name="phone"]')?.focus());
  }, []);

  const send = async (values: Values, form: FormApi<Values>) => {
    setPhase({ kind: 'loading' });
    const typed = values.phone ?? '';
    try {
      const token = await captcha.getToken();
      const page = currentPage(ctx.city.slug);
      const created = await sendLead(ctx.api, leadBody({ type: 'questions', phone: typed }, page), token);
      form.restart();
      setPhase({ kind: 'success' });
      void reportLead(ctx, { form: 'questions', subject: FORM_NAME, phone: typed, url: page.url, requestNumber: created?.id });
    } catch (error) {
      setPhase({ kind: 'failure', message: failureMessage(error, ctx.device.type) });
    }
  };

  const loading = phase.kind === 'loading';
  const showingResult = phase.kind === 'success' || phase.kind === 'failure';

  return (
    // the shell's footer slot is the labelled region; this is its content
    <div ref={root} className={styles.root} data-phase={phase.kind}>
      <Form<Values>
        onSubmit={(values, form) => {
          if (!loading) void send(values, form);
        }}
        render={({ handleSubmit, form }) => (
          <form
            ref={formElement}
            className={cx(formLayout.form, styles.form)}
            noValidate
            aria-labelledby={titleId}
            aria-busy={loading || undefined}
            hidden={showingResult}
            onFocus={captcha.prepare}
            onSubmit={(event) => submitFocusingFirstInvalid(event, { handleSubmit, form }, FIELD_ORDER)}
          >
            <div className={styles.intro}>
              <h2 id={titleId} className={formLayout.title}>
                {CALLBACK_TITLE}
              </h2>
              <p className={styles.lead}>{CALLBACK_LEAD}</p>
            </div>
            <div className={styles.controls}>
              {/* the messages keep their room: a press that blurs the phone must land where it began */}
              <div className={styles.row}>
                <PhoneInput name="phone" label={PHONE_LABEL} validate={phoneRules} required reserveMessage className={styles.phone} />
                <InputErrorNote name="phone" />
                <Button type="submit" disabled={loading} className={styles.submit}>
                  {loading ? SENDING_LABEL : SUBMIT_LABEL}
                </Button>
              </div>
              <ConsentField />
              <div ref={captcha.containerRef} className={formLayout.captcha} />
            </div>
          </form>
        )}
      />
      {phase.kind === 'success' && (
        <ResultPanel
          tone="success"
          title={SUCCESS_TITLE}
          text={SUCCESS_TEXT}
          action={autoReturn ? undefined : { label: SUCCESS_BUTTON, onClick: backToForm }}
        >
          {autoReturn && <Countdown seconds={SUCCESS_COUNTDOWN_SECONDS} onDone={backToForm} />}
        </ResultPanel>
      )}
      {phase.kind === 'failure' && (
        <ResultPanel tone="failure" title={FAILURE_TITLE} text={phase.message} action={{ label: RETRY_BUTTON, onClick: backToForm }} />
      )}
    </div>
  );
}

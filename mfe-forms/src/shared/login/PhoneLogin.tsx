// One-time-code login: phone → code sent (resend cool-down) → code → logged in. Wrong, expired and exhausted
// codes are explained by the API's messages under the code field.
import { useCallback, useEffect, useState } from 'react';
import { ApiError, type ShellContext } from '@estate/shared-api';
import type { PersonalAccount } from '@estate/shared-api/dto/otp';
import { Button } from '@estate/shared-ui/components/Button/Button';
import { phoneDigits } from '@estate/shared-api/validation/rules/phone';
import { submissionErrors } from '../lead/submissionErrors';
import { CodeStep } from './CodeStep';
import { formatPhone } from '@estate/shared-ui/format/phone';
import { fetchAccount, loginByPhone, logout, requestCode } from './accountApi';
import { LOADING, LOGIN_TITLE, LOGOUT, loggedInText } from './loginTexts';
import { PhoneStep } from './PhoneStep';
import styles from './PhoneLogin.module.css';

export interface PhoneLoginProps {
  /** called once the visitor is logged in (also when they already were) */
  onLoggedIn?: (account: PersonalAccount) => void;
  /** the heading; '' leaves it out (the caller has one) */
  title?: string;
  /** offer "Выйти" once logged in (the standalone widget does; the booking flow does not) */
  allowLogout?: boolean;
  /** 3 inside a dialog that has its own h2 */
  headingLevel?: 2 | 3;
}

export type LoginContext = Pick<ShellContext, 'api' | 'device'>;

type Step =
  | { kind: 'checking' }
  | { kind: 'phone' }
  | { kind: 'code'; phone: string; codeLength: number; resendIn: number; sentCount: number }
  | { kind: 'done'; phone: string };

/** A 429 waiting longer than this is the hourly limit, not the resend cool-down. */
const MAX_COOLDOWN_SECONDS = 300;

export function PhoneLogin({ ctx, onLoggedIn, title = LOGIN_TITLE, allowLogout = false, headingLevel = 2 }: PhoneLoginProps & { ctx: LoginContext }) {
  const { api, device } = ctx;
  const [step, setStep] = useState<Step>({ kind: 'checking' });
  const [lastPhone, setLastPhone] = useState<string | undefined>();
  // the length of the last code the API sent: a code found again by a 429 (sent a moment ago) has it
  const [lastCodeLength, setLastCodeLength] = useState(0);
  const [resending, setResending] = useState(false);
  const [resendError, setResendError] = useState<string | null>(null);

  const loggedIn = useCallback(
    (account: PersonalAccount) => {
      setStep({ kind: 'done', phone: account.phone ?? '' });
      onLoggedIn?.(account);
    },
    [onLoggedIn],
  );

  useEffect(() => {
    const controller = new AbortController();
    fetchAccount(api, controller.signal)
      .then((account) => (account.logged_in ? loggedIn(account) : setStep({ kind: 'phone' })))
      .catch(() => !controller.signal.aborted && setStep({ kind: 'phone' }));
    return () => controller.abort();
    // checked once; a new onLoggedIn must not re-check
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api]);

  const sendCode = async (phone: string) => {
    const previous = lastPhone;
    setLastPhone(formatPhone(phone, 'mask'));
    try {
      const created = await requestCode(api, phone);
      setResendError(null);
      setLastCodeLength(created.code_length);
      setStep((current) => ({
        kind: 'code',
        phone: created.phone,
        codeLength: created.code_length,
        resendIn: created.resend_in,
        sentCount: current.kind === 'code' ? current.sentCount + 1 : 1,
      }));
      return undefined;
    } catch (error) {
      // a code sent a moment ago (the visitor came back to the phone): go on to it, the cool-down shows the wait
      const wait = cooldownOf(error);
      if (wait !== null && previous !== undefined && lastCodeLength > 0 && phoneDigits(phone) === phoneDigits(previous)) {
        setStep({ kind: 'code', phone, codeLength: lastCodeLength, resendIn: wait, sentCount: 1 });
        return undefined;
      }
      return submissionErrors(error, ['phone'], device.type);
    }
  };

  const resend = async () => {
    if (step.kind !== 'code') return;
    setResending(true);
    const errors = await sendCode(step.phone);
    setResending(false);
    const message = errors ? Object.values(errors).find((value) => typeof value === 'string') : undefined;
    setResendError(typeof message === 'string' ? message : null);
  };

  const submitCode = async (code: string) => {
    if (step.kind !== 'code') return undefined;
    try {
      loggedIn(await loginByPhone(api, step.phone, code));
      return undefined;
    } catch (error) {
      return submissionErrors(error, ['code'], device.type);
    }
  };

  const signOut = async () => {
    await logout(api).catch((error: unknown) => console.warn('[forms] logout failed', error));
    setStep({ kind: 'phone' });
  };

  return (
    <div className={styles.root} data-step={step.kind}>
      {title && (headingLevel === 3 ? <h3 className={styles.title}>{title}</h3> : <h2 className={styles.title}>{title}</h2>)}
      {step.kind === 'checking' && (
        <p className={styles.hint} aria-busy="true">
          {LOADING}
        </p>
      )}
      {step.kind === 'phone' && <PhoneStep initialPhone={lastPhone} onSubmit={sendCode} />}
      {step.kind === 'code' && (
        <CodeStep
          phone={formatPhone(step.phone, 'mask')}
          codeLength={step.codeLength}
          resendIn={step.resendIn}
          sentCount={step.sentCount}
          resending={resending}
          resendError={resendError}
          onSubmit={submitCode}
          onResend={() => void resend()}
          onChangePhone={() => setStep({ kind: 'phone' })}
        />
      )}
      {step.kind === 'done' && (
        <div className={styles.done}>
          <p className={styles.text} role="status">
            {loggedInText(formatPhone(step.phone, 'mask'))}
          </p>
          {allowLogout && (
            <Button variant="outline" size="s" onClick={() => void signOut()}>
              {LOGOUT}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}

/** The wait of a 429 answer (resend inside the cool-down), or null. */
function cooldownOf(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.status !== 429) return null;
  const body = error.body as { retry_after?: unknown } | null;
  const wait = typeof body?.retry_after === 'number' ? body.retry_after : null;
  return wait !== null && wait <= MAX_COOLDOWN_SECONDS ? wait : null;
}

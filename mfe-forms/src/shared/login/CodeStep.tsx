// Step 2: the code from the text message, with the resend cool-down and a way back to the phone.
import { useEffect, useRef } from 'react';
import { Form } from 'react-final-form';
import type { SubmissionErrors } from 'final-form';
import { Button } from '@estate/shared-ui/components/Button/Button';
import { MaskedInput } from '@estate/shared-ui/fields/MaskedInput';
import { composeValidators } from '@estate/shared-api/validation/compose';
import { required } from '@estate/shared-api/validation/rules/required';
import type { Validator } from '@estate/shared-api/validation/types';
import { FormError } from '../form/FormError';
import formLayout from '../form/FormLayout.module.css';
import { submitFocusingFirstInvalid } from '../form/submitFocusingFirstInvalid';
import { CHANGE_PHONE, CHECKING, CODE_LABEL, codeLengthMessage, codeSentText, LOGIN_BUTTON, NEW_CODE_SENT } from './loginTexts';
import { ResendTimer } from './ResendTimer';
import styles from './PhoneLogin.module.css';

export interface CodeStepProps {
  phone: string;
  codeLength: number;
  resendIn: number;
  /** bumps on every code sent: restarts the cool-down */
  sentCount: number;
  resending: boolean;
  resendError: string | null;
  onSubmit: (code: string) => Promise<SubmissionErrors | undefined>;
  onResend: () => void;
  onChangePhone: () => void;
}

function exactLength(length: number): Validator {
  return (value) => (typeof value === 'string' && value.replace(/\D/g, '').length !== length ? codeLengthMessage(length) : undefined);
}

export function CodeStep(props: CodeStepProps) {
  const { phone, codeLength, sentCount } = props;
  const element = useRef<HTMLFormElement>(null);
  const rules = composeValidators(required(), exactLength(codeLength));
  // the visitor goes on with the code as soon as it is sent (and again after a resend)
  useEffect(() => {
    element.current?.querySelector<HTMLInputElement>('input[name="code"]')?.focus();
  }, [sentCount]);
  return (
    <Form<{ code?: string }>
      key={sentCount}
      onSubmit={(values) => props.onSubmit(values.code ?? '')}
      render={({ handleSubmit, submitting, submitError, form }) => (
        <form
          ref={element}
          className={formLayout.form}
          noValidate
          aria-busy={submitting || undefined}
          onSubmit={(event) => submitFocusingFirstInvalid(event, { handleSubmit, form }, ['code'])}
        >
          <div className={styles.sentTo}>
            <p className={styles.text} role="status">
              {sentCount > 1 ? `${NEW_CODE_SENT}. ` : ''}
              {codeSentText(phone)}
            </p>
            <Button variant="ghost" size="s" onClick={props.onChangePhone}>
              {CHANGE_PHONE}
            </Button>
          </div>
          <MaskedInput
            name="code"
            label={CODE_LABEL}
            mask={'#'.repeat(codeLength)}
            validate={rules}
            required
            autoComplete="one-time-code"
            className={styles.code}
          />
          <FormError message={submitError ?? props.resendError} />
          <div className={styles.actions}>
            <Button type="submit" disabled={submitting} className={formLayout.submit}>
              {submitting ? CHECKING : LOGIN_BUTTON}
            </Button>
            <ResendTimer key={sentCount} seconds={props.resendIn} onResend={props.onResend} busy={props.resending} />
          </div>
        </form>
      )}
    />
  );
}

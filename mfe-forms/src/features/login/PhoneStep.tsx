// Step 1: the phone number the code goes to.
import { useRef } from 'react';
import { Form } from 'react-final-form';
import type { SubmissionErrors } from 'final-form';
import { Button } from '@estate/shared-ui/components/Button/Button';
import { PhoneInput } from '@estate/shared-ui/fields/PhoneInput';
import { composeValidators } from '@estate/shared-ui/validation/compose';
import { phone } from '@estate/shared-ui/validation/rules/phone';
import { required } from '@estate/shared-ui/validation/rules/required';
import { focusFirstInvalid } from '../lead/focusFirstInvalid';
import { FormError } from './FormError';
import { GET_CODE, PHONE_LABEL, SENDING } from './loginTexts';
import styles from './PhoneLogin.module.css';

const phoneRules = composeValidators(required(), phone());

export interface PhoneStepProps {
  initialPhone?: string;
  onSubmit: (phone: string) => Promise<SubmissionErrors | undefined>;
}

export function PhoneStep({ initialPhone, onSubmit }: PhoneStepProps) {
  const element = useRef<HTMLFormElement>(null);
  return (
    <Form<{ phone?: string }>
      initialValues={{ phone: initialPhone }}
      onSubmit={(values) => onSubmit(values.phone ?? '')}
      render={({ handleSubmit, submitting, submitError, form }) => (
        <form
          ref={element}
          className={styles.step}
          noValidate
          aria-busy={submitting || undefined}
          onSubmit={(event) => {
            void handleSubmit(event);
            if (form.getState().hasValidationErrors) focusFirstInvalid(element.current, form.getState().errors, ['phone']);
          }}
        >
          <PhoneInput name="phone" label={PHONE_LABEL} validate={phoneRules} required />
          <FormError message={submitError} />
          <Button type="submit" disabled={submitting} className={styles.submit}>
            {submitting ? SENDING : GET_CODE}
          </Button>
        </form>
      )}
    />
  );
}

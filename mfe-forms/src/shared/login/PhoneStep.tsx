// Step 1: the phone number the code goes to.
import { Form } from 'react-final-form';
import type { SubmissionErrors } from 'final-form';
import { Button } from '@estate/shared-ui/components/Button/Button';
import { PhoneInput } from '@estate/shared-ui/fields/PhoneInput';
import { composeValidators } from '@estate/shared-api/validation/compose';
import { phone } from '@estate/shared-api/validation/rules/phone';
import { required } from '@estate/shared-api/validation/rules/required';
import { FormError } from '../form/FormError';
import formLayout from '../form/FormLayout.module.css';
import { submitFocusingFirstInvalid } from '../form/submitFocusingFirstInvalid';
import { GET_CODE, PHONE_LABEL, SENDING } from './loginTexts';

const phoneRules = composeValidators(required(), phone());

export interface PhoneStepProps {
  initialPhone?: string;
  onSubmit: (phone: string) => Promise<SubmissionErrors | undefined>;
}

export function PhoneStep({ initialPhone, onSubmit }: PhoneStepProps) {
  return (
    <Form<{ phone?: string }>
      initialValues={{ phone: initialPhone }}
      onSubmit={(values) => onSubmit(values.phone ?? '')}
      render={({ handleSubmit, submitting, submitError, form }) => (
        <form
          className={formLayout.form}
          noValidate
          aria-busy={submitting || undefined}
          onSubmit={(event) => submitFocusingFirstInvalid(event, { handleSubmit, form }, ['phone'])}
        >
          <PhoneInput name="phone" label={PHONE_LABEL} validate={phoneRules} required />
          <FormError message={submitError} />
          <Button type="submit" disabled={submitting} className={formLayout.submit}>
            {submitting ? SENDING : GET_CODE}
          </Button>
        </form>
      )}
    />
  );
}

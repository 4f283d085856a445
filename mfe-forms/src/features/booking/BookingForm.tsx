// The booking details once the phone is confirmed: name, optional e-mail, the booking agreement and the
// personal-data consent.
import { Form } from 'react-final-form';
import type { SubmissionErrors } from 'final-form';
import type { BookingAgreement } from '@estate/shared-api/dto/booking';
import { Button } from '@estate/shared-ui/components/Button/Button';
import { CheckboxField } from '@estate/shared-ui/fields/CheckboxField';
import { TextInput } from '@estate/shared-ui/fields/TextInput';
import { composeValidators } from '@estate/shared-api/validation/compose';
import { name } from '@estate/shared-api/validation/rules/letters';
import { maxLength } from '@estate/shared-api/validation/rules/maxLength';
import { required } from '@estate/shared-api/validation/rules/required';
import { email } from '@estate/shared-api/validation/rules/simple';
import { ConsentField } from '../../shared/lead/ConsentField';
import { FormError } from '../../shared/form/FormError';
import formLayout from '../../shared/form/FormLayout.module.css';
import { submitFocusingFirstInvalid } from '../../shared/form/submitFocusingFirstInvalid';
import { AGREEMENT_LABEL, EMAIL_HINT, EMAIL_LABEL, NAME_LABEL, SENDING, SUBMIT } from './bookingTexts';
import { htmlParagraphs } from './htmlParagraphs';
import styles from './LotBooking.module.css';

export interface BookingValues {
  name?: string;
  email?: string;
  agreement?: boolean;
  consent?: boolean;
}

export const BOOKING_FIELDS = ['name', 'email', 'agreement', 'consent'];

const rules = {
  name: composeValidators(required(), maxLength(), name()),
  email: composeValidators(maxLength(254), email()),
  agreement: required(),
};

export function BookingForm({ agreement, onSubmit }: { agreement: BookingAgreement; onSubmit: (values: BookingValues) => Promise<SubmissionErrors | undefined> }) {
  return (
    <Form<BookingValues>
      onSubmit={onSubmit}
      render={({ handleSubmit, submitting, submitError, form }) => (
        <form
          className={formLayout.form}
          noValidate
          aria-busy={submitting || undefined}
          onSubmit={(event) => submitFocusingFirstInvalid(event, { handleSubmit, form }, BOOKING_FIELDS)}
        >
          <TextInput name="name" label={NAME_LABEL} validate={rules.name} required autoComplete="name" />
          <TextInput name="email" type="email" label={EMAIL_LABEL} hint={EMAIL_HINT} validate={rules.email} autoComplete="email" />
          <details className={styles.agreement}>
            <summary>{agreement.title}</summary>
            <div className={styles.agreementText}>
              {htmlParagraphs(agreement.text).map((paragraph, index) => (
                <p key={index}>{paragraph}</p>
              ))}
            </div>
          </details>
          <CheckboxField name="agreement" label={AGREEMENT_LABEL} validate={rules.agreement} errorStateOnly />
          <ConsentField />
          <FormError message={submitError} />
          <Button type="submit" disabled={submitting} className={formLayout.submit}>
            {submitting ? SENDING : SUBMIT}
          </Button>
        </form>
      )}
    />
  );
}

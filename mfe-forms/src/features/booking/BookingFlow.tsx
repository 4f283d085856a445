// Inside the booking dialog: the terms, then the phone login (the API books only for a confirmed phone), then
// the details; 401 sends the visitor back to the login.
import { useState } from 'react';
import { ApiError, type ShellContext } from '@estate/shared-api';
import type { PersonalAccount } from '@estate/shared-api/dto/otp';
import { Button } from '@estate/shared-ui/components/Button/Button';
import { formatPrice } from '@estate/shared-ui/format/units';
import { FormError } from '../../shared/form/FormError';
import { ResultPanel } from '../../shared/lead/ResultPanel';
import { submissionErrors } from '../../shared/lead/submissionErrors';
import { SUCCESS_BUTTON, SUCCESS_TITLE } from '../../shared/lead/texts';
import { PhoneLogin } from '../../shared/login/PhoneLogin';
import { formatPhone } from '@estate/shared-ui/format/phone';
import { reportLead } from '../../shared/tracking/reportLead';
import { bookLot, useBookingTerms } from './bookingApi';
import { BOOKING_FIELDS, BookingForm, type BookingValues } from './BookingForm';
import { bookedText, FORM_NAME, FORM_STEP_TITLE, LOAD_FAILED, LOADING, LOGIN_STEP_TITLE, RETRY, STEPS_TITLE, termsText } from './bookingTexts';
import styles from './LotBooking.module.css';

export type BookingContext = Pick<ShellContext, 'api' | 'bus' | 'city' | 'device' | 'integrations'>;

export interface BookingFlowProps {
  ctx: BookingContext;
  lotId: number;
  onBooked: () => void;
  onClose: () => void;
}

export function BookingFlow({ ctx, lotId, onBooked, onClose }: BookingFlowProps) {
  const terms = useBookingTerms(ctx.api);
  const [account, setAccount] = useState<PersonalAccount | null>(null);
  const [loginNote, setLoginNote] = useState<string | null>(null);
  const [heldUntil, setHeldUntil] = useState<string | null>(null);

  if (terms.pending && !terms.data) {
    return (
      <p className={styles.muted} aria-busy="true">
        {LOADING}
      </p>
    );
  }
  if (!terms.data) {
    return (
      <div className={styles.loadError} role="alert">
        <p>{LOAD_FAILED}</p>
        <Button variant="outline" size="s" onClick={terms.refetch}>
          {RETRY}
        </Button>
      </div>
    );
  }
  const { content, agreement } = terms.data;

  if (heldUntil) {
    return (
      <ResultPanel
        tone="success"
        title={SUCCESS_TITLE}
        text={bookedText(heldUntil, content.duration_days, formatPhone(account?.phone ?? '', 'mask'))}
        action={{ label: SUCCESS_BUTTON, onClick: onClose }}
      />
    );
  }

  const submit = async (values: BookingValues) => {
    try {
      const created = await bookLot(ctx.api, lotId, { name: values.name ?? '', email: values.email });
      setHeldUntil(created.expires_at);
      onBooked();
      void reportLead(ctx, {
        form: 'booking',
        subject: FORM_NAME,
        phone: account?.phone ?? '',
        name: values.name,
        email: values.email,
        comment: `Лот ${lotId}`,
        url: window.location.href,
        requestNumber: created?.id,
      });
      return undefined;
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        setLoginNote(error.detail);
        setAccount(null);
        return undefined;
      }
      return submissionErrors(error, BOOKING_FIELDS, ctx.device.type);
    }
  };

  return (
    <div className={styles.flow}>
      <section className={styles.terms} aria-label={content.title}>
        <p className={styles.lead}>{content.lead}</p>
        <p className={styles.price}>{termsText(formatPrice(content.price), content.duration_days)}</p>
        <details className={styles.steps}>
          <summary>{STEPS_TITLE}</summary>
          <ol>
            {content.steps.map((step) => (
              <li key={step.title}>
                <strong>{step.title}.</strong> {step.text}
              </li>
            ))}
          </ol>
        </details>
      </section>
      {account ? (
        <section className={styles.stepBlock} aria-label={FORM_STEP_TITLE}>
          <h3 className={styles.stepTitle}>{FORM_STEP_TITLE}</h3>
          <BookingForm agreement={agreement} onSubmit={submit} />
        </section>
      ) : (
        <section className={styles.stepBlock} aria-label={LOGIN_STEP_TITLE}>
          <FormError message={loginNote} />
          <PhoneLogin
            ctx={ctx}
            title={LOGIN_STEP_TITLE}
            headingLevel={3}
            onLoggedIn={(next) => {
              setLoginNote(null);
              setAccount(next);
            }}
          />
        </section>
      )}
    </div>
  );
}

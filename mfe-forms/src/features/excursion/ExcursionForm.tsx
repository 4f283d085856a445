// Booking an excursion (used on /excursions): name, phone, date within 31 days, time within the office's hours,
// consent; posted to /api/requests/ as an 'excursion' lead. With a lot (forms/LotViewing on a lot's page) the same
// visit is that lot's viewing at its office: a 'viewing' lead.
import { useId, useMemo, useState } from 'react';
import { Form } from 'react-final-form';
import type { SubmissionErrors } from 'final-form';
import { thirdPartyScript, type ShellContext } from '@estate/shared-api';
import { Button } from '@estate/shared-ui/components/Button/Button';
import { DateInput } from '@estate/shared-ui/fields/DateInput';
import { PhoneInput } from '@estate/shared-ui/fields/PhoneInput';
import { TextInput } from '@estate/shared-ui/fields/TextInput';
import { TimeInput } from '@estate/shared-ui/fields/TimeInput';
import { composeValidators } from '@estate/shared-api/validation/compose';
import { bookingDate } from '@estate/shared-api/validation/rules/date';
import { name } from '@estate/shared-api/validation/rules/letters';
import { maxLength } from '@estate/shared-api/validation/rules/maxLength';
import { phone } from '@estate/shared-api/validation/rules/phone';
import { required } from '@estate/shared-api/validation/rules/required';
import { time } from '@estate/shared-api/validation/rules/time';
import { FormError } from '../../shared/form/FormError';
import formLayout from '../../shared/form/FormLayout.module.css';
import { submitFocusingFirstInvalid } from '../../shared/form/submitFocusingFirstInvalid';
import { useCaptcha } from '../../shared/captcha/useCaptcha';
import { ConsentField } from '../../shared/lead/ConsentField';
import { currentPage, leadBody } from '../../shared/lead/leadBody';
import { sendLead } from '../../shared/lead/sendLead';
import { submissionErrors } from '../../shared/lead/submissionErrors';
import { SUCCESS_BUTTON, SUCCESS_TITLE } from '../../shared/lead/texts';
import { reportLead } from '../../shared/tracking/reportLead';
import { ResultPanel } from '../../shared/lead/ResultPanel';
import {
  DATE_LABEL,
  EXCURSION_TITLE,
  FORM_NAME,
  VIEWING_TITLE,
  HOURS_TITLE,
  NAME_LABEL,
  PHONE_LABEL,
  SENDING_LABEL,
  SUBMIT_LABEL,
  successText,
  TIME_LABEL,
} from './excursionTexts';
import { officeHoursRule } from './officeHoursRule';
import { excursionTarget, type ExcursionFormProps } from './excursionProps';
import styles from './ExcursionForm.module.css';

export type ExcursionContext = Pick<ShellContext, 'api' | 'bus' | 'city' | 'device' | 'integrations'>;

interface Values {
  name?: string;
  phone?: string;
  date?: string;
  time?: string;
  consent?: boolean;
}

const FIELDS = ['name', 'phone', 'date', 'time', 'consent'];

export function ExcursionForm({ ctx, ...props }: ExcursionFormProps & { ctx: ExcursionContext }) {
  const { excursion, office } = excursionTarget(props);
  const { lot } = props;
  const title = lot ? VIEWING_TITLE : EXCURSION_TITLE;
  const embedded = Boolean(props.onClose);
  const titleId = useId();
  const [booked, setBooked] = useState<{ date: string; time: string } | null>(null);
  const captcha = useCaptcha(ctx.integrations.smartCaptchaSiteKey, thirdPartyScript(ctx.integrations, 'smartCaptcha'));
  const hours = office?.hours;
  const rules = useMemo(
    () => ({
      name: composeValidators(required(), maxLength(), name()),
      phone: composeValidators(required(), phone()),
      date: composeValidators(required(), bookingDate()),
      time: composeValidators(required(), time(), hours && officeHoursRule(hours)),
    }),
    [hours],
  );

  const submit = async (values: Values): Promise<SubmissionErrors | undefined> => {
    try {
      const token = await captcha.getToken();
      const page = currentPage(ctx.city.slug);
      const fields = {
        name: values.name?.trim(),
        date: values.date,
        time: values.time,
        ...(lot ? { property: lot.id } : excursion ? { excursion: excursion.id } : { office: office?.id }),
      };
      const created = await sendLead(ctx.api, leadBody({ type: lot ? 'viewing' : 'excursion', phone: values.phone ?? '', fields }, page), token);
      setBooked({ date: values.date ?? '', time: values.time ?? '' });
      void reportLead(ctx, {
        form: lot ? 'viewing' : 'excursion',
        subject: lot ? VIEWING_TITLE : FORM_NAME,
        phone: values.phone ?? '',
        name: values.name,
        comment: [lot?.title ?? excursion?.title, office?.address, `${values.date} ${values.time}`].filter(Boolean).join(', '),
        url: page.url,
        requestNumber: created?.id,
      });
      return undefined;
    } catch (error) {
      return submissionErrors(error, FIELDS, ctx.device.type);
    }
  };

  const rootClass = embedded ? styles.embedded : styles.root;
  if (booked) {
    const done = props.onClose ?? (() => setBooked(null));
    return (
      <div className={rootClass}>
        <ResultPanel tone="success" title={SUCCESS_TITLE} text={successText(booked.date, booked.time)} action={{ label: SUCCESS_BUTTON, onClick: done }} />
      </div>
    );
  }

  return (
    <div className={rootClass}>
      <Form<Values>
        onSubmit={submit}
        render={({ handleSubmit, submitting, submitError, form }) => (
          <form
            className={styles.form}
            noValidate
            aria-labelledby={embedded ? undefined : titleId}
            aria-label={embedded ? title : undefined}
            aria-busy={submitting || undefined}
            onFocus={captcha.prepare}
            onSubmit={(event) => submitFocusingFirstInvalid(event, { handleSubmit, form }, FIELDS)}
          >
            <div className={styles.header}>
              {!embedded && (
                <h2 id={titleId} className={formLayout.title}>
                  {title}
                </h2>
              )}
              {!embedded && (lot ?? excursion)?.title && <p className={styles.subtitle}>{(lot ?? excursion)?.title}</p>}
              {office && (office.address || office.hours.length > 0) && (
                <div className={styles.office}>
                  <p className={styles.address}>{office.address}</p>
                  {office.hours.length > 0 && (
                    <dl className={styles.hours} aria-label={HOURS_TITLE}>
                      {office.hours.map((item) => (
                        <div key={item.days} className={styles.hoursRow}>
                          <dt>{item.days}</dt>
                          <dd>
                            {item.from}–{item.to}
                          </dd>
                        </div>
                      ))}
                    </dl>
                  )}
                </div>
              )}
            </div>
            <div className={styles.grid}>
              <TextInput name="name" label={NAME_LABEL} validate={rules.name} required autoComplete="name" />
              <PhoneInput name="phone" label={PHONE_LABEL} validate={rules.phone} required />
              <DateInput name="date" label={DATE_LABEL} validate={rules.date} required />
              <TimeInput name="time" label={TIME_LABEL} validate={rules.time} required />
            </div>
            <ConsentField />
            <FormError message={submitError} />
            <div ref={captcha.containerRef} className={formLayout.captcha} />
            <Button type="submit" disabled={submitting} className={formLayout.submit}>
              {submitting ? SENDING_LABEL : SUBMIT_LABEL}
            </Button>
          </form>
        )}
      />
    </div>
  );
}

import { useEffect } from 'react';
import { Form, useForm } from 'react-final-form';
import { Button } from '../../components/Button/Button';
import { ConsentText } from '../../components/ConsentText/ConsentText';
import { CheckboxField } from '../../fields/CheckboxField';
import { DateInput } from '../../fields/DateInput';
import { PassportInput } from '../../fields/PassportInput';
import { PhoneInput } from '../../fields/PhoneInput';
import { TextInput } from '../../fields/TextInput';
import { TimeInput } from '../../fields/TimeInput';
import { composeValidators } from '@estate/shared-api/validation/compose';
import { MESSAGES } from '@estate/shared-api/validation/messages';
import { bookingDate } from '@estate/shared-api/validation/rules/date';
import { name } from '@estate/shared-api/validation/rules/letters';
import { maxLength } from '@estate/shared-api/validation/rules/maxLength';
import { namedPattern } from '@estate/shared-api/validation/rules/patterns';
import { phone } from '@estate/shared-api/validation/rules/phone';
import { required } from '@estate/shared-api/validation/rules/required';
import { time } from '@estate/shared-api/validation/rules/time';
import { Example, Section } from '../Section';
import styles from '../Showcase.module.css';

const COMMENT_MAX_LENGTH = 500;

/** A value of each field that breaks its rule, so every field of the second example shows its error. */
const INVALID_VALUES = {
  name: 'Ivan Иван',
  phone: '+7 999 12',
  date: '32.01.2026',
  time: '23.30',
  passport: '4510',
  comment: 'Очень длинный комментарий. '.repeat(20),
};

function Fields({ suffix }: { suffix: string }) {
  return (
    <>
      <TextInput name="name" label={`Имя${suffix}`} maxLength={64} validate={composeValidators(required(), maxLength(), name())} />
      <PhoneInput name="phone" label={`Телефон${suffix}`} validate={composeValidators(required(MESSAGES.footerPhoneRequired), phone())} />
      <DateInput name="date" label={`Дата визита${suffix}`} validate={bookingDate()} />
      <TimeInput name="time" label={`Время визита${suffix}`} validate={time({ officeHours: { from: '9:00', to: '20:00' } })} />
      <PassportInput name="passport" label={`Паспорт${suffix}`} validate={namedPattern('passport')} />
      <TextInput name="comment" label={`Комментарий${suffix}`} multiline validate={maxLength(COMMENT_MAX_LENGTH)} />
      <CheckboxField name="consent" label={<ConsentText />} validate={required()} errorStateOnly />
    </>
  );
}

/**
 * Submits once after mounting so every error state is on screen. react-final-form resumes validation in the
 * Form's own effect, which runs after its children's, hence the timer.
 */
function ShowErrors() {
  const form = useForm();
  useEffect(() => {
    const timer = setTimeout(() => void form.submit(), 0);
    return () => clearTimeout(timer);
  }, [form]);
  return null;
}

export function FormSection() {
  return (
    <Section id="fields" title="Поля формы">
      <Example title="Пустые" wide>
        <Form
          onSubmit={() => undefined}
          render={({ handleSubmit }) => (
            <form className={styles.form} onSubmit={(event) => void handleSubmit(event)} aria-label="Пример формы" noValidate>
              <Fields suffix="" />
              <div>
                <Button type="submit">Отправить</Button>
              </div>
            </form>
          )}
        />
      </Example>
      <Example title="С ошибками" wide>
        <Form
          onSubmit={() => undefined}
          initialValues={INVALID_VALUES}
          render={({ handleSubmit }) => (
            <form className={styles.form} onSubmit={(event) => void handleSubmit(event)} aria-label="Пример формы с ошибками" noValidate>
              <Fields suffix=" (ошибка)" />
              <TextInput name="disabled" label="Недоступное поле" disabled placeholder="Недоступно" />
              <ShowErrors />
            </form>
          )}
        />
      </Example>
    </Section>
  );
}

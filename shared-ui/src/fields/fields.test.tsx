// The form fields inside a real react-final-form form: masks, labels, errors tied by aria-describedby.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormApi } from 'final-form';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Form } from 'react-final-form';
import { composeValidators } from '@estate/shared-api/validation/compose';
import { MESSAGES } from '@estate/shared-api/validation/messages';
import { phone } from '@estate/shared-api/validation/rules/phone';
import { required } from '@estate/shared-api/validation/rules/required';
import { maxLength } from '@estate/shared-api/validation/rules/maxLength';
import { date } from '@estate/shared-api/validation/rules/date';
import { CheckboxField } from './CheckboxField';
import { DateInput } from './DateInput';
import { PassportInput } from './PassportInput';
import { PhoneInput } from './PhoneInput';
import { TextInput } from './TextInput';
import { TimeInput } from './TimeInput';
import { toImaskPattern } from './masks';

type Values = Record<string, unknown>;

function renderForm(fields: React.ReactNode, initialValues: Values = {}) {
  const submitted: Values[] = [];
  let api: FormApi<Values> | undefined;
  render(
    <Form<Values>
      initialValues={initialValues}
      onSubmit={(values) => {
        submitted.push(values);
      }}
      render={({ handleSubmit, form }) => {
        api = form;
        return (
          <form onSubmit={(event) => void handleSubmit(event)} aria-label="Форма">
            {fields}
            <button type="submit">Отправить</button>
          </form>
        );
      }}
    />,
  );
  return {
    submitted,
    form: () => {
      if (!api) throw new Error('no form');
      return api;
    },
  };
}

describe('PhoneInput', () => {
  it.each([
    ['9991234567', '+7 999 123 45 67'],
    ['89991234567', '+7 999 123 45 67'],
    ['+79991234567', '+7 999 123 45 67'],
    ['78121234567', '+7 812 123 45 67'],
  ])('typing %s gives %s', async (typed, expected) => {
    const { form } = renderForm(<PhoneInput name="phone" label="Телефон" />);
    const input = screen.getByRole('textbox', { name: 'Телефон' });
    expect(input).toHaveAttribute('placeholder', '+7 ХХХ ХХХ ХХ ХХ');
    expect(input).toHaveAttribute('type', 'tel');
    await userEvent.type(input, typed);
    expect(input).toHaveValue(expected);
    expect(form().getState().values.phone).toBe(expected);
  });

  it('turns a pasted 8-number into +7', async () => {
    renderForm(<PhoneInput name="phone" label="Телефон" />);
    const input = screen.getByRole('textbox', { name: 'Телефон' });
    act(() => input.focus());
    await userEvent.paste('8 (999) 123-45-67');
    expect(input).toHaveValue('+7 999 123 45 67');
  });

  it('shows the footer messages after blur, tied to the input, and clears them when fixed', async () => {
    renderForm(<PhoneInput name="phone" label="Телефон" validate={composeValidators(required(MESSAGES.footerPhoneRequired), phone())} />);
    const input = screen.getByRole('textbox', { name: 'Телефон' });
    await userEvent.click(input);
    await userEvent.tab();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Заполните, пожалуйста, поле с номером телефона');
    await userEvent.type(input, '999');
    expect(input).toHaveAccessibleDescription('Номер телефона содержит 11 цифр');
    await userEvent.type(input, '1234567');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('follows a form reset and initial values', async () => {
    const { form } = renderForm(<PhoneInput name="phone" label="Телефон" />, { phone: '+7 999 000 11 22' });
    const input = screen.getByRole('textbox', { name: 'Телефон' });
    expect(input).toHaveValue('+7 999 000 11 22');
    await userEvent.clear(input);
    await userEvent.type(input, '9161112233');
    act(() => form().reset({ phone: '' }));
    expect(input).toHaveValue('');
    expect(form().getState().values.phone).toBeUndefined();
  });
});

describe('masked inputs', () => {
  it.each([
    ['DateInput', <DateInput key="d" name="f" label="Поле" />, '05032026', '05.03.2026'],
    ['TimeInput', <TimeInput key="t" name="f" label="Поле" />, '0930', '09.30'],
    ['PassportInput', <PassportInput key="p" name="f" label="Поле" />, '4510123456', '4510 123456'],
  ])('%s formats typed digits and refuses letters', async (_name, field, typed, expected) => {
    renderForm(field);
    const input = screen.getByRole('textbox', { name: 'Поле' });
    await userEvent.type(input, `ab${typed}99`);
    expect(input).toHaveValue(expected);
  });

  it('DateInput reports the date rule', async () => {
    const now = () => new Date(2026, 2, 5);
    renderForm(<DateInput name="day" label="Дата визита" validate={date({ now })} />);
    const input = screen.getByRole('textbox', { name: 'Дата визита' });
    await userEvent.type(input, '32032026');
    await userEvent.tab();
    expect(input).toHaveAccessibleDescription('День не может быть больше 31');
  });

  it('escapes literal zeros of a mask', () => {
    expect(toImaskPattern('+7 ### 0#')).toBe('+7 000 \\00');
  });
});

describe('TextInput', () => {
  it('limits the length, shows errors on submit, and takes a hint', async () => {
    const { submitted } = renderForm(
      <>
        <TextInput name="name" label="Имя" maxLength={5} hint="Как к вам обращаться" validate={required()} />
        <TextInput name="comment" label="Комментарий" multiline validate={maxLength(3)} />
      </>,
    );
    const name = screen.getByRole('textbox', { name: 'Имя' });
    expect(name).toHaveAccessibleDescription('Как к вам обращаться');
    await userEvent.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(name).toHaveAccessibleDescription('Это обязательное поле');
    expect(submitted).toHaveLength(0);

    await userEvent.type(name, 'Александр');
    expect(name).toHaveValue('Алекс');
    const comment = screen.getByRole('textbox', { name: 'Комментарий' });
    expect(comment.tagName).toBe('TEXTAREA');
    await userEvent.type(comment, 'Длинно');
    await userEvent.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(comment).toHaveAccessibleDescription('Превышено максимальное число символов');
    await userEvent.clear(comment);
    await userEvent.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(submitted).toEqual([{ name: 'Алекс' }]);
  });
});

describe('CheckboxField', () => {
  it('blocks submission until ticked and shows the error state', async () => {
    const { submitted } = renderForm(<CheckboxField name="consent" label="Я принимаю политику конфиденциальности и даю согласие на обработку персональных данных" validate={required()} errorStateOnly />);
    const box = screen.getByRole('checkbox', { name: /Я принимаю политику/ });
    await userEvent.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(submitted).toHaveLength(0);
    await userEvent.click(box);
    expect(box).not.toHaveAttribute('aria-invalid');
    await userEvent.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(submitted).toEqual([{ consent: true }]);
  });
});

describe('a field typed into before hydration', () => {
  it('keeps what the visitor typed and ticked, and submits it', async () => {
    const submitted: Values[] = [];
    const page = (
      <Form<Values>
        onSubmit={(values) => {
          submitted.push(values);
        }}
        render={({ handleSubmit }) => (
          <form onSubmit={(event) => void handleSubmit(event)} aria-label="Форма">
            <PhoneInput name="phone" label="Телефон" />
            <TextInput name="name" label="Имя" />
            <TextInput name="comment" label="Комментарий" multiline />
            <CheckboxField name="consent" label="Согласие" />
            <button type="submit">Отправить</button>
          </form>
        )}
      />
    );
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(page);
    // the visitor types (no mask yet: bare digits) and ticks while the page's scripts are still on their way
    const element = <T extends Element>(selector: string) => container.querySelector<T>(selector)!;
    element<HTMLInputElement>('input[name="phone"]').value = '89991234567';
    element<HTMLInputElement>('input[name="name"]').value = 'Анна';
    element<HTMLTextAreaElement>('textarea[name="comment"]').value = 'Перезвоните вечером';
    element<HTMLInputElement>('input[name="consent"]').checked = true;
    const errors: unknown[] = [];
    const root = await act(async () => hydrateRoot(container, page, { onRecoverableError: (error) => errors.push(error) }));

    const name = screen.getByRole('textbox', { name: 'Имя' });
    await userEvent.click(name);
    await userEvent.tab(); // a blur renders the fields again: the form's state is what shows
    expect(screen.getByRole('textbox', { name: 'Телефон' })).toHaveValue('+7 999 123 45 67');
    expect(name).toHaveValue('Анна');
    expect(screen.getByRole('textbox', { name: 'Комментарий' })).toHaveValue('Перезвоните вечером');
    expect(screen.getByRole('checkbox', { name: 'Согласие' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(submitted).toEqual([{ phone: '+7 999 123 45 67', name: 'Анна', comment: 'Перезвоните вечером', consent: true }]);
    expect(errors).toEqual([]);
    act(() => root.unmount());
    container.remove();
  });
});

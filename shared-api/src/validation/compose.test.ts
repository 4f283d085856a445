import { composeValidators } from './compose';
import { MESSAGES } from './messages';
import { maxLength } from './rules/maxLength';
import { phone } from './rules/phone';
import { required } from './rules/required';

describe('composeValidators', () => {
  const footerPhone = composeValidators(required(MESSAGES.footerPhoneRequired), phone());

  it.each<[string, string | undefined]>([
    ['', 'Заполните, пожалуйста, поле с номером телефона'],
    ['+7 999', 'Номер телефона содержит 11 цифр'],
    ['+7 999 123 45 678', 'Некорректный номер телефона'],
    ['+7 999 123 45 67', undefined],
  ])('required + phone: %j → %s', (input, expected) => {
    expect(footerPhone(input, {}, {})).toBe(expected);
  });

  it('returns the first failing rule and skips falsy entries', () => {
    const rule = composeValidators(false, maxLength(3), undefined, required());
    expect(rule('abcd')).toBe('Превышено максимальное число символов');
    expect(rule(' ')).toBe('Это обязательное поле');
    expect(rule('abc')).toBeUndefined();
  });
});

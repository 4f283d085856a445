import { PHONE_CASES } from '@estate/shared-api/validation/testing/phoneCases';
import { phone } from '@estate/shared-api/validation/rules/phone';
import { checkBookingDate, checkEmail, checkName, checkPhone, checkTime } from './fieldRules';

describe('the API reads fields by the forms’ rules', () => {
  it.each(PHONE_CASES)('phone %j: the form says %j, the API agrees and stores %j', (input, message, stored) => {
    expect(phone()(input)).toBe(message);
    expect(checkPhone(input)).toEqual(message ? { ok: false, message } : { ok: true, value: stored });
  });

  it('asks for a missing value', () => {
    for (const check of [checkPhone, checkEmail, checkName, checkTime]) expect(check('  ')).toEqual({ ok: false, message: 'Это обязательное поле' });
  });

  it('stores names, e-mails, dates and times in one shape', () => {
    expect(checkName('  Анна   Петрова ')).toEqual({ ok: true, value: 'Анна Петрова' });
    expect(checkName('Anna Петрова')).toEqual({ ok: false, message: 'Пожалуйста, используйте только одну языковую раскладку' });
    expect(checkEmail('Buyer@Example.ru')).toEqual({ ok: true, value: 'buyer@example.ru' });
    expect(checkEmail('nope')).toEqual({ ok: false, message: 'Введите существующий email' });
    expect(checkTime('12.30')).toEqual({ ok: true, value: '12:30' });
    expect(checkTime('24:00')).toEqual({ ok: false, message: 'Кол-во часов в сутки не может превышать 23 ' });
  });

  it('counts booking dates from Moscow’s today, whatever the server’s zone', () => {
    expect(checkBookingDate('31.12.2026', '2026-12-31')).toEqual({ ok: true, value: '2026-12-31' });
    expect(checkBookingDate('30.12.2026', '2026-12-31')).toEqual({ ok: false, message: 'Дата не может быть меньше текущей' });
    expect(checkBookingDate('31.01.2027', '2026-12-31')).toEqual({ ok: true, value: '2027-01-31' });
    expect(checkBookingDate('01.02.2027', '2026-12-31')).toEqual({ ok: false, message: 'Запись доступна на месяц вперед' });
    expect(checkBookingDate('31.04.2027', '2026-12-31')).toEqual({ ok: false, message: 'Неверный формат даты' });
  });
});

// Table-driven tests of the text rules of product §5: [input, expected message or undefined].
import { MESSAGES } from '../messages';
import { required } from './required';
import { DEFAULT_MAX_LENGTH, maxLength } from './maxLength';
import { letters, multiLanguage, name } from './letters';
import { cyrillic, email, inn } from './simple';
import type { Validator } from '../types';

type Row = [unknown, string | undefined];

function table(title: string, rule: Validator, rows: Row[]) {
  describe(title, () => {
    it.each(rows)('%j → %s', (input, expected) => {
      expect(rule(input)).toBe(expected);
    });
  });
}

table('required', required(), [
  ['Иван', undefined],
  [' a ', undefined],
  [0, undefined],
  [true, undefined],
  [['1'], undefined],
  ['', 'Это обязательное поле'],
  ['   ', 'Это обязательное поле'],
  ['\t\n', 'Это обязательное поле'],
  [null, 'Это обязательное поле'],
  [undefined, 'Это обязательное поле'],
  [false, 'Это обязательное поле'],
  [[], 'Это обязательное поле'],
]);

table('required with the footer phone message', required(MESSAGES.footerPhoneRequired), [
  ['', 'Заполните, пожалуйста, поле с номером телефона'],
  ['+7 999 123 45 67', undefined],
]);

describe('maxLength', () => {
  it('defaults to 64 characters', () => {
    expect(DEFAULT_MAX_LENGTH).toBe(64);
    expect(maxLength()('я'.repeat(64))).toBeUndefined();
    expect(maxLength()('я'.repeat(65))).toBe('Превышено максимальное число символов');
  });

  it.each<Row>([
    ['12345', undefined],
    ['123456', 'Превышено максимальное число символов'],
    ['', undefined],
    [null, undefined],
  ])('max 5: %j → %s', (input, expected) => {
    expect(maxLength(5)(input)).toBe(expected);
  });
});

const ONE_LAYOUT = 'Пожалуйста, используйте только одну языковую раскладку';
const LETTERS = 'Пожалуйста, используйте только буквы, пробел и тире';

table('letters', letters(), [
  ['', undefined],
  ['Иван', undefined],
  ['John', undefined],
  ['Анна-Мария Петрова', undefined],
  ["O'Brien", undefined],
  ['Ёжиков', undefined],
  ['Иван John', ONE_LAYOUT],
  ['Ивaн', ONE_LAYOUT], // Latin "a" inside a Cyrillic word
  ['Иван1', LETTERS],
  ['John!', LETTERS],
  ['Иван John 2', LETTERS], // other characters win over mixed layouts
  ['Jürgen', LETTERS],
  ['user@mail', LETTERS],
]);

table('multiLanguage', multiLanguage(), [
  ['Jürgen', undefined],
  ['Айгүл', undefined],
  ['Ərəb', undefined],
  ['Анна Smith', ONE_LAYOUT],
  ['Анна_Smith', LETTERS],
  ['Айгүл 7', LETTERS],
]);

table('name', name(), [
  ['', undefined],
  ['Иван Петров', undefined],
  ['Анна-Мария', undefined],
  ['Анна--Мария', LETTERS],
  ['Анна-Мария-Луиза', LETTERS],
  ['-Иван', LETTERS],
  ['Иван2', LETTERS],
  ['Иван.', LETTERS],
  ['Ivan Иванов', ONE_LAYOUT],
  ['Ivan Petrov', undefined],
]);

table('cyrillic', cyrillic(), [
  ['', undefined],
  ['Москва', undefined],
  ['Ростов-на-Дону', undefined],
  ['Moscow', 'Используйте только кириллицу'],
  ['Москва1', 'Используйте только кириллицу'],
  ['Мoсква', 'Используйте только кириллицу'],
]);

table('email', email(), [
  ['', undefined],
  ['ivan@mail.ru', undefined],
  ['ivan.petrov+flat@example.co.uk', undefined],
  ['info@почта.рф', undefined],
  ['ivan@mail', 'Введите существующий email'],
  ['ivan@@mail.ru', 'Введите существующий email'],
  ['ivan mail.ru', 'Введите существующий email'],
  ['@mail.ru', 'Введите существующий email'],
  ['ivan@mail.r', 'Введите существующий email'],
]);

table('inn', inn(), [
  ['', undefined],
  ['7707083893', undefined],
  ['770708389', 'ИНН юр.лица состоит из 10 цифр'],
  ['77070838931', 'ИНН юр.лица состоит из 10 цифр'],
  ['77070838a3', 'ИНН юр.лица состоит из 10 цифр'],
]);

// One table of phones for both sides: the form's rule and the API answer each row alike (product §5 messages).
const DIGITS = 'Номер телефона содержит 11 цифр';
const INVALID = 'Некорректный номер телефона';

/** [input, the message (undefined: accepted), the number the API stores when accepted]. */
export const PHONE_CASES: [string, string | undefined, string | undefined][] = [
  ['+7 999 123 45 67', undefined, '+79991234567'],
  ['+79991234567', undefined, '+79991234567'],
  ['79991234567', undefined, '+79991234567'],
  ['8 999 123 45 67', undefined, '+79991234567'],
  ['+7 (495) 123-45-67', undefined, '+74951234567'],
  ['+7 700 123 45 67', undefined, '+77001234567'],
  ['+7 999 123 45 6', DIGITS, undefined],
  ['+7', DIGITS, undefined],
  ['999 123 45 67', DIGITS, undefined],
  ['+7 999 123 45 678', INVALID, undefined],
  ['7999123456789', INVALID, undefined],
  ['+1 999 123 45 67', INVALID, undefined],
  ['17991234567', INVALID, undefined],
  ['+8 999 123 45 67', INVALID, undefined],
  ['abc', INVALID, undefined],
  ['+7 999 abc 45 67', INVALID, undefined],
  ['позвоните мне', INVALID, undefined],
  ['+7 999.123.45.67', INVALID, undefined],
];

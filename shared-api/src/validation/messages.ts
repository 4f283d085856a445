// Validation messages of product §5, letter for letter (the hours message keeps its trailing space).
export const MESSAGES = {
  required: 'Это обязательное поле',
  footerPhoneRequired: 'Заполните, пожалуйста, поле с номером телефона',
  maxLength: 'Превышено максимальное число символов',
  oneLayout: 'Пожалуйста, используйте только одну языковую раскладку',
  lettersOnly: 'Пожалуйста, используйте только буквы, пробел и тире',
  cyrillic: 'Используйте только кириллицу',
  phoneDigits: 'Номер телефона содержит 11 цифр',
  phoneInvalid: 'Некорректный номер телефона',
  email: 'Введите существующий email',
  inn: 'ИНН юр.лица состоит из 10 цифр',
  pattern: 'Некорректные данные',
  dateFormat: 'Неверный формат даты',
  dayOver31: 'День не может быть больше 31',
  datePast: 'Дата не может быть меньше текущей',
  monthOver12: 'Месяц не может быть больше 12',
  yearFuture: 'Год не может быть больше текущего',
  bookingWindow: 'Запись доступна на месяц вперед',
  timeFormat: 'Неверный формат времени',
  hoursOver23: 'Кол-во часов в сутки не может превышать 23 ',
  minutesOver59: 'Кол-во минут не может быть больше 59',
  yearBefore1900: 'Год не может быть меньше 1900х',
} as const;

/** 'Наш офис работает в будни с H:M до H:M' with the office's hours. */
export function officeHoursMessage(from: string, to: string): string {
  return `Наш офис работает в будни с ${from} до ${to}`;
}

/** The weekend variant the API gives for an excursion time outside Saturday's or Sunday's hours. */
export function weekendHoursMessage(from: string, to: string): string {
  return `Наш офис работает в выходные с ${from} до ${to}`;
}

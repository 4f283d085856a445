// Texts of the excursion form that docs/product.md does not quote.
export const EXCURSION_TITLE = 'Запись на экскурсию';
export const VIEWING_TITLE = 'Запись на просмотр';
export const NAME_LABEL = 'Имя';
export const PHONE_LABEL = 'Телефон';
export const DATE_LABEL = 'Дата визита';
export const TIME_LABEL = 'Время';
export const SUBMIT_LABEL = 'Записаться';
export const SENDING_LABEL = 'Отправляем…';
export const FORM_NAME = 'Запись на экскурсию';
export const HOURS_TITLE = 'Часы работы офиса';

/** The API's message for a weekend visit outside the office's weekend hours (the weekday one is product §5's). */
export function weekendHoursMessage(from: string, to: string): string {
  return `Наш офис работает в выходные с ${from} до ${to}`;
}

export function successText(date: string, time: string): string {
  return `Вы записаны на ${date} в ${time}. Менеджер позвонит, чтобы подтвердить визит.`;
}

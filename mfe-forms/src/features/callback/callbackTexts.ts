// Texts of the footer form that docs/product.md does not quote (its quoted ones live in ../lead/texts.ts).
export const CALLBACK_TITLE = 'Остались вопросы?';
export const CALLBACK_LEAD = 'Оставьте номер телефона — перезвоним и ответим на все вопросы';
export const PHONE_LABEL = 'Ваш телефон';
export const SUBMIT_LABEL = 'Перезвоните мне';
export const SENDING_LABEL = 'Отправляем…';
export const SUCCESS_TEXT = 'Мы получили заявку и скоро перезвоним.';
export const FORM_NAME = 'Обратный звонок';

/** 'Форма вернётся через 5 с' */
export function countdownText(seconds: number): string {
  return `Форма вернётся через ${seconds} с`;
}

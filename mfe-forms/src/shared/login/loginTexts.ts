// Texts of the phone login (docs/product.md quotes none; the API's own messages are shown as they come).
export const LOGIN_TITLE = 'Вход по номеру телефона';
export const PHONE_LABEL = 'Телефон';
export const GET_CODE = 'Получить код';
export const CODE_LABEL = 'Код из СМС';
export const LOGIN_BUTTON = 'Войти';
export const SENDING = 'Отправляем…';
export const CHECKING = 'Проверяем…';
export const CHANGE_PHONE = 'Изменить номер';
export const RESEND = 'Отправить код ещё раз';
export const NEW_CODE_SENT = 'Новый код отправлен';
export const LOGOUT = 'Выйти';
export const LOADING = 'Загрузка…';

export function codeSentText(phone: string): string {
  return `Мы отправили код на номер ${phone}`;
}

export function resendInText(seconds: number): string {
  return `Новый код можно запросить через ${seconds} с`;
}

export function codeLengthMessage(length: number): string {
  return `Код состоит из ${length} цифр`;
}

export function loggedInText(phone: string): string {
  return `Вы вошли по номеру ${phone}`;
}

// Texts of the booking flow (SPEC.md quotes none).
import { countOf, NOUNS } from '@estate/shared-ui/format/plural';

export const BOOK_BUTTON = 'Забронировать онлайн';
export const BOOKED_NOTE = 'Вы забронировали этот объект';
export const DEFAULT_TITLE = 'Бронирование онлайн';
export const LOGIN_STEP_TITLE = 'Подтвердите номер телефона';
export const FORM_STEP_TITLE = 'Данные для договора';
export const NAME_LABEL = 'Имя и фамилия';
export const EMAIL_LABEL = 'Электронная почта';
export const EMAIL_HINT = 'Необязательно — пришлём копию договора';
export const AGREEMENT_LABEL = 'Я принимаю условия договора бронирования';
export const SUBMIT = 'Забронировать';
export const SENDING = 'Бронируем…';
export const LOADING = 'Загружаем условия бронирования…';
export const LOAD_FAILED = 'Не удалось загрузить условия бронирования.';
export const RETRY = 'Повторить';
export const FORM_NAME = 'Онлайн-бронирование';
export const STEPS_TITLE = 'Как это работает';

export function termsText(price: string, duration: number): string {
  return `Стоимость брони — ${price}, срок — ${countOf(duration, NOUNS.day)}`;
}

export function bookedText(duration: number, phone: string): string {
  return `Объект закреплён за вами на ${countOf(duration, NOUNS.day)}. Менеджер позвонит на ${phone}, чтобы оплатить бронь.`;
}

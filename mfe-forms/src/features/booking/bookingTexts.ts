// Texts of the booking flow (docs/product.md quotes none).
import { countOf, NOUNS } from '@estate/shared-ui/format/plural';
import { MONTHS_GENITIVE } from '@estate/shared-ui/format/date';

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

/** '14 марта, 09:05': Moscow time (UTC+3 all year), the sales office's. */
function moscowDayTime(iso: string): string {
  const moscow = new Date(new Date(iso).getTime() + 3 * 3_600_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${moscow.getUTCDate()} ${MONTHS_GENITIVE[moscow.getUTCMonth()]}, ${pad(moscow.getUTCHours())}:${pad(moscow.getUTCMinutes())}`;
}

/** To the visitor who booked a lot, on its page: it is theirs, and until when it is held when the hold still runs. */
export function ownBookingText(heldUntil: string | null): string {
  return heldUntil ? `${BOOKED_NOTE}: он закреплён за вами до ${moscowDayTime(heldUntil)} (мск).` : `${BOOKED_NOTE}.`;
}

/** After booking: the lot is held until `holdUntil` (ISO) for the manager's call; the paid booking lasts `duration` days. */
export function bookedText(holdUntil: string, duration: number, phone: string): string {
  return `Объект закреплён за вами до ${moscowDayTime(holdUntil)} (мск). Менеджер позвонит на ${phone}, чтобы оплатить бронь: после оплаты она действует ${countOf(duration, NOUNS.day)}.`;
}

// Visitor-visible texts quoted by docs/product.md (§4, §5, §8), letter for letter.
export const SUCCESS_TITLE = 'Спасибо!';
export const SUCCESS_BUTTON = 'Отлично';
export const FAILURE_TITLE = 'Ошибка';
export const RETRY_BUTTON = 'Попробовать еще раз';
export const INPUT_ERROR = 'Ошибка ввода текста';
export const SERVER_ERROR_MOBILE = 'Дело не в тебе. Просто ошибка со стороны сервера. Стоит попробовать еще раз';
export const SERVER_ERROR_DESKTOP = 'Ошибка со стороны сервера.';

/** product §9: the footer form returns by itself after this many seconds on mobile and tablet. */
export const SUCCESS_COUNTDOWN_SECONDS = 5;

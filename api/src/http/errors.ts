/** A 400 body: field name (or `non_field_errors`) to its Russian messages. */
export type FieldErrorsBody = Record<string, string[]>;

/** An error that becomes an HTTP response with a JSON body (Django REST style). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
  ) {
    super(typeof body.detail === 'string' ? body.detail : `HTTP ${status}`);
  }
}

export const messages = {
  notFound: 'Не найдено.',
  required: 'Это обязательное поле',
  tooLong: 'Превышено максимальное число символов',
  invalidCharacter: 'Значение содержит недопустимый символ.',
  badRequest: 'Некорректный запрос.',
  unavailable: 'Сервис временно недоступен. Попробуйте ещё раз через минуту.',
  integer: 'Введите целое число.',
  number: 'Введите число.',
  boolean: 'Введите true или false.',
  choice: (value: string) => `Выберите корректный вариант. ${value} нет среди допустимых значений.`,
  min: (min: number) => `Убедитесь, что это значение больше либо равно ${min}.`,
  max: (max: number) => `Убедитесь, что это значение меньше либо равно ${max}.`,
  serverError: 'Ошибка сервера. Попробуйте ещё раз позже.',
  tooLarge: 'Слишком большой запрос.',
  unsupportedMedia: 'Неподдерживаемый тип данных в запросе.',
  badBody: 'Некорректное тело запроса.',
  invalid: 'Некорректное значение.',
  methodNotAllowed: 'Метод не разрешён.',
};

export const notFound = (detail: string = messages.notFound) => new ApiError(404, { detail });
export const validationError = (errors: FieldErrorsBody) => new ApiError(400, errors);
export const forbidden = (detail: string) => new ApiError(403, { detail });
export const tooManyRequests = (detail: string, retryAfterSeconds?: number) =>
  new ApiError(429, retryAfterSeconds === undefined ? { detail } : { detail, retry_after: retryAfterSeconds });

/** Server-side versions of the SPEC §5 field rules, with its Russian messages letter for letter. */
export const fieldMessages = {
  required: 'Это обязательное поле',
  tooLong: 'Превышено максимальное число символов',
  mixedLayout: 'Пожалуйста, используйте только одну языковую раскладку',
  letters: 'Пожалуйста, используйте только буквы, пробел и тире',
  phoneDigits: 'Номер телефона содержит 11 цифр',
  phoneInvalid: 'Некорректный номер телефона',
  email: 'Введите существующий email',
  dateFormat: 'Неверный формат даты',
  dayOver: 'День не может быть больше 31',
  monthOver: 'Месяц не может быть больше 12',
  datePast: 'Дата не может быть меньше текущей',
  bookingWindow: 'Запись доступна на месяц вперед',
  timeFormat: 'Неверный формат времени',
  hoursOver: 'Кол-во часов в сутки не может превышать 23 ',
  minutesOver: 'Кол-во минут не может быть больше 59',
  officeHours: (from: string, to: string) => `Наш офис работает в будни с ${from} до ${to}`,
  weekendHours: (from: string, to: string) => `Наш офис работает в выходные с ${from} до ${to}`,
};

export const DEFAULT_MAX_LENGTH = 64;
export const BOOKING_WINDOW_DAYS = 31;

export type Check<T> = { ok: true; value: T } | { ok: false; message: string };

/**
 * Russian phone: +7 and ten digits (a leading 8 counts as +7), punctuation allowed. Fewer than 11 digits gets the
 * digits message; anything else wrong (letters, too many digits, not a Russian number) the invalid message.
 */
export function checkPhone(raw: string): Check<string> {
  const value = raw.trim();
  if (value === '') return { ok: false, message: fieldMessages.required };
  if (!/^[\d\s()+-]+$/.test(value)) return { ok: false, message: fieldMessages.phoneInvalid };
  const digits = value.replace(/\D/g, '');
  if (digits.length < 11) return { ok: false, message: fieldMessages.phoneDigits };
  if (digits.length > 11) return { ok: false, message: fieldMessages.phoneInvalid };
  const national = digits.slice(1);
  if (!(digits[0] === '7' || digits[0] === '8') || !/^[3489]/.test(national))
    return { ok: false, message: fieldMessages.phoneInvalid };
  if (value.includes('+') && !value.startsWith('+7'))
    return { ok: false, message: fieldMessages.phoneInvalid };
  return { ok: true, value: `+7${national}` };
}

/** Letters (one layout), spaces, hyphens and apostrophes; up to `maxLength`. */
export function checkName(raw: string, maxLength = DEFAULT_MAX_LENGTH): Check<string> {
  const value = raw.trim().replace(/\s+/g, ' ');
  if (value === '') return { ok: false, message: fieldMessages.required };
  if (value.length > maxLength) return { ok: false, message: fieldMessages.tooLong };
  if (!/^[A-Za-zА-Яа-яЁё\s'’-]+$/.test(value)) return { ok: false, message: fieldMessages.letters };
  if (/[A-Za-z]/.test(value) && /[А-Яа-яЁё]/.test(value))
    return { ok: false, message: fieldMessages.mixedLayout };
  return { ok: true, value };
}

export function checkEmail(raw: string): Check<string> {
  const value = raw.trim();
  if (value === '') return { ok: false, message: fieldMessages.required };
  if (value.length > 254) return { ok: false, message: fieldMessages.tooLong };
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(value)) return { ok: false, message: fieldMessages.email };
  return { ok: true, value: value.toLowerCase() };
}

export function checkText(raw: string, maxLength: number): Check<string> {
  const value = raw.trim();
  if (value === '') return { ok: false, message: fieldMessages.required };
  if (value.length > maxLength) return { ok: false, message: fieldMessages.tooLong };
  return { ok: true, value };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** dd.mm.yyyy, not in the past and at most 31 days ahead of `today` (Moscow local date as YYYY-MM-DD). */
export function checkBookingDate(raw: string, today: string): Check<string> {
  const match = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(raw.trim());
  if (!match)
    return { ok: false, message: raw.trim() === '' ? fieldMessages.required : fieldMessages.dateFormat };
  const day = Number(match[1]);
  const month = Number(match[2]);
  const year = Number(match[3]);
  if (day > 31) return { ok: false, message: fieldMessages.dayOver };
  if (month > 12) return { ok: false, message: fieldMessages.monthOver };
  const date = new Date(Date.UTC(year, month - 1, day));
  if (day === 0 || month === 0 || date.getUTCDate() !== day)
    return { ok: false, message: fieldMessages.dateFormat };
  const iso = `${year}-${pad(month)}-${pad(day)}`;
  if (iso < today) return { ok: false, message: fieldMessages.datePast };
  const limit = new Date(`${today}T00:00:00Z`);
  limit.setUTCDate(limit.getUTCDate() + BOOKING_WINDOW_DAYS);
  if (date.getTime() > limit.getTime()) return { ok: false, message: fieldMessages.bookingWindow };
  return { ok: true, value: iso };
}

/** hh:mm or hh.mm. */
export function checkTime(raw: string): Check<string> {
  const match = /^(\d{1,2})[:.](\d{2})$/.exec(raw.trim());
  if (!match)
    return { ok: false, message: raw.trim() === '' ? fieldMessages.required : fieldMessages.timeFormat };
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 23) return { ok: false, message: fieldMessages.hoursOver };
  if (minutes > 59) return { ok: false, message: fieldMessages.minutesOver };
  return { ok: true, value: `${pad(hours)}:${pad(minutes)}` };
}

/** Today's date in Moscow (UTC+3, no DST) as YYYY-MM-DD. */
export function moscowToday(now: Date): string {
  return new Date(now.getTime() + 3 * 3600_000).toISOString().slice(0, 10);
}

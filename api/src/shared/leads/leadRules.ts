import { MESSAGES, officeHoursMessage, weekendHoursMessage } from '@estate/shared-api/validation/messages';
import type { LeadType, LeadTypeSpec } from './leadSchemas';
import type { OfficeHours } from '../schemas/commonSchemas';
import type { FieldErrorsBody as ValidationErrors } from '../../http/errors';
import { checkBookingDate, checkEmail, checkName, checkPhone, checkText, checkTime, type Check } from '../../domain/fieldRules';
import { messages } from '../../http/errors';

export const LEAD_TYPES: Record<LeadType, string> = {
  questions: 'Обратный звонок (форма в подвале)',
  callback: 'Обратный звонок',
  consultation: 'Консультация',
  mortgage: 'Заявка на ипотеку',
  excursion: 'Запись на экскурсию',
  viewing: 'Запись на просмотр объекта',
};

const FIELD_LABELS: Record<string, string> = {
  phone: 'Телефон',
  name: 'Имя',
  email: 'E-mail',
  comment: 'Комментарий',
  date: 'Дата',
  time: 'Время',
  excursion: 'Экскурсия',
  property: 'Объект',
};

/** Fields each lead type takes; `true` marks the required ones (phone, url and site_city always are). */
const TYPE_FIELDS: Record<LeadType, Record<string, boolean>> = {
  questions: { phone: true },
  callback: { phone: true, name: false, comment: false },
  consultation: { phone: true, name: false, email: false, comment: false, property: false },
  mortgage: { phone: true, name: false, email: false, property: false },
  excursion: { phone: true, name: true, date: true, time: true, excursion: true, comment: false },
  viewing: { phone: true, name: true, date: true, time: true, property: true, comment: false },
};

/** A lot that cannot be viewed: unknown, or no longer on sale. */
export const LOT_NOT_ON_SALE = 'Этот объект уже не продаётся — выберите другой';

const MAX: Record<string, number> = { name: 64, comment: 1000, url: 2048, utm: 2000, ym_uid: 32 };

export function leadTypeSpecs(): LeadTypeSpec[] {
  return (Object.keys(TYPE_FIELDS) as LeadType[]).map((value) => ({
    value,
    label: LEAD_TYPES[value],
    fields: Object.entries(TYPE_FIELDS[value]).map(([name, required]) => ({ name, label: FIELD_LABELS[name] ?? name, required, ...(MAX[name] && { max_length: MAX[name] }) })),
  }));
}

export interface LeadInput {
  type: LeadType;
  phone: string;
  url: string;
  siteCity: string;
  ymUid: string | null;
  utm: string | null;
  name: string | null;
  email: string | null;
  comment: string | null;
  property: number | null;
  excursion: number | null;
  office: number | null;
  date: string | null;
  time: string | null;
}

/** The place a visit (an excursion or a lot's viewing) is at: its office hours, for the time check. */
export interface ExcursionPlace {
  officeId: number;
  excursionId: number | null;
  hours: OfficeHours[];
}

export interface LeadContext {
  cities: readonly string[];
  today: string;
  findPlace: (excursion: number | null, office: number | null) => Promise<ExcursionPlace | null>;
  /** the office where a lot on sale is shown (null: no such lot on sale) */
  findViewingPlace: (lot: number) => Promise<ExcursionPlace | null>;
}

function isoWeekday(iso: string): number {
  const day = new Date(`${iso}T12:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

/** The message for a visit at `time` on `date` (ISO) outside the office's hours of that weekday, else null. */
function outsideOfficeHours(officeHours: OfficeHours[], date: string, time: string): string | null {
  const weekday = isoWeekday(date);
  const hours = officeHours.find((item) => item.weekdays.includes(weekday));
  if (hours && time >= hours.from && time <= hours.to) return null;
  const weekdayHours = officeHours.find((item) => item.weekdays.includes(1));
  if (weekday >= 6 && hours) return weekendHoursMessage(hours.from, hours.to);
  return officeHoursMessage(weekdayHours?.from ?? '09:00', weekdayHours?.to ?? '20:00');
}

/** Validates a lead form; every problem is collected as `{field: [message]}`. */
export async function validateLead(form: Record<string, string>, context: LeadContext): Promise<{ lead: LeadInput | null; errors: ValidationErrors; place: ExcursionPlace | null }> {
  const errors: ValidationErrors = {};
  const fail = (field: string, message: string) => (errors[field] ??= []).push(message);
  const take = <T>(field: string, check: Check<T>): T | null => {
    if (check.ok) return check.value;
    fail(field, check.message);
    return null;
  };
  const present = (field: string) => (form[field] ?? '').trim() !== '';

  const typeRaw = (form.type ?? '').trim();
  let type: LeadType | null = null;
  if (typeRaw === '') fail('type', MESSAGES.required);
  else if (typeRaw in TYPE_FIELDS) type = typeRaw as LeadType;
  else fail('type', messages.choice(typeRaw));

  const phone = take('phone', checkPhone(form.phone ?? ''));
  const url = take('url', checkText(form.url ?? '', MAX.url ?? 2048));
  const cityRaw = (form.site_city ?? '').trim();
  if (cityRaw === '') fail('site_city', MESSAGES.required);
  else if (!context.cities.includes(cityRaw)) fail('site_city', messages.choice(cityRaw));
  const optional = (field: string, max: number) => (present(field) ? take(field, checkText(form[field] ?? '', max)) : null);
  const ymUid = optional('ym_uid', MAX.ym_uid ?? 32);
  if (ymUid !== null && !/^\d+$/.test(ymUid)) fail('ym_uid', messages.integer);
  const utm = optional('utm', MAX.utm ?? 2000);

  const fields = type ? TYPE_FIELDS[type] : {};
  const wants = (field: string) => field in fields && (fields[field] || present(field));
  const name = wants('name') ? take('name', checkName(form.name ?? '')) : null;
  const email = wants('email') ? take('email', checkEmail(form.email ?? '')) : null;
  const comment = wants('comment') ? take('comment', checkText(form.comment ?? '', MAX.comment ?? 1000)) : null;
  const readId = (field: string): number | null => {
    if (!present(field)) return null;
    const raw = (form[field] ?? '').trim();
    if (!/^\d{1,9}$/.test(raw)) {
      fail(field, messages.integer);
      return null;
    }
    return Number(raw);
  };
  const property = 'property' in fields ? readId('property') : null;

  let date: string | null = null;
  let time: string | null = null;
  let excursion: number | null = null;
  let office: number | null = null;
  let place: ExcursionPlace | null = null;
  if (type === 'viewing' && property === null && !errors.property) fail('property', MESSAGES.required);
  if (type === 'excursion' || type === 'viewing') {
    date = take('date', checkBookingDate(form.date ?? '', context.today));
    time = take('time', checkTime(form.time ?? ''));
  }
  if (type === 'viewing' && property !== null) {
    place = await context.findViewingPlace(property);
    if (!place) fail('property', LOT_NOT_ON_SALE);
  }
  if (type === 'excursion') {
    excursion = readId('excursion');
    office = readId('office');
    if (excursion === null && office === null && !errors.excursion && !errors.office) fail('excursion', MESSAGES.required);
    else if (!errors.excursion && !errors.office) {
      place = await context.findPlace(excursion, office);
      if (!place) fail(excursion !== null ? 'excursion' : 'office', messages.choice(String(excursion ?? office)));
    }
  }
  if (place && date && time) {
    const outside = outsideOfficeHours(place.hours, date, time);
    if (outside) fail('time', outside);
  }

  if (Object.keys(errors).length > 0 || !type || !phone || !url) return { lead: null, errors, place };
  return {
    lead: { type, phone, url, siteCity: cityRaw, ymUid, utm, name, email, comment, property, excursion: place?.excursionId ?? excursion, office: place?.officeId ?? office, date, time },
    errors,
    place,
  };
}

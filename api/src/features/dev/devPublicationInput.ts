import type { PublicationType } from '@estate/shared-api/dto/publications';
import type { ValidationErrors } from '@estate/shared-api/dto/common';
import { messages } from '../../http/errors';
import { PUBLICATION_TYPES } from '../../shared/publications/publicationRows';

/** Django REST Framework's Russian messages for the checks the lead and query readers do not have. */
export const devPublicationMessages = {
  notObject: (got: string) => `Недопустимые данные. Ожидался dictionary, но был получен ${got}.`,
  notString: 'Недопустимая строка.',
  notList: (got: string) => `Ожидался list со значениями, но был получен "${got}".`,
  tooManyItems: (max: number) => `Убедитесь, что это поле содержит не более ${max} элементов.`,
  slug: 'Введите корректный "slug", состоящий из букв, цифр, знаков подчеркивания или дефисов.',
  slugTaken: 'Публикация с таким slug уже существует.',
  datetime: 'Неправильный формат datetime. Используйте один из этих форматов: YYYY-MM-DDThh:mm[:ss[.uuuuuu]][+HH:MM|-HH:MM|Z].',
};

const MAX = { slug: 200, title: 300, lead: 2000, image: 500, images: 50 };
const SLUG = /^[-a-zA-Z0-9_]+$/;
const ISO_DATETIME = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,6})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/** A checked `POST /api/dev/publications/` body. */
export interface DevPublicationInput {
  cityId: number;
  type: PublicationType;
  /** null: derive one from the title. */
  slug: string | null;
  title: string;
  lead: string;
  body: string;
  /** A stored image path without `/img/`; null: a seeded press cover. */
  cover: string | null;
  images: string[];
  forOwners: boolean;
  /** null: now. */
  publishedAt: Date | null;
}

const typeName = (value: unknown): string => (value === null ? 'null' : Array.isArray(value) ? 'list' : typeof value);

/** `/img/press/cover-1.jpg` and `press/cover-1.jpg` both name the stored image `press/cover-1.jpg`. */
const storedImagePath = (value: string): string => value.trim().replace(/^\/img\//, '').replace(/^\/+/, '');

/** Checks the body field by field; every problem is collected as `{field: [message]}`. */
export function readDevPublicationInput(body: unknown, cities: readonly { id: number; slug: string }[]): { input: DevPublicationInput | null; errors: ValidationErrors } {
  const errors: ValidationErrors = {};
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    return { input: null, errors: { non_field_errors: [devPublicationMessages.notObject(typeName(body))] } };
  }
  const form = body as Record<string, unknown>;
  const fail = (field: string, message: string) => (errors[field] ??= []).push(message);
  const given = (field: string) => form[field] !== undefined && form[field] !== null;

  const text = (field: string, options: { required: boolean; max?: number; trim?: boolean }): string | null => {
    const raw = form[field];
    if (raw === undefined || raw === null || raw === '') {
      if (options.required) fail(field, messages.required);
      return null;
    }
    if (typeof raw !== 'string') {
      fail(field, devPublicationMessages.notString);
      return null;
    }
    const value = options.trim === false ? raw : raw.trim();
    if (options.required && raw.trim() === '') {
      fail(field, messages.required);
      return null;
    }
    if (options.max !== undefined && value.length > options.max) {
      fail(field, messages.tooLong);
      return null;
    }
    return value;
  };

  const citySlug = text('city', { required: true });
  const city = citySlug === null ? undefined : cities.find((item) => item.slug === citySlug);
  if (citySlug !== null && !city) fail('city', messages.choice(citySlug));

  const typeRaw = text('type', { required: true });
  const type = PUBLICATION_TYPES.find((item) => item === typeRaw);
  if (typeRaw !== null && !type) fail('type', messages.choice(typeRaw));

  const slug = text('slug', { required: false, max: MAX.slug });
  if (slug !== null && !SLUG.test(slug)) fail('slug', devPublicationMessages.slug);

  const title = text('title', { required: true, max: MAX.title });
  const lead = text('lead', { required: false, max: MAX.lead }) ?? '';
  // The body is stored exactly as sent: that is the point of this endpoint (GET sanitises it).
  const rawBody = text('body', { required: true, trim: false });

  const coverRaw = text('cover', { required: false, max: MAX.image });
  const cover = coverRaw === null ? null : storedImagePath(coverRaw) || null;

  const images: string[] = [];
  if (given('images')) {
    const list = form.images;
    if (!Array.isArray(list)) fail('images', devPublicationMessages.notList(typeName(list)));
    else if (list.length > MAX.images) fail('images', devPublicationMessages.tooManyItems(MAX.images));
    else if (!list.every((item): item is string => typeof item === 'string' && item.trim() !== '')) fail('images', devPublicationMessages.notString);
    else if (list.some((item) => item.length > MAX.image)) fail('images', messages.tooLong);
    else images.push(...list.map(storedImagePath));
  }

  let forOwners = false;
  if (given('for_owners')) {
    const raw = form.for_owners;
    if (raw === true || raw === 'true') forOwners = true;
    else if (raw === false || raw === 'false') forOwners = false;
    else fail('for_owners', messages.boolean);
  }

  let publishedAt: Date | null = null;
  const publishedRaw = text('published_at', { required: false });
  if (publishedRaw !== null) {
    const parsed = new Date(publishedRaw);
    if (!ISO_DATETIME.test(publishedRaw) || Number.isNaN(parsed.getTime())) fail('published_at', devPublicationMessages.datetime);
    else publishedAt = parsed;
  }

  if (Object.keys(errors).length > 0 || !city || !type || title === null || rawBody === null) return { input: null, errors };
  return { input: { cityId: city.id, type, slug, title, lead, body: rawBody, cover, images, forOwners, publishedAt }, errors };
}

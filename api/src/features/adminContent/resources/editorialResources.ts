import { Type } from 'typebox';
import { slugify } from '../../../domain/slugify';
import type { ContentResource } from '../contentResource';
import { field, optional } from '../fields';

const menuCard = {
  id: field.int('Номер', 1, 1_000_000),
  image: field.image('Изображение'),
  title: field.text('Заголовок'),
  description: field.textarea('Текст', 500),
  link: field.text('Ссылка'),
  text_color: field.text('Цвет текста', 20),
  button_text: field.text('Текст кнопки', 60),
  button_text_color: field.text('Цвет текста кнопки', 20),
};

export const PUBLICATION_STATUSES = { draft: 'Черновик', scheduled: 'Запланирована', published: 'Опубликована' };

/**
 * A publication's status follows its time: one not a draft is published once its time has come and scheduled until
 * then (the scheduler publishes it at that moment: `publicationSchedule`). A new one gets a slug from its title.
 */
export const publications: ContentResource = {
  name: 'publications',
  label: 'Публикации',
  table: 'publications',
  key: 'id',
  permission: 'editorial',
  scope: 'content',
  title: 'title',
  order: 'published_at desc, id desc',
  filters: ['city_id', 'type', 'status'],
  fields: {
    title: field.text('Заголовок'),
    type: field.choice('Раздел', { news: 'Новости', telegram: 'Telegram' }),
    city_id: field.ref('Город', 'cities'),
    project_id: optional(field.ref('Проект', 'projects')),
    lead: field.textarea('Анонс', 1_000),
    body: field.html('Текст'),
    cover: field.image('Обложка'),
    images: field.images('Галерея'),
    telegram_url: optional(field.url('Ссылка на пост в Telegram')),
    for_owners: field.bool('Для собственников'),
    status: field.choice('Статус', PUBLICATION_STATUSES),
    published_at: field.dateTime('Дата публикации'),
  },
  readOnly: { slug: field.text('Адрес (slug)') },
  create: true,
  update: true,
  remove: true,
  prepare: (values, { now, id }) => {
    const at = new Date(String(values.published_at));
    const status = values.status === 'draft' ? 'draft' : at > now ? 'scheduled' : 'published';
    return { ...values, status, updated_at: now, ...(id === undefined && { slug: `${slugify(String(values.title), 80) || 'publication'}-${Date.now().toString(36)}` }) };
  },
};

/** The personal-data agreement: versions are added, never changed (leads keep the version they agreed to). */
export const agreements: ContentResource = {
  name: 'agreements',
  label: 'Согласие на обработку ПД',
  table: 'personal_data_agreements',
  key: 'version',
  permission: 'editorial',
  scope: 'content',
  title: 'version',
  order: 'published_at desc, version desc',
  fields: {
    version: Type.String({ title: 'Версия', maxLength: 40, pattern: '^[0-9A-Za-z._-]+$' }),
    title: field.text('Заголовок'),
    text: field.html('Текст'),
    published_at: field.date('Действует с'),
  },
  readOnly: { is_current: field.bool('Действующая') },
  create: true,
  update: false,
  remove: false,
  afterCreate: async (tx, row) => {
    await tx.query('update personal_data_agreements set is_current = (version = $1)', [row.version]);
  },
};

export const basePages: ContentResource = {
  name: 'base_pages',
  label: 'Базовые данные',
  table: 'base_pages',
  key: 'city_id',
  permission: 'editorial',
  scope: 'content',
  title: 'inn',
  order: 'city_id',
  fields: {
    central_sales_office: field.record('Центральный офис продаж', {
      phone_number: field.text('Телефон', 30),
      email: field.text('E-mail', 254),
      address: field.text('Адрес'),
      coords: field.record('Координаты', { lat: field.number('Широта', -90, 90), lng: field.number('Долгота', -180, 180) }),
    }),
    inn: field.text('ИНН', 12),
    copyright: field.textarea('Копирайт', 1_000),
    menu_bottom_center_text: field.textarea('Текст в меню', 1_000),
    social_links: field.list('Социальные сети', { link: field.text('Ссылка'), icon: field.text('Иконка', 60), icon_content: field.text('Подпись', 60) }),
    privacy_policy: field.html('Политика конфиденциальности'),
    mortgage_text_in_menu: field.textarea('Текст об ипотеке в меню', 1_000),
  },
  create: false,
  update: true,
  remove: false,
};

export const menuPromoCards: ContentResource = {
  name: 'menu_promo_cards',
  label: 'Промо-карточки меню',
  table: 'base_pages',
  key: 'city_id',
  permission: 'promo',
  scope: 'content',
  title: 'city_id',
  order: 'city_id',
  fields: {
    cards_in_property_menu: field.list('Карточки в меню «Недвижимость»', menuCard),
    cards_in_purchase_menu: field.list('Карточки в меню «Способы покупки»', menuCard),
  },
  create: false,
  update: true,
  remove: false,
};

export const mainPages: ContentResource = {
  name: 'main_pages',
  label: 'Главная страница',
  table: 'main_pages',
  key: 'city_id',
  permission: 'editorial',
  scope: 'content',
  title: 'title',
  order: 'city_id',
  fields: {
    title: field.text('Заголовок'),
    subtitle: field.textarea('Подзаголовок', 1_000),
    slides: field.list('Слайды', {
      id: field.int('Номер', 1, 1_000_000),
      title: field.text('Заголовок'),
      text: field.textarea('Текст', 1_000),
      image: field.image('Изображение'),
      link: field.text('Ссылка'),
      button_text: field.text('Текст кнопки', 60),
    }),
    advantages: field.list('Преимущества', { title: field.text('Заголовок', 100), text: field.text('Текст') }),
  },
  create: false,
  update: true,
  remove: false,
};

/** The about page's company text and figures, the booking texts: blocks of JSON by key. */
export const contentBlocks: ContentResource = {
  name: 'content_blocks',
  label: 'Страницы: о компании, бронирование',
  table: 'content_blocks',
  key: 'key',
  permission: 'editorial',
  scope: 'content',
  title: 'key',
  order: 'key',
  fields: { data: field.json('Содержимое (JSON)') },
  readOnly: { key: field.text('Блок', 60) },
  create: false,
  update: true,
  remove: false,
};

export const selectionCards: ContentResource = {
  name: 'selection_cards',
  label: 'Подборки на главной',
  table: 'selection_cards',
  key: 'id',
  permission: 'editorial',
  scope: 'content',
  title: 'title',
  order: 'city_id, sort, id',
  filters: ['city_id'],
  fields: {
    city_id: field.ref('Город', 'cities'),
    title: field.text('Заголовок'),
    description: field.textarea('Описание', 1_000),
    image: field.image('Изображение'),
    link: field.text('Ссылка'),
    endpoint: field.choice('Что считать', { flats: 'Квартиры', commercial: 'Коммерция', parking: 'Машино-места', storage: 'Кладовые' }),
    query: field.json('Фильтр подсчёта (JSON)'),
    sort: field.int('Порядок', 0, 10_000),
  },
  create: true,
  update: true,
  remove: true,
};

export const promos: ContentResource = {
  name: 'promos',
  label: 'Акции',
  table: 'promos',
  key: 'id',
  permission: 'promo',
  scope: 'content',
  title: 'title',
  order: 'city_id, sort, id',
  filters: ['city_id'],
  fields: {
    city_id: field.ref('Город', 'cities'),
    project_id: optional(field.ref('Проект', 'projects')),
    title: field.text('Заголовок'),
    text: field.textarea('Текст', 1_000),
    image: field.image('Изображение'),
    link: field.text('Ссылка'),
    button_text: field.text('Текст кнопки', 60),
    color: field.text('Цвет', 20),
    date_from: field.date('Действует с'),
    date_to: field.date('Действует по'),
    sort: field.int('Порядок', 0, 10_000),
  },
  create: true,
  update: true,
  remove: true,
};

import type { ContentResource } from '../contentResource';
import { field, optional } from '../fields';

/** Avito's house types (`HouseType`). */
export const AVITO_HOUSE_TYPES = {
  Монолитный: 'Монолитный',
  'Монолитно-кирпичный': 'Монолитно-кирпичный',
  Кирпичный: 'Кирпичный',
  Панельный: 'Панельный',
  Блочный: 'Блочный',
  Деревянный: 'Деревянный',
};

/** How a new-build flat is sold (Avito's `SaleMethod`): under construction by a shared-construction contract. */
export const AVITO_SALE_METHODS = {
  'Договор участия в долевом строительстве': 'Договор участия в долевом строительстве (ДДУ)',
  'Договор купли-продажи': 'Договор купли-продажи',
  'Уступка права требования': 'Уступка права требования',
};

/** Project texts and photos and the classifieds' ids; name, city, lots and prices stay the sales system's. */
export const projects: ContentResource = {
  name: 'projects',
  label: 'Проекты',
  table: 'projects',
  key: 'id',
  permission: 'projects',
  scope: 'catalogue',
  title: 'name',
  order: 'city_id, sort, id',
  filters: ['city_id'],
  fields: {
    short_description: field.textarea('Краткое описание', 1_000),
    description: field.html('Описание'),
    district: field.text('Район'),
    address: field.text('Адрес'),
    image: field.image('Главное изображение'),
    gallery: field.images('Галерея'),
    badges: field.tags('Метки'),
    declaration_url: field.url('Проектная декларация (наш.дом.рф)'),
    yandex_building_id: optional(field.text('Яндекс Недвижимость: yandex-building-id', 40)),
    cian_jk_id: optional(field.text('ЦИАН: id ЖК', 40)),
    avito_development_id: optional(field.text('Авито: NewDevelopmentId ЖК', 40)),
  },
  readOnly: { name: field.text('Название'), slug: field.text('Адрес (slug)'), city_id: field.ref('Город', 'cities') },
  create: false,
  update: true,
  remove: false,
};

export const buildings: ContentResource = {
  name: 'buildings',
  label: 'Корпуса',
  table: 'buildings',
  key: 'id',
  permission: 'projects',
  scope: 'catalogue',
  title: 'name',
  order: 'project_id, number, id',
  filters: ['project_id'],
  fields: {
    yandex_house_id: optional(field.text('Яндекс Недвижимость: yandex-house-id', 40)),
    cian_house_id: optional(field.text('ЦИАН: id корпуса', 40)),
    avito_development_id: optional(field.text('Авито: NewDevelopmentId корпуса', 40)),
    avito_house_type: optional(field.choice('Авито: тип дома (HouseType)', AVITO_HOUSE_TYPES)),
    avito_sale_method: optional(field.choice('Авито: способ продажи (SaleMethod)', AVITO_SALE_METHODS)),
  },
  readOnly: { name: field.text('Корпус'), project_id: field.ref('Проект', 'projects'), floors_total: field.int('Этажей', 1, 200) },
  create: false,
  update: true,
  remove: false,
};

export const progressReports: ContentResource = {
  name: 'progress_reports',
  label: 'Ход строительства',
  table: 'progress_reports',
  key: 'id',
  permission: 'projects',
  scope: 'content',
  title: 'title',
  order: 'year desc, month desc, id desc',
  filters: ['project_id'],
  fields: {
    project_id: field.ref('Проект', 'projects'),
    year: field.int('Год', 2000, 2100),
    month: field.int('Месяц', 1, 12),
    title: field.text('Заголовок'),
    text: field.textarea('Текст', 5_000),
    photos: field.images('Фотографии'),
    published_at: field.date('Дата публикации'),
  },
  create: true,
  update: true,
  remove: true,
};

export const documents: ContentResource = {
  name: 'documents',
  label: 'Документы',
  table: 'documents',
  key: 'id',
  permission: 'projects',
  scope: 'content',
  title: 'title',
  order: 'published_at desc, id desc',
  filters: ['project_id', 'type'],
  fields: {
    project_id: field.ref('Проект', 'projects'),
    type: field.choice('Тип', {
      declaration: 'Проектная декларация',
      declaration_change: 'Изменения в проектную декларацию',
      permit: 'Разрешение на строительство',
      land: 'Документы на землю',
      conclusion: 'Заключение о соответствии',
    }),
    title: field.text('Название'),
    url: field.pdf('Файл PDF или ссылка'),
    file_size: optional(field.int('Размер, байт', 0, 100_000_000)),
    published_at: field.date('Дата'),
  },
  create: true,
  update: true,
  remove: true,
};

export const infraPoints: ContentResource = {
  name: 'infra_points',
  label: 'Инфраструктура',
  table: 'infra_points',
  key: 'id',
  permission: 'projects',
  scope: 'content',
  title: 'name',
  order: 'project_id, id',
  filters: ['project_id', 'category_id'],
  fields: {
    project_id: field.ref('Проект', 'projects'),
    category_id: field.ref('Категория', 'infra_categories'),
    name: field.text('Название'),
    address: field.text('Адрес'),
    lat: field.number('Широта', -90, 90),
    lng: field.number('Долгота', -180, 180),
    walking_minutes: field.int('Пешком, минут', 0, 600),
    metro_line: optional(field.text('Линия метро', 100)),
    metro_color: optional(field.text('Цвет линии', 20)),
  },
  create: true,
  update: true,
  remove: true,
};

export const offices: ContentResource = {
  name: 'offices',
  label: 'Офисы продаж',
  table: 'offices',
  key: 'id',
  permission: 'projects',
  scope: 'content',
  title: 'name',
  order: 'city_id, sort, id',
  filters: ['city_id', 'project_id'],
  fields: {
    city_id: field.ref('Город', 'cities'),
    project_id: optional(field.ref('Проект', 'projects')),
    name: field.text('Название'),
    address: field.text('Адрес'),
    lat: field.number('Широта', -90, 90),
    lng: field.number('Долгота', -180, 180),
    phone: field.text('Телефон', 30),
    email: field.text('E-mail', 254),
    hours: field.list('Часы работы', {
      days: field.text('Дни', 40),
      weekdays: { ...field.tags('Дни недели (1–7)'), items: { type: 'integer', minimum: 1, maximum: 7 } },
      from: field.text('С', 5),
      to: field.text('До', 5),
    }),
    is_central: field.bool('Центральный офис'),
    metro: optional(field.text('Метро', 100)),
    image: field.image('Фотография'),
    sort: field.int('Порядок', 0, 10_000),
  },
  create: true,
  update: true,
  remove: true,
};

/** Lists to choose from in forms (read only). */
export const cities: ContentResource = {
  name: 'cities',
  label: 'Города',
  table: 'cities',
  key: 'id',
  permission: 'staff',
  scope: 'content',
  title: 'title',
  order: 'sort, id',
  fields: {},
  readOnly: { title: field.text('Город'), slug: field.text('Адрес (slug)') },
  create: false,
  update: false,
  remove: false,
};

export const infraCategories: ContentResource = {
  ...cities,
  name: 'infra_categories',
  label: 'Категории инфраструктуры',
  table: 'infra_categories',
  readOnly: { name: field.text('Категория'), slug: field.text('Адрес (slug)') },
  title: 'name',
};

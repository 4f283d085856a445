import type { Prng } from './prng';
import { imagePaths } from './images/imagePaths';
import { slugify } from '../domain/slugify';

export interface PublicationRow {
  id: number;
  city_id: number;
  project_id: number | null;
  type: 'news' | 'telegram';
  slug: string;
  title: string;
  lead: string;
  body: string;
  cover: string;
  images: string[];
  telegram_url: string | null;
  for_owners: boolean;
  published_at: string;
}

interface ProjectRef {
  id: number;
  name: string;
  cityId: number;
}

const MONTHS_GENITIVE = ['января', 'февраля', 'марта', 'апреля', 'мая', 'июня', 'июля', 'августа', 'сентября', 'октября', 'ноября', 'декабря'];
const MONTHS_NOMINATIVE = ['январь', 'февраль', 'март', 'апрель', 'май', 'июнь', 'июль', 'август', 'сентябрь', 'октябрь', 'ноябрь', 'декабрь'];

type Template = (p: { project: string; n: number; month: number; year: number }) => { title: string; lead: string; paragraphs: string[] };

const newsTemplates: Template[] = [
  ({ project, n }) => ({
    title: `Стартовали продажи в корпусе ${n} квартала «${project}»`,
    lead: `В продаже появились квартиры от студий до четырёхкомнатных с отделкой и без.`,
    paragraphs: [
      `Корпус ${n} квартала «${project}» открыт для бронирования. Покупателям доступны студии, одно-, двух-, трёх- и четырёхкомнатные квартиры, а также кладовые и машино-места в подземном паркинге.`,
      'На старте продаж действуют специальные цены и рассрочка без удорожания на 24 месяца. Семьи с детьми могут воспользоваться семейной ипотекой.',
      'Записаться на экскурсию в шоу-рум можно на сайте или по телефону офиса продаж.',
    ],
  }),
  ({ project, n }) => ({
    title: `В ЖК «${project}» завершён монолитный каркас корпуса ${n}`,
    lead: 'Строители перешли к фасадным работам и монтажу инженерных систем.',
    paragraphs: [
      `На корпусе ${n} квартала «${project}» завершены монолитные работы. Сейчас бригады монтируют навесной вентилируемый фасад и остекление.`,
      'Параллельно идут работы по прокладке внутренних инженерных сетей: отопления, водоснабжения и электрики.',
      'Строительство идёт по графику, ввод дома в эксплуатацию запланирован в срок, указанный в проектной декларации.',
    ],
  }),
  ({ project }) => ({
    title: `«${project}»: получено разрешение на ввод в эксплуатацию`,
    lead: 'Дом принят государственной комиссией, скоро начнётся выдача ключей.',
    paragraphs: [
      `Государственная комиссия приняла дом в квартале «${project}». Получено разрешение на ввод объекта в эксплуатацию.`,
      'Выдача ключей начнётся через месяц: управляющая компания направит приглашения всем участникам долевого строительства.',
    ],
  }),
  ({ month, year }) => ({
    title: `Семейная ипотека: что изменилось с 1 ${MONTHS_GENITIVE[month - 1]} ${year} года`,
    lead: 'Разбираем новые условия льготной программы вместе с нашими банками-партнёрами.',
    paragraphs: [
      'Ставка по семейной ипотеке остаётся на уровне 6 % годовых для семей с ребёнком до 6 лет. Минимальный первоначальный взнос — 20 %.',
      'Полная стоимость кредита зависит от банка и условий страхования. Ипотечные менеджеры офиса продаж помогут подобрать программу и подать заявку сразу в несколько банков.',
    ],
  }),
  ({ project }) => ({
    title: `Открыт шоу-рум с отделкой в квартале «${project}»`,
    lead: 'Посмотрите вживую варианты отделки White box и чистовой отделки.',
    paragraphs: [
      `В квартале «${project}» открылся шоу-рум, где собраны образцы квартир с разными вариантами отделки.`,
      'Экскурсии проводятся ежедневно с 10:00 до 20:00 по предварительной записи.',
    ],
  }),
  ({ project, month }) => ({
    title: `Ход строительства «${project}»: итоги месяца — ${MONTHS_NOMINATIVE[month - 1]}`,
    lead: 'Рассказываем, что сделано на площадке за месяц.',
    paragraphs: [
      `За месяц на площадке квартала «${project}» смонтировано четыре этажа монолитного каркаса, продолжается кладка наружных стен.`,
      'В подземной части завершена гидроизоляция, начаты работы по устройству рампы паркинга.',
      'Фотоотчёт доступен в разделе «Ход строительства» на странице проекта.',
    ],
  }),
  ({ project }) => ({
    title: `Скидки до 12 % на квартиры с отделкой в ЖК «${project}»`,
    lead: 'Акция действует на ограниченный пул квартир в сданных и строящихся корпусах.',
    paragraphs: [
      `До конца месяца квартиры с чистовой отделкой в ЖК «${project}» можно купить со скидкой до 12 %.`,
      'Скидка суммируется с рассрочкой и не зависит от способа покупки. Подробности уточняйте в офисе продаж.',
    ],
  }),
  ({ project }) => ({
    title: `Во дворах ЖК «${project}» высадили 300 деревьев`,
    lead: 'Липы, клёны и яблони появились на бульваре и во внутренних дворах.',
    paragraphs: [
      `В рамках благоустройства квартала «${project}» высажено 300 крупномерных деревьев и более 2000 кустарников.`,
      'Весной работы продолжатся: появятся цветники, зоны тихого отдыха и новая детская площадка.',
    ],
  }),
  () => ({
    title: 'Как выбрать планировку для семьи с детьми',
    lead: 'Пять вопросов, которые стоит задать себе до покупки.',
    paragraphs: [
      'Сколько спален нужно сейчас и через пять лет? Где будет рабочее место? Нужна ли гардеробная и второй санузел?',
      'Обратите внимание на кухню-гостиную: в ней проходит большая часть семейной жизни. Площадь от 15 м² позволяет поставить большой обеденный стол.',
      'Наши менеджеры подберут планировки под ваш сценарий жизни и бюджет.',
    ],
  }),
  () => ({
    title: 'Кладовые и машино-места: новые лоты в продаже',
    lead: 'В подземных паркингах открыты продажи машино-мест с зарядкой для электромобилей.',
    paragraphs: [
      'В продажу вышли новые кладовые площадью от 3 м² и машино-места, часть из них оборудована зарядными станциями для электромобилей.',
      'Купить кладовую или машино-место можно в рассрочку до ввода дома в эксплуатацию.',
    ],
  }),
];

const telegramTemplates: Template[] = [
  ({ project, month }) => ({
    title: `Фото со стройки: «${project}», ${MONTHS_NOMINATIVE[month - 1]}`,
    lead: 'Свежие кадры с площадки.',
    paragraphs: [`Делимся свежими фотографиями со строительной площадки «${project}». Каркас растёт, фасады уже видно с улицы.`],
  }),
  ({ project }) => ({
    title: `Отвечаем на вопросы о ключах в ЖК «${project}»`,
    lead: 'Собрали самые частые вопросы дольщиков.',
    paragraphs: ['Когда начнётся выдача ключей? Как записаться на осмотр квартиры? Что делать, если нашли недостатки? Отвечаем в карточках.'],
  }),
  () => ({
    title: 'Неделя в цифрах',
    lead: 'Коротко о главном за неделю.',
    paragraphs: ['120 новых семей выбрали наши квартиры, 4 этажа каркаса смонтировано, 2 дома получили разрешение на ввод.'],
  }),
  () => ({
    title: 'Новая подборка видовых квартир',
    lead: 'Квартиры на верхних этажах с видом на парк и реку.',
    paragraphs: ['Собрали квартиры с лучшими видами: на парк, реку и исторический центр. Смотрите подборку на сайте.'],
  }),
  ({ project }) => ({
    title: `Каким будет двор ЖК «${project}»`,
    lead: 'Показываем проект благоустройства.',
    paragraphs: ['Двор без машин, площадки для детей разного возраста, воркаут-зона и место для пикников. Делитесь в комментариях, чего не хватает.'],
  }),
];

const ownerTemplate: Template = ({ project }) => ({
  title: `Жителям ЖК «${project}»: график осмотров квартир`,
  lead: 'Для собственников: запись на осмотр и приёмку квартир.',
  paragraphs: ['Управляющая компания открыла запись на осмотр квартир. Выберите удобное время в личном кабинете или по телефону.'],
});

/** 72 publications (news and telegram posts) across both cities; eight of them are for owners only. */
export function buildPublications(prng: Prng, projects: readonly ProjectRef[], cityIds: { moskva: number; tula: number }): PublicationRow[] {
  const plan: { cityId: number; type: 'news' | 'telegram'; count: number }[] = [
    { cityId: cityIds.moskva, type: 'news', count: 28 },
    { cityId: cityIds.moskva, type: 'telegram', count: 16 },
    { cityId: cityIds.tula, type: 'news', count: 16 },
    { cityId: cityIds.tula, type: 'telegram', count: 12 },
  ];
  const rows: PublicationRow[] = [];
  const newest = Date.UTC(2026, 10, 14, 9, 0);
  let id = 0;
  for (const part of plan) {
    const cityProjects = projects.filter((project) => project.cityId === part.cityId);
    for (let i = 0; i < part.count; i += 1) {
      id += 1;
      const project = cityProjects[i % cityProjects.length] ?? projects[0]!;
      const published = new Date(newest - (i * 11 + prng.int(0, 5)) * 86_400_000 - prng.int(0, 8) * 3_600_000);
      const forOwners = part.type === 'news' && i % 7 === 6;
      const templates = part.type === 'news' ? newsTemplates : telegramTemplates;
      const template = forOwners ? ownerTemplate : (templates[(i + id) % templates.length] ?? templates[0]!);
      const text = template({ project: project.name, n: (i % 3) + 1, month: published.getUTCMonth() + 1, year: published.getUTCFullYear() });
      const cover = part.type === 'news' ? imagePaths.cover(id) : imagePaths.progress(id);
      const images = [imagePaths.progress(id + 1), imagePaths.render(id + 2)];
      const figure = `<figure><img src="/img/${images[0]}" alt="${text.title}"><figcaption>${project.name}</figcaption></figure>`;
      const body = text.paragraphs.map((paragraph, index) => (index === 1 ? `${figure}<p>${paragraph}</p>` : `<p>${paragraph}</p>`)).join('');
      rows.push({
        id,
        city_id: part.cityId,
        project_id: project.id,
        type: part.type,
        slug: `${slugify(text.title)}-${id}`,
        title: text.title,
        lead: text.lead,
        body,
        cover,
        images,
        telegram_url: part.type === 'telegram' ? `https://t.me/gorizont_dev/${1200 + id}` : null,
        for_owners: forOwners,
        published_at: published.toISOString(),
      });
    }
  }
  return rows;
}

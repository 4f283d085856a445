import type { Prng } from './prng';
import { cityPlans, socialLinks, type CityPlan } from './data/cities';
import type { ProjectPlan } from './data/projectCatalog';
import { bookingAgreement, bookingContent, company, CONSENT_VERSION, DEVELOPER, personalDataAgreement, privacyPolicy } from './data/texts';
import { imagePaths } from './images/imagePaths';

type Row = Record<string, unknown>;

export interface ProjectRef {
  id: number;
  cityId: number;
  plan: ProjectPlan;
}

const WEEK_HOURS = [
  { days: 'Пн–Пт', weekdays: [1, 2, 3, 4, 5], from: '09:00', to: '20:00' },
  { days: 'Сб–Вс', weekdays: [6, 7], from: '10:00', to: '18:00' },
];

export function declarationUrl(plan: ProjectPlan): string {
  return `https://наш.дом.рф/сервисы/каталог-новостроек/объект/${plan.declarationId}`;
}

export function cityRows(): Row[] {
  return cityPlans.map((city, index) => ({
    id: city.id,
    slug: city.slug,
    title: city.title,
    abbreviation: city.abbreviation,
    title_in: city.titleIn,
    is_default: city.isDefault,
    lat: city.lat,
    lng: city.lng,
    sort: index,
  }));
}

export function basePageRows(): Row[] {
  return cityPlans.map((city) => ({
    city_id: city.id,
    central_sales_office: {
      phone_number: city.office.phone,
      email: city.office.email,
      address: city.office.address,
      coords: { lat: city.office.lat, lng: city.office.lng },
    },
    inn: city.inn,
    copyright: '© 2004–2026 «Горизонт Девелопмент». Вся информация на сайте носит справочный характер и не является публичной офертой.',
    menu_bottom_center_text: 'Офис продаж работает ежедневно: в будни с 09:00 до 20:00, в выходные с 10:00 до 18:00',
    social_links: socialLinks,
    privacy_policy: privacyPolicy,
    mortgage_text_in_menu: 'ПСК от 6,12 % до 9,45 %. Семейная ипотека от 6 % годовых на весь срок кредита',
    cards_in_property_menu: [
      { id: 1, image: imagePaths.promo(1), title: 'Квартиры с отделкой', description: 'Заезжайте сразу после получения ключей', link: '/selections/flat?finishing=fine', text_color: '#ffffff', button_text: 'Выбрать', button_text_color: '#ffffff' },
      { id: 2, image: imagePaths.promo(5), title: 'Машино-места', description: 'В подземных паркингах с лифтом до квартиры', link: '/selections/parking', text_color: '#ffffff', button_text: 'Подробнее', button_text_color: '#ffffff' },
    ],
    cards_in_purchase_menu: [
      { id: 3, image: imagePaths.promo(2), title: 'Семейная ипотека', description: 'ПСК от 6,12 % до 8,9 %, ставка от 6 %', link: '/purchase?method=3', text_color: '#ffffff', button_text: 'Рассчитать', button_text_color: '#ffffff' },
      { id: 4, image: imagePaths.promo(3), title: 'Рассрочка 0 %', description: 'Первый взнос от 30 %, до 24 месяцев', link: '/purchase?method=2', text_color: '#1d1d1f', button_text: 'Подробнее', button_text_color: '#ffffff' },
    ],
    property_tags: [
      { id: 1, slug: 'discount', name: 'Скидка', color: '#d1495b' },
      { id: 2, slug: 'view', name: 'Видовая', color: '#2e86ab' },
      { id: 3, slug: 'finishing', name: 'С отделкой', color: '#3c8d5a' },
      { id: 4, slug: 'ready', name: 'Дом сдан', color: '#6c5b7b' },
      { id: 5, slug: 'terrace', name: 'Терраса', color: '#c06c2b' },
    ],
  }));
}

export function purchaseMethodRows(): Row[] {
  const methods = [
    { slug: 'full-payment', name: '100% оплата', title: 'Покупка за наличные', lead: 'Единовременная оплата со скидкой до 5 %.', advantages: ['Скидка до 5 %', 'Быстрая сделка', 'Оплата через счёт эскроу'] },
    { slug: 'installment', name: 'Рассрочка', title: 'Рассрочка от застройщика', lead: 'Первый взнос от 20 %, остаток — равными платежами до ввода дома.', advantages: ['0 % на 24 месяца', 'Без справок о доходах', 'Досрочное погашение без штрафов'] },
    { slug: 'mortgage', name: 'Ипотека', title: 'Ипотека от банков-партнёров', lead: 'Семейная, IT-ипотека и субсидированные программы. ПСК от 6,12 %.', advantages: ['Одобрение за 1 день', 'Заявка сразу в 8 банков', 'Ипотечный менеджер в офисе продаж'] },
    { slug: 'trade-in', name: 'Trade-in', title: 'Trade-in: обмен старой квартиры на новую', lead: 'Зачтём стоимость вашей квартиры в счёт новой.', advantages: ['Фиксация цены на 60 дней', 'Оценка за 1 день', 'Юридическое сопровождение'] },
    { slug: 'maternity-capital', name: 'Материнский капитал', title: 'Покупка с материнским капиталом', lead: 'Используйте сертификат как первоначальный взнос.', advantages: ['Можно как первый взнос', 'Сочетается с ипотекой', 'Поможем с документами'] },
  ];
  return methods.map((method, index) => ({
    id: index + 1,
    slug: method.slug,
    name: method.name,
    title: method.title,
    lead: method.lead,
    // the page shows the lead above the body: the body goes on from it
    body: '<p>Менеджеры офиса продаж расскажут о всех условиях и помогут подготовить документы.</p>',
    advantages: method.advantages,
    steps: ['Выберите объект', 'Согласуйте условия с менеджером', 'Подпишите договор', 'Зарегистрируйте сделку'],
    sort: index,
  }));
}

export function projectRows(projects: readonly ProjectRef[]): Row[] {
  return projects.map(({ id, cityId, plan }, index) => {
    const last = [...plan.buildings].sort((a, b) => b.year * 10 + b.quarter - (a.year * 10 + a.quarter))[0] ?? plan.buildings[0]!;
    return {
      id,
      city_id: cityId,
      kind: plan.kind,
      slug: plan.slug,
      name: plan.name,
      class: plan.class,
      address: plan.address,
      district: plan.district,
      lat: plan.lat,
      lng: plan.lng,
      short_description: plan.shortDescription,
      description: plan.description,
      completion_year: last.year,
      completion_quarter: last.quarter,
      badges: plan.badges,
      declaration_url: declarationUrl(plan),
      developer: DEVELOPER,
      image: imagePaths.render(index + 1),
      gallery: [imagePaths.render(index + 1), imagePaths.interior(index + 1), imagePaths.interior(index + 2), imagePaths.render(index + 4)],
      genplan_image: imagePaths.genplan(plan.buildings.length),
      sort: index,
      // plausible ids of the complex in the classifieds' own catalogues
      yandex_building_id: String(1_780_000 + id * 613),
      cian_jk_id: String(50_000 + id * 97),
      avito_development_id: String(2_410_000 + id * 41),
    };
  });
}

export function mainPageRows(projects: readonly ProjectRef[]): Row[] {
  return cityPlans.map((city) => ({
    city_id: city.id,
    title: `Квартиры ${city.titleIn} от застройщика`,
    subtitle: 'Кварталы со школами, парками и дворами без машин. Ипотека, рассрочка и trade-in.',
    slides: projects
      .filter((project) => project.cityId === city.id && project.plan.kind === 'residential')
      .map((project, index) => ({
        id: project.id,
        title: project.plan.name,
        text: project.plan.shortDescription,
        image: imagePaths.render(projects.indexOf(project) + 1),
        link: `/projects/${project.plan.slug}`,
        button_text: index === 0 ? 'Выбрать квартиру' : 'Подробнее',
      })),
    advantages: [
      { title: '22 года', text: 'строим в Москве и Туле' },
      { title: '214-ФЗ', text: 'все сделки через счета эскроу' },
      { title: 'Дворы без машин', text: 'паркинг под каждым домом' },
      { title: 'Школы и сады', text: 'в составе кварталов' },
    ],
  }));
}

export function contentBlockRows(): Row[] {
  return [
    { key: 'company', data: company },
    { key: 'booking_content', data: bookingContent },
    { key: 'booking_agreement', data: bookingAgreement },
  ];
}

export function agreementRows(): Row[] {
  return [
    { version: '2024-03-01', title: 'Согласие на обработку персональных данных', text: personalDataAgreement, published_at: '2024-03-01', is_current: false },
    { version: CONSENT_VERSION, title: 'Согласие на обработку персональных данных', text: personalDataAgreement, published_at: '2025-09-01', is_current: true },
  ];
}

export function finishRows(): Row[] {
  return [
    { id: 1, slug: 'without', name: 'Без отделки', description: 'Стяжка пола, штукатурка стен, разводка инженерных сетей. Свобода для собственного дизайн-проекта.', items: ['Окна с двухкамерным стеклопакетом', 'Входная дверь', 'Электрический щиток', 'Радиаторы отопления'], images: [imagePaths.finish('without')], price_per_meter: null, sort: 1 },
    { id: 2, slug: 'white_box', name: 'White box', description: 'Подготовка под чистовую отделку: выровненные стены и полы, разводка электрики и сантехники.', items: ['Выровненные стены под покраску', 'Стяжка пола', 'Электрическая разводка с подрозетниками', 'Разводка водоснабжения'], images: [imagePaths.finish('white_box')], price_per_meter: 12_000, sort: 2 },
    { id: 3, slug: 'fine', name: 'Чистовая', description: 'Готовая квартира: остаётся расставить мебель. Два варианта интерьера на выбор.', items: ['Инженерная доска или ламинат', 'Окрашенные стены', 'Сантехника и плитка', 'Межкомнатные двери'], images: [imagePaths.finish('fine'), imagePaths.interior(2)], price_per_meter: 28_000, sort: 3 },
  ];
}

export function mortgageProgramRows(): Row[] {
  const programs = [
    { bank: 'Сбербанк', name: 'Семейная ипотека', rate: 6, psk: [6.12, 8.9], down: 20, term: [1, 30], max: 12_000_000, tags: ['family'], conditions: 'Для семей с ребёнком до 6 лет. Страхование жизни и объекта залога.' },
    { bank: 'ВТБ', name: 'Семейная ипотека', rate: 6, psk: [6.21, 9.12], down: 20, term: [1, 30], max: 12_000_000, tags: ['family'], conditions: 'Для семей с ребёнком до 6 лет. Ставка при комплексном страховании.' },
    { bank: 'Альфа-Банк', name: 'IT-ипотека', rate: 6, psk: [6.34, 9.45], down: 20, term: [3, 30], max: 18_000_000, tags: ['it'], conditions: 'Для сотрудников аккредитованных IT-компаний.' },
    { bank: 'Газпромбанк', name: 'Субсидированная ставка от застройщика', rate: 9.9, psk: [10.42, 12.8], down: 15, term: [1, 30], max: 30_000_000, tags: ['subsidized'], conditions: 'Ставка на весь срок при покупке квартиры в строящемся корпусе.' },
    { bank: 'Банк ДОМ.РФ', name: 'Стандартная ипотека', rate: 21.4, psk: [21.92, 24.31], down: 15, term: [1, 30], max: 50_000_000, tags: ['standard'], conditions: 'Без ограничений по категории заёмщика.' },
    { bank: 'Росбанк', name: 'Военная ипотека', rate: 19.5, psk: [20.1, 22.74], down: 20, term: [3, 25], max: 6_500_000, tags: ['military'], conditions: 'Для участников накопительно-ипотечной системы.' },
  ];
  return programs.map((program, index) => ({
    id: index + 1,
    bank: program.bank,
    name: program.name,
    rate: program.rate,
    psk_min: program.psk[0],
    psk_max: program.psk[1],
    down_payment_min: program.down,
    term_min_years: program.term[0],
    term_max_years: program.term[1],
    amount_max: program.max,
    conditions: program.conditions,
    tags: program.tags,
    sort: index,
  }));
}

export function installmentRows(): Row[] {
  const rows: Row[] = [];
  let id = 0;
  for (const city of cityPlans) {
    const programs = [
      { name: 'Рассрочка 0 % на 24 месяца', down: 30, months: 24, markup: 0, description: 'Первый взнос от 30 %, остаток — равными ежемесячными платежами без удорожания.' },
      { name: 'Рассрочка до ввода дома', down: 20, months: 18, markup: 3, description: 'Первый взнос от 20 %, последний платёж — после ввода дома в эксплуатацию.' },
      { name: 'Рассрочка 50/50', down: 50, months: 12, markup: 0, description: 'Половина стоимости сразу, вторая половина — через 12 месяцев.' },
    ];
    for (const [index, program] of programs.entries()) {
      id += 1;
      rows.push({ id, city_id: city.id, name: program.name, down_payment_min: program.down, term_months: program.months, markup_percent: program.markup, description: program.description, sort: index });
    }
  }
  return rows;
}

const MONTH_NAMES = ['Январь', 'Февраль', 'Март', 'Апрель', 'Май', 'Июнь', 'Июль', 'Август', 'Сентябрь', 'Октябрь', 'Ноябрь', 'Декабрь'];

export function progressRows(prng: Prng, projects: readonly ProjectRef[]): Row[] {
  const rows: Row[] = [];
  let id = 0;
  for (const project of projects) {
    for (let m = 0; m < 8; m += 1) {
      id += 1;
      const month = 3 + m;
      const year = 2026;
      const start = prng.int(1, 6);
      rows.push({
        id,
        project_id: project.id,
        year,
        month,
        title: `${MONTH_NAMES[month - 1]} ${year}`,
        text: prng.pick([
          'Продолжается монтаж монолитного каркаса, ведётся кладка наружных стен и устройство кровли.',
          'Завершено остекление нижних этажей, начаты фасадные работы и монтаж лифтов.',
          'Идут внутренние отделочные работы в местах общего пользования, благоустройство двора.',
          'Прокладываются наружные инженерные сети, устраивается гидроизоляция подземной части.',
        ]),
        photos: [imagePaths.progress(start), imagePaths.progress(start + 1), imagePaths.progress(start + 2)],
        published_at: `${year}-${String(month).padStart(2, '0')}-28`,
      });
    }
  }
  return rows;
}

export function documentRows(projects: readonly ProjectRef[]): Row[] {
  const rows: Row[] = [];
  let id = 0;
  for (const { id: projectId, plan } of projects) {
    const base = declarationUrl(plan);
    const documents = [
      { type: 'declaration', title: 'Проектная декларация', url: base, date: '2026-10-01' },
      { type: 'permit', title: `Разрешение на строительство № ${plan.city === 'moskva' ? '77' : '71'}-${plan.declarationId}-2024`, url: `${base}/документы`, date: '2024-05-17' },
      { type: 'declaration_change', title: 'Изменения в проектную декларацию', url: `${base}/документы`, date: '2026-09-12' },
      { type: 'land', title: 'Выписка из ЕГРН на земельный участок', url: `${base}/документы`, date: '2024-02-20' },
      { type: 'conclusion', title: 'Заключение о соответствии застройщика требованиям 214-ФЗ', url: `${base}/документы`, date: '2024-06-03' },
    ];
    for (const document of documents) {
      id += 1;
      rows.push({ id, project_id: projectId, type: document.type, title: document.title, url: document.url, file_size: 180_000 + id * 7_331, published_at: document.date });
    }
  }
  return rows;
}

export function officeRows(projects: readonly ProjectRef[]): Row[] {
  const rows: Row[] = [];
  let id = 0;
  const projectId = (slug: string) => projects.find((project) => project.plan.slug === slug)?.id ?? null;
  for (const city of cityPlans) {
    id += 1;
    rows.push({ id, city_id: city.id, project_id: null, name: 'Центральный офис продаж', address: city.office.address, lat: city.office.lat, lng: city.office.lng, phone: city.office.phone, email: city.office.email, hours: WEEK_HOURS, is_central: true, metro: city.office.metro, image: imagePaths.office(1), sort: 0 });
    id += 1;
    rows.push({ id, city_id: city.id, project_id: projectId(city.showroom.project), name: city.showroom.name, address: city.showroom.address, lat: city.showroom.lat, lng: city.showroom.lng, phone: city.office.phone, email: city.office.email, hours: WEEK_HOURS, is_central: false, metro: null, image: imagePaths.office(2), sort: 1 });
  }
  const north = projects.find((project) => project.plan.slug === 'severnyi-kvartal');
  if (north) {
    id += 1;
    rows.push({ id, city_id: north.cityId, project_id: north.id, name: 'Офис продаж «Северный квартал»', address: 'Москва, Дмитровское шоссе, 105', lat: north.plan.lat + 0.001, lng: north.plan.lng - 0.002, phone: '+74951234568', email: 'north@gorizont-dev.ru', hours: WEEK_HOURS, is_central: false, metro: 'Верхние Лихоборы', image: imagePaths.office(2), sort: 2 });
  }
  return rows;
}

export function excursionRows(projects: readonly ProjectRef[], offices: readonly Row[]): Row[] {
  const rows: Row[] = [];
  let id = 0;
  for (const [index, project] of projects.entries()) {
    if (project.plan.kind !== 'residential') continue;
    const own = offices.find((office) => office.project_id === project.id);
    const central = offices.find((office) => office.city_id === project.cityId && office.is_central === true);
    const office = own ?? central;
    if (!office) continue;
    id += 1;
    rows.push({ id, city_id: project.cityId, project_id: project.id, office_id: office.id, title: `Экскурсия в шоу-рум «${project.plan.name}»`, description: 'Покажем квартиры с отделкой, места общего пользования и благоустройство двора. Ответим на вопросы о покупке.', duration_minutes: 60, image: imagePaths.interior(index + 1), sort: id });
    if (index % 2 === 0) {
      id += 1;
      rows.push({ id, city_id: project.cityId, project_id: project.id, office_id: office.id, title: `Экскурсия на строительную площадку «${project.plan.name}»`, description: 'Пройдём по площадке в сопровождении инженера, покажем ход строительства и будущий двор. Каски выдаём.', duration_minutes: 90, image: imagePaths.progress(index + 1), sort: id });
    }
  }
  return rows;
}

export function promoRows(): Row[] {
  const rows: Row[] = [];
  let id = 0;
  for (const city of cityPlans) {
    const promos = [
      { title: 'Семейная ипотека', text: 'ПСК от 6,12 % до 8,9 %. Ставка от 6 % на весь срок для семей с детьми.', link: '/purchase?method=3', button: 'Рассчитать платёж', color: '#2f4858' },
      { title: 'Рассрочка 0 %', text: 'Первый взнос от 30 %, остаток — до 24 месяцев без удорожания.', link: '/purchase?method=2', button: 'Подробнее', color: '#33658a' },
      { title: 'Скидка 10 % на кладовые', text: 'При покупке вместе с квартирой до конца месяца.', link: '/selections/storage', button: 'Выбрать кладовую', color: '#b5654a' },
      { title: 'Trade-in', text: 'Зачтём вашу квартиру в счёт новой и зафиксируем цену на 60 дней.', link: '/purchase?method=4', button: 'Оставить заявку', color: '#3c6e71' },
    ];
    for (const [index, promo] of promos.entries()) {
      id += 1;
      rows.push({ id, city_id: city.id, project_id: null, title: promo.title, text: promo.text, image: imagePaths.promo(index + 1 + city.id), link: promo.link, button_text: promo.button, color: promo.color, date_from: '2026-10-01', date_to: '2026-12-31', sort: index });
    }
  }
  return rows;
}

export function selectionCardRows(): Row[] {
  const rows: Row[] = [];
  let id = 0;
  const cards = (city: CityPlan) => [
    { title: 'Студии', description: 'Компактные квартиры для жизни и инвестиций', endpoint: 'flats', query: { rooms: [0] }, link: '/selections/flat?rooms=0' },
    { title: '1-комнатные', description: 'Отдельная спальня и кухня-гостиная', endpoint: 'flats', query: { rooms: [1] }, link: '/selections/flat?rooms=1' },
    { title: '2-комнатные', description: 'Для пары или семьи с ребёнком', endpoint: 'flats', query: { rooms: [2] }, link: '/selections/flat?rooms=2' },
    { title: '3-комнатные и больше', description: 'Просторные квартиры для большой семьи', endpoint: 'flats', query: { rooms: [3, 4] }, link: '/selections/flat?rooms=3&rooms=4' },
    { title: 'С отделкой', description: 'Въезжайте сразу после получения ключей', endpoint: 'flats', query: { finishing: ['fine'] }, link: '/selections/flat?finishing=fine' },
    { title: 'Видовые', description: 'Верхние этажи с панорамными окнами', endpoint: 'flats', query: { features: ['view'] }, link: '/selections/flat?features=view' },
    ...(city.slug === 'moskva'
      ? [{ title: 'Апартаменты', description: 'С сервисом и высокими потолками', endpoint: 'flats', query: { is_apartment: true }, link: '/selections?rooms=1&is_apartment=true' }]
      : []),
    { title: 'Коммерческие помещения', description: 'Для магазина, офиса или кафе', endpoint: 'commercial', query: {}, link: '/selections/commercial' },
    { title: 'Машино-места', description: 'В подземном паркинге с лифтом', endpoint: 'parking', query: {}, link: '/selections/parking' },
    { title: 'Кладовые', description: 'От 3 м² рядом с вашей квартирой', endpoint: 'storage', query: {}, link: '/selections/storage' },
  ];
  for (const city of cityPlans) {
    for (const [index, card] of cards(city).entries()) {
      id += 1;
      rows.push({ id, city_id: city.id, title: card.title, description: card.description, image: index % 2 === 0 ? imagePaths.render(index + city.id) : imagePaths.interior(index), link: card.link, endpoint: card.endpoint, query: card.query, sort: index });
    }
  }
  return rows;
}

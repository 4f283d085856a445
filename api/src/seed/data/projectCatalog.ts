/** The developer's projects: where they stand, what they are built of, and what their lots cost. */
export interface BuildingPlan {
  floors: number;
  sections: number;
  /** Units per residential floor: 4, 6 or 8 (12 for a retail gallery). */
  perFloor: number;
  apartments?: boolean;
  year: number;
  quarter: number;
  completed?: boolean;
  finishing: 'without' | 'white_box' | 'fine';
}

export interface MetroStation {
  name: string;
  line: string;
  color: string;
  minutes: number;
}

export interface ProjectPlan {
  slug: string;
  city: 'moskva' | 'tula';
  kind: 'residential' | 'commercial';
  name: string;
  class: string;
  address: string;
  district: string;
  lat: number;
  lng: number;
  /** Price of a square metre of a flat without finishing, roubles. */
  pricePerMeter: number;
  ceiling: number;
  badges: string[];
  shortDescription: string;
  description: string;
  buildings: BuildingPlan[];
  metro: MetroStation[];
  /** For commercial projects: the kinds of premises. */
  commercialTypes?: string[];
  declarationId: number;
}

const RED = '#E42313';
const GREY = '#ADACAC';
const LIGHT_GREEN = '#99CC00';
const BLUE = '#0099CC';
const YELLOW = '#FFD702';
const TURQUOISE = '#82C0C0';

export const projectPlans: readonly ProjectPlan[] = [
  {
    slug: 'sokolniki-park',
    city: 'moskva',
    kind: 'residential',
    name: 'Сокольники Парк',
    class: 'Бизнес',
    address: 'Москва, ул. Русаковская, 24',
    district: 'Сокольники',
    lat: 55.7899,
    lng: 37.6781,
    pricePerMeter: 420_000,
    ceiling: 3.0,
    badges: ['Рядом с парком', 'Закрытый двор'],
    shortDescription: 'Квартал бизнес-класса в пяти минутах от парка «Сокольники»',
    description:
      '<p>Три дома с благоустроенным двором без машин, подземным паркингом и кладовыми. До парка «Сокольники» — пять минут пешком.</p><p>Светлые лобби с консьерж-сервисом, детские и спортивные площадки, колясочные на первых этажах.</p>',
    buildings: [
      { floors: 18, sections: 2, perFloor: 6, year: 2026, quarter: 4, finishing: 'white_box' },
      { floors: 18, sections: 2, perFloor: 6, year: 2027, quarter: 2, finishing: 'white_box' },
      { floors: 14, sections: 2, perFloor: 4, year: 2027, quarter: 4, finishing: 'fine' },
    ],
    metro: [
      { name: 'Сокольники', line: 'Сокольническая', color: RED, minutes: 7 },
      { name: 'Красносельская', line: 'Сокольническая', color: RED, minutes: 14 },
    ],
    declarationId: 48211,
  },
  {
    slug: 'severnyi-kvartal',
    city: 'moskva',
    kind: 'residential',
    name: 'Северный квартал',
    class: 'Комфорт',
    address: 'Москва, Дмитровское шоссе, 107',
    district: 'Бескудниковский',
    lat: 55.8764,
    lng: 37.5547,
    pricePerMeter: 295_000,
    ceiling: 2.8,
    badges: ['Школа и детский сад в квартале', 'Старт продаж'],
    shortDescription: 'Квартал комфорт-класса со своей школой и детским садом',
    description:
      '<p>Четыре дома, школа на 550 мест и детский сад на 250 мест в границах квартала. Прогулочный бульвар связывает дворы с парком у Лихоборки.</p><p>Квартиры с отделкой и без, кладовые и паркинг на 600 машино-мест.</p>',
    buildings: [
      { floors: 22, sections: 2, perFloor: 8, year: 2026, quarter: 3, completed: true, finishing: 'fine' },
      { floors: 22, sections: 2, perFloor: 8, year: 2027, quarter: 1, finishing: 'fine' },
      { floors: 17, sections: 2, perFloor: 6, year: 2027, quarter: 4, finishing: 'white_box' },
      { floors: 12, sections: 1, perFloor: 6, year: 2028, quarter: 2, finishing: 'without' },
    ],
    metro: [
      { name: 'Верхние Лихоборы', line: 'Люблинско-Дмитровская', color: LIGHT_GREEN, minutes: 9 },
      { name: 'Селигерская', line: 'Люблинско-Дмитровская', color: LIGHT_GREEN, minutes: 16 },
    ],
    declarationId: 50934,
  },
  {
    slug: 'timiryazev-house',
    city: 'moskva',
    kind: 'residential',
    name: 'Тимирязев Хаус',
    class: 'Бизнес',
    address: 'Москва, ул. Тимирязевская, 2/3',
    district: 'Тимирязевский',
    lat: 55.8183,
    lng: 37.574,
    pricePerMeter: 380_000,
    ceiling: 3.1,
    badges: ['Апартаменты и квартиры', 'Рядом с Тимирязевским лесом'],
    shortDescription: 'Клубный дом и апарт-корпус у Тимирязевского леса',
    description:
      '<p>Клубный дом на 16 этажей и апарт-корпус с сервисом гостиничного уровня. Из окон верхних этажей — вид на Тимирязевский лес и Останкинскую башню.</p>',
    buildings: [
      { floors: 16, sections: 2, perFloor: 6, year: 2026, quarter: 2, completed: true, finishing: 'fine' },
      { floors: 12, sections: 1, perFloor: 8, apartments: true, year: 2027, quarter: 3, finishing: 'white_box' },
      { floors: 15, sections: 2, perFloor: 6, year: 2028, quarter: 4, finishing: 'fine' },
    ],
    metro: [
      { name: 'Тимирязевская', line: 'Серпуховско-Тимирязевская', color: GREY, minutes: 6 },
      { name: 'Петровско-Разумовская', line: 'Серпуховско-Тимирязевская', color: GREY, minutes: 15 },
    ],
    declarationId: 46120,
  },
  {
    slug: 'beregovoy',
    city: 'moskva',
    kind: 'residential',
    name: 'Береговой',
    class: 'Премиум',
    address: 'Москва, Береговой проезд, 5',
    district: 'Филёвский парк',
    lat: 55.745,
    lng: 37.496,
    pricePerMeter: 560_000,
    ceiling: 3.3,
    badges: ['Первая линия у реки', 'Видовые квартиры'],
    shortDescription: 'Премиальный квартал на набережной Москвы-реки',
    description:
      '<p>Две башни по 28 этажей и апарт-корпус на первой линии у Москвы-реки. Панорамное остекление, потолки от 3,3 м, собственная набережная с прогулочной зоной.</p>',
    buildings: [
      { floors: 28, sections: 2, perFloor: 6, year: 2027, quarter: 1, finishing: 'fine' },
      { floors: 28, sections: 2, perFloor: 6, year: 2027, quarter: 4, finishing: 'white_box' },
      { floors: 20, sections: 1, perFloor: 8, apartments: true, year: 2028, quarter: 2, finishing: 'white_box' },
      { floors: 25, sections: 2, perFloor: 6, year: 2029, quarter: 1, finishing: 'without' },
    ],
    metro: [
      { name: 'Фили', line: 'Филёвская', color: BLUE, minutes: 8 },
      { name: 'Багратионовская', line: 'Филёвская', color: BLUE, minutes: 12 },
    ],
    declarationId: 51877,
  },
  {
    slug: 'lefortovo-life',
    city: 'moskva',
    kind: 'residential',
    name: 'Лефортово Лайф',
    class: 'Комфорт',
    address: 'Москва, Авиамоторная ул., 49',
    district: 'Лефортово',
    lat: 55.7505,
    lng: 37.717,
    pricePerMeter: 330_000,
    ceiling: 2.85,
    badges: ['5 минут до метро'],
    shortDescription: 'Дома комфорт-класса рядом с метро «Авиамоторная»',
    description:
      '<p>Два дома в пяти минутах от метро «Авиамоторная» и станции БКЛ «Лефортово». Во дворе — сад с зонами отдыха, на первых этажах — магазины и кафе.</p>',
    buildings: [
      { floors: 20, sections: 2, perFloor: 6, year: 2026, quarter: 4, finishing: 'fine' },
      { floors: 20, sections: 2, perFloor: 8, year: 2027, quarter: 3, finishing: 'without' },
      { floors: 18, sections: 2, perFloor: 6, year: 2028, quarter: 3, finishing: 'white_box' },
    ],
    metro: [
      { name: 'Авиамоторная', line: 'Калининская', color: YELLOW, minutes: 5 },
      { name: 'Лефортово', line: 'Большая кольцевая', color: TURQUOISE, minutes: 11 },
    ],
    declarationId: 49305,
  },
  {
    slug: 'novaya-tula',
    city: 'tula',
    kind: 'residential',
    name: 'Новая Тула',
    class: 'Комфорт',
    address: 'Тула, ул. Рязанская, 48',
    district: 'Пролетарский район',
    lat: 54.185,
    lng: 37.642,
    pricePerMeter: 118_000,
    ceiling: 2.8,
    badges: ['Семейная ипотека', 'Собственный парк'],
    shortDescription: 'Микрорайон с парком, школой и набережной',
    description:
      '<p>Три дома вокруг собственного парка площадью 2 га. Школа и поликлиника в пешей доступности, до центра Тулы — 10 минут на машине.</p>',
    buildings: [
      { floors: 17, sections: 2, perFloor: 6, year: 2026, quarter: 2, completed: true, finishing: 'fine' },
      { floors: 17, sections: 2, perFloor: 6, year: 2027, quarter: 1, finishing: 'white_box' },
      { floors: 10, sections: 1, perFloor: 4, year: 2027, quarter: 4, finishing: 'without' },
      { floors: 10, sections: 1, perFloor: 4, year: 2028, quarter: 3, finishing: 'without' },
    ],
    metro: [],
    declarationId: 47652,
  },
  {
    slug: 'zarechye',
    city: 'tula',
    kind: 'residential',
    name: 'Заречье',
    class: 'Комфорт',
    address: 'Тула, ул. Демидовская плотина, 8',
    district: 'Зареченский район',
    lat: 54.208,
    lng: 37.615,
    pricePerMeter: 105_000,
    ceiling: 2.75,
    badges: ['У реки Упы'],
    shortDescription: 'Дома у реки Упы рядом с историческим центром',
    description:
      '<p>Два дома у набережной Упы: до Тульского кремля — 15 минут пешком. Закрытый двор, детская площадка и подземный паркинг.</p>',
    buildings: [
      { floors: 14, sections: 2, perFloor: 6, year: 2026, quarter: 4, finishing: 'white_box' },
      { floors: 14, sections: 1, perFloor: 6, year: 2027, quarter: 3, finishing: 'without' },
      { floors: 14, sections: 2, perFloor: 6, year: 2028, quarter: 2, finishing: 'without' },
    ],
    metro: [],
    declarationId: 52018,
  },
  {
    slug: 'yuzhnyi-business',
    city: 'moskva',
    kind: 'commercial',
    name: 'Бизнес-квартал Южный',
    class: 'Класс B+',
    address: 'Москва, Варшавское шоссе, 118',
    district: 'Чертаново Северное',
    lat: 55.634,
    lng: 37.62,
    pricePerMeter: 310_000,
    ceiling: 3.6,
    badges: ['Офисы от 40 м²'],
    shortDescription: 'Офисный квартал у Варшавского шоссе',
    description: '<p>Два офисных корпуса класса B+ с открытыми планировками, кафе на первых этажах и паркингом для арендаторов.</p>',
    buildings: [
      { floors: 10, sections: 1, perFloor: 8, year: 2026, quarter: 3, completed: true, finishing: 'white_box' },
      { floors: 10, sections: 1, perFloor: 8, year: 2027, quarter: 2, finishing: 'without' },
    ],
    metro: [{ name: 'Южная', line: 'Серпуховско-Тимирязевская', color: GREY, minutes: 6 }],
    commercialTypes: ['office', 'office', 'office', 'food', 'free_purpose'],
    declarationId: 50112,
  },
  {
    slug: 'galereya-leninsky',
    city: 'moskva',
    kind: 'commercial',
    name: 'Галерея на Ленинском',
    class: 'Торговая галерея',
    address: 'Москва, Ленинский проспект, 92',
    district: 'Обручевский',
    lat: 55.679,
    lng: 37.542,
    pricePerMeter: 360_000,
    ceiling: 4.2,
    badges: ['Витринные окна', 'Высокий пешеходный трафик'],
    shortDescription: 'Торговые помещения на первой линии Ленинского проспекта',
    description: '<p>Трёхэтажная галерея с витринными окнами на Ленинский проспект: магазины, кафе и сервисы для жителей района.</p>',
    buildings: [{ floors: 3, sections: 1, perFloor: 12, year: 2026, quarter: 4, finishing: 'white_box' }],
    metro: [{ name: 'Проспект Вернадского', line: 'Сокольническая', color: RED, minutes: 9 }],
    commercialTypes: ['retail', 'retail', 'food', 'free_purpose'],
    declarationId: 49987,
  },
  {
    slug: 'oruzheynyi',
    city: 'tula',
    kind: 'commercial',
    name: 'Деловой центр «Оружейный»',
    class: 'Класс B',
    address: 'Тула, проспект Ленина, 77',
    district: 'Центральный район',
    lat: 54.182,
    lng: 37.593,
    pricePerMeter: 125_000,
    ceiling: 3.4,
    badges: ['Центр города'],
    shortDescription: 'Офисы и торговые помещения на проспекте Ленина',
    description: '<p>Шестиэтажный деловой центр в центре Тулы: офисы от 35 м², торговые помещения на первом этаже, парковка.</p>',
    buildings: [{ floors: 6, sections: 1, perFloor: 8, year: 2027, quarter: 1, finishing: 'white_box' }],
    metro: [],
    commercialTypes: ['office', 'office', 'retail', 'free_purpose'],
    declarationId: 51240,
  },
];


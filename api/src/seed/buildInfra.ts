import type { Prng } from './prng';
import type { ProjectRef } from './buildContent';

type Row = Record<string, unknown>;

export const infraCategories = [
  { id: 1, slug: 'metro', name: 'Метро', icon: 'metro' },
  { id: 2, slug: 'schools', name: 'Школы', icon: 'school' },
  { id: 3, slug: 'kindergartens', name: 'Детские сады', icon: 'kindergarten' },
  { id: 4, slug: 'shops', name: 'Магазины', icon: 'shop' },
  { id: 5, slug: 'parks', name: 'Парки', icon: 'park' },
  { id: 6, slug: 'sport', name: 'Спорт', icon: 'sport' },
  { id: 7, slug: 'medicine', name: 'Медицина', icon: 'medicine' },
  { id: 8, slug: 'cafes', name: 'Кафе и рестораны', icon: 'cafe' },
] as const;

const NAMES: Record<string, readonly string[]> = {
  schools: ['Школа № 1529', 'Школа № 277', 'Лицей № 1580', 'Гимназия № 1543', 'Центр образования № 17'],
  kindergartens: ['Детский сад «Солнышко»', 'Детский сад «Радуга»', 'Детский сад № 112', 'Частный детский сад «Монтессори»'],
  shops: ['Пятёрочка', 'ВкусВилл', 'Перекрёсток', 'Магнит', 'Азбука вкуса', 'Лента'],
  parks: ['Сквер у пруда', 'Городской парк', 'Бульвар', 'Лесопарк', 'Набережная'],
  sport: ['Фитнес-клуб «Территория»', 'Бассейн «Дельфин»', 'Спортивный комплекс «Олимп»', 'Теннисный клуб'],
  medicine: ['Городская поликлиника № 64', 'Детская поликлиника № 12', 'Стоматология «Улыбка»', 'Медицинский центр «Здоровье»'],
  cafes: ['Кофейня «Зерно»', 'Пекарня «Хлебница»', 'Ресторан «Печь»', 'Кафе «Сытый двор»'],
};

const STREETS = ['ул. Садовая', 'ул. Парковая', 'ул. Школьная', 'пр-т Мира', 'ул. Лесная', 'ул. Набережная'];

/** Points of interest around every project: metro stations with walking minutes, schools, shops, parks. */
export function infraPointRows(prng: Prng, projects: readonly ProjectRef[]): Row[] {
  const rows: Row[] = [];
  let id = 0;
  for (const project of projects) {
    const { plan } = project;
    const city = plan.city === 'moskva' ? 'Москва' : 'Тула';
    for (const station of plan.metro) {
      id += 1;
      const meters = station.minutes * 80;
      const angle = prng.float(0, Math.PI * 2);
      rows.push({
        id,
        category_id: 1,
        project_id: project.id,
        name: station.name,
        address: `${city}, станция метро «${station.name}»`,
        lat: plan.lat + (Math.sin(angle) * meters) / 111_000,
        lng: plan.lng + (Math.cos(angle) * meters) / 65_000,
        walking_minutes: station.minutes,
        metro_line: station.line,
        metro_color: station.color,
      });
    }
    for (const category of infraCategories) {
      if (category.slug === 'metro') continue;
      const names = prng.shuffle(NAMES[category.slug] ?? []).slice(0, prng.int(2, 3));
      for (const name of names) {
        id += 1;
        const minutes = prng.int(2, 18);
        const meters = minutes * 80;
        const angle = prng.float(0, Math.PI * 2);
        rows.push({
          id,
          category_id: category.id,
          project_id: project.id,
          name,
          address: `${city}, ${prng.pick(STREETS)}, ${prng.int(1, 60)}`,
          lat: plan.lat + (Math.sin(angle) * meters) / 111_000,
          lng: plan.lng + (Math.cos(angle) * meters) / 65_000,
          walking_minutes: minutes,
          metro_line: null,
          metro_color: null,
        });
      }
    }
  }
  return rows;
}

import type { FastifyInstance } from 'fastify';
import type { BaseData, MenuCard } from '@estate/shared-api/dto/baseData';
import type { Company, MainPage, MainPageSlide, PersonalDataAgreement } from '@estate/shared-api/dto/content';
import type { AppContext } from '../../appContext';
import { QueryReader } from '../../http/queryReader';
import { notFound } from '../../http/errors';
import { readCityOrDefault, type CityRow } from '../../shared/cities/cityParam';
import { imageUrl } from '../../shared/images/imageUrl';
import { propertyCounts } from './propertyCounts';
import { sanitizeEditorialHtml } from '../../domain/editorialHtml';

async function cityFrom(ctx: AppContext, rawQuery: unknown): Promise<CityRow> {
  const query = QueryReader.of(rawQuery);
  const city = await readCityOrDefault(ctx.db, query);
  query.check();
  if (!city) throw notFound();
  return city;
}

type BasePageRow = Pick<
  BaseData,
  | 'central_sales_office'
  | 'inn'
  | 'copyright'
  | 'menu_bottom_center_text'
  | 'social_links'
  | 'privacy_policy'
  | 'mortgage_text_in_menu'
  | 'cards_in_property_menu'
  | 'cards_in_purchase_menu'
  | 'property_tags'
>;

const withImages = (cards: MenuCard[]): MenuCard[] => cards.map((card) => ({ ...card, image: imageUrl(card.image) }));

export async function loadAgreement(ctx: AppContext): Promise<PersonalDataAgreement | null> {
  const { rows } = await ctx.db.query<PersonalDataAgreement & { published_at: Date | string }>(
    `select version, title, text, to_char(published_at, 'YYYY-MM-DD') as published_at
       from personal_data_agreements order by is_current desc, published_at desc limit 1`,
  );
  return rows[0] ?? null;
}

/** Base data, property counts, home hero, company facts and the personal data agreement. */
export function registerContentRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/base_page/', async (request): Promise<BaseData> => {
    const city = await cityFrom(ctx, request.query);
    const [page, methods, counts] = await Promise.all([
      ctx.db.query<BasePageRow>('select * from base_pages where city_id = $1', [city.id]),
      ctx.db.query<{ id: number; name: string }>('select id, name from purchase_methods order by sort, id'),
      propertyCounts(ctx.db, city.id),
    ]);
    const row = page.rows[0];
    if (!row) throw notFound();
    return {
      city: city.slug,
      central_sales_office: row.central_sales_office,
      inn: row.inn,
      copyright: row.copyright,
      menu_bottom_center_text: row.menu_bottom_center_text,
      social_links: row.social_links,
      privacy_policy: sanitizeEditorialHtml(row.privacy_policy),
      purchase_methods_pages: methods.rows,
      mortgage_text_in_menu: row.mortgage_text_in_menu,
      cards_in_property_menu: withImages(row.cards_in_property_menu),
      cards_in_purchase_menu: withImages(row.cards_in_purchase_menu),
      property_count_fields: counts,
      property_tags: row.property_tags,
    };
  });

  app.get('/api/properties_count/', async (request) => {
    const city = await cityFrom(ctx, request.query);
    return propertyCounts(ctx.db, city.id);
  });

  app.get('/api/main_pages/', async (request): Promise<MainPage> => {
    const city = await cityFrom(ctx, request.query);
    const { rows } = await ctx.db.query<Omit<MainPage, 'city'>>('select title, subtitle, slides, advantages from main_pages where city_id = $1', [city.id]);
    const row = rows[0];
    if (!row) throw notFound();
    return { city: city.slug, ...row, slides: row.slides.map((slide: MainPageSlide) => ({ ...slide, image: imageUrl(slide.image) })) };
  });

  app.get('/api/company/', async (): Promise<Company> => {
    const { rows } = await ctx.db.query<{ data: Company }>("select data from content_blocks where key = 'company'");
    if (!rows[0]) throw notFound();
    return { ...rows[0].data, description: sanitizeEditorialHtml(rows[0].data.description) };
  });

  app.get('/api/personal_data_agreement/', async () => {
    const agreement = await loadAgreement(ctx);
    if (!agreement) throw notFound();
    return { ...agreement, text: sanitizeEditorialHtml(agreement.text) };
  });
}

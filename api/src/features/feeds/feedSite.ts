import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/db';
import { cityOfSite, type CityRow } from '../../shared/cities/cityParam';
import { requestOrigin } from '../../http/requestOrigin';
import { imageUrl } from '../../shared/images/imageUrl';
import { sitePaths } from '@estate/shared-api/links/sitePaths';
import type { FeedLot } from './feedLots';

/** The city site a feed is for: its host (absolute URLs), its city and its sales office's phone. */
export interface FeedSite {
  origin: string;
  city: CityRow;
  /** E.164, e.g. +74951234567 */
  phone: string;
}

export async function loadFeedSite(db: Queryable, request: FastifyRequest): Promise<FeedSite | null> {
  const city = await cityOfSite(db, request.site.city ?? '');
  if (!city) return null;
  const { rows } = await db.query<{ phone: string }>(
    "select central_sales_office->>'phone_number' as phone from base_pages where city_id = $1",
    [city.id],
  );
  return { origin: requestOrigin(request), city, phone: rows[0]?.phone ?? '' };
}

/**
 * The lot's page on the city's site. Parking spaces and storage rooms have no page of their own: their URL is the
 * selection of their kind narrowed to their project, building, price and area, which lists that lot (and, rarely,
 * an identical neighbour) — a real page showing the offer, rather than a made-up one.
 */
export function lotUrl(site: FeedSite, lot: FeedLot): string {
  const page = sitePaths.lot(lot.kind, lot.id);
  if (page) return site.origin + page;
  const query = new URLSearchParams({
    project: lot.project_slug,
    building: String(lot.building_id),
    price_min: String(lot.price),
    price_max: String(lot.price),
    area_min: String(lot.area),
    area_max: String(lot.area),
  });
  return site.origin + sitePaths.selection(lot.kind, query);
}

/** The lot's layout drawing, else its floor plan (parking and storage levels), as an absolute URL of the original image. */
export function planUrl(site: FeedSite, lot: FeedLot): string {
  return site.origin + imageUrl(lot.layout_image ?? lot.plan_image);
}

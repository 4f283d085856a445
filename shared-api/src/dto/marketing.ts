// Selection cards and promos: GET /api/selection_cards/ (?city) and GET /api/promo/ (?city, project (slug)).
import type { ImagePath } from './common';
import type { LotEndpoint, LotProjectRef, LotQuery } from './lots';

/** A ready-made selection ("Студии", "С отделкой", "Паркинг") with the live number of lots it finds. */
export interface SelectionCard {
  id: number;
  city: string;
  title: string;
  description: string;
  image: ImagePath;
  /** Site link, e.g. '/selections/flat?rooms=0'. */
  link: string;
  endpoint: LotEndpoint;
  query: LotQuery;
  count: number;
  min_price: number | null;
}

export interface Promo {
  id: number;
  city: string;
  title: string;
  text: string;
  image: ImagePath;
  /** Starting with http: external; otherwise a site path. */
  link: string;
  button_text: string;
  /** Background colour of the card. */
  color: string;
  /** YYYY-MM-DD */
  date_from: string;
  date_to: string;
  project: LotProjectRef | null;
}

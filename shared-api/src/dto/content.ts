// Content pages: GET /api/main_pages/?city=, /api/company/, /api/personal_data_agreement/.
import type { ImagePath } from './common';

export interface MainPageSlide {
  id: number;
  title: string;
  text: string;
  image: ImagePath;
  link: string;
  button_text: string;
}

/** The home page hero of a city. */
export interface MainPage {
  city: string;
  title: string;
  subtitle: string;
  slides: MainPageSlide[];
  advantages: { title: string; text: string }[];
}

export interface Company {
  name: string;
  legal_name: string;
  founded: number;
  inn: string;
  ogrn: string;
  address: string;
  /** HTML. */
  description: string;
  facts: { value: string; label: string }[];
  history: { year: number; text: string }[];
  awards: { year: number; title: string; text: string }[];
}

/** The current consent text; its `version` is stored with every lead as consent evidence. */
export interface PersonalDataAgreement {
  version: string;
  title: string;
  /** HTML. */
  text: string;
  published_at: string;
}

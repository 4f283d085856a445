import { Ajv, type ErrorObject } from 'ajv';
import type { CommercialType, Finishing, LotFeature, LotKind, LotStatus } from '../../shared/lots/lotSchemas';
import type { PlanBox } from '../../shared/schemas/commonSchemas';
import schema from '../../../schema/catalogue-feed.schema.json';
import type { ImportProblems } from './importProblems';

/** The catalogue feed (`api/schema/catalogue-feed.schema.json`): cities → projects → buildings → sections → floors → lots. */
export interface CatalogueFeed {
  generated_at?: string;
  cities: FeedCity[];
}
export interface FeedCity {
  external_id: string;
  projects: FeedProject[];
}
export interface FeedProject {
  external_id: string;
  slug?: string;
  name: string;
  kind: 'residential' | 'commercial';
  class: string;
  address: string;
  district?: string;
  lat: number;
  lng: number;
  completion_year: number;
  completion_quarter: number;
  description?: string;
  image?: string;
  yandex_building_id?: string;
  cian_jk_id?: string;
  avito_development_id?: string;
  buildings: FeedBuilding[];
}
export interface FeedBuilding {
  external_id: string;
  name: string;
  number: number;
  floors_total: number;
  completion_year?: number;
  completion_quarter?: number;
  is_completed?: boolean;
  yandex_house_id?: string;
  cian_house_id?: string;
  avito_development_id?: string;
  avito_house_type?: string;
  avito_sale_method?: string;
  sections: FeedSection[];
}
export interface FeedSection {
  external_id: string;
  number: number;
  floors: FeedFloor[];
}
export interface FeedFloor {
  external_id: string;
  number: number;
  plan_image?: string;
  lots: FeedLot[];
}
export interface FeedLot {
  external_id: string;
  kind: LotKind;
  number: string;
  rooms?: number | null;
  commercial_type?: CommercialType | null;
  area: number;
  kitchen_area?: number | null;
  ceiling_height?: number;
  price: number;
  old_price?: number | null;
  status: LotStatus;
  finishing?: Finishing | null;
  features?: LotFeature[];
  plan_image?: string;
  position: PlanBox;
}

const validateSchema = new Ajv({ allErrors: true, strict: false }).compile<CatalogueFeed>(schema);

/** `/cities/0/projects/2/name` → `cities[0].projects[2].name`, the JSON path a problem names. */
function jsonPath(pointer: string): string {
  return pointer
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce((path, part) => (/^\d+$/.test(part) ? `${path}[${part}]` : path ? `${path}.${part}` : part), '') || '$';
}

function describe(error: ErrorObject): [string, string] {
  const where = jsonPath(error.instancePath);
  if (error.keyword === 'additionalProperties') {
    return [where, `unknown field "${String((error.params as { additionalProperty: string }).additionalProperty)}"`];
  }
  if (error.keyword === 'required') {
    const field = String((error.params as { missingProperty: string }).missingProperty);
    return [where === '$' ? field : `${where}.${field}`, 'is required'];
  }
  if (error.keyword === 'enum') {
    return [where, `must be one of ${(error.params as { allowedValues: unknown[] }).allowedValues.map((v) => JSON.stringify(v)).join(', ')}`];
  }
  return [where, error.message ?? error.keyword];
}

/** Checks a parsed feed against the schema and the rules a schema cannot say (unique external ids, known cities). */
export function checkFeed(input: unknown, knownCities: ReadonlySet<string>): { feed: CatalogueFeed } | { problems: ImportProblems } {
  const problems: ImportProblems = {};
  const add = (where: string, problem: string) => (problems[where] ??= []).push(problem);
  if (!validateSchema(input)) {
    for (const error of validateSchema.errors ?? []) add(...describe(error));
    return { problems };
  }
  // A feed is the whole catalogue: an empty one would mark every lot sold.
  const floors = input.cities.flatMap((c) => c.projects).flatMap((p) => p.buildings).flatMap((b) => b.sections).flatMap((s) => s.floors);
  if (!floors.some((floor) => floor.lots.length > 0)) {
    return { problems: { cities: ['the feed has no lots; a feed is the whole catalogue (send a price list for partial changes)'] } };
  }
  const seen = new Map<string, string>();
  const unique = (level: string, externalId: string, where: string) => {
    const key = `${level}:${externalId}`;
    const first = seen.get(key);
    if (first) add(`${where}.external_id`, `duplicate ${level} external_id "${externalId}" (first at ${first})`);
    else seen.set(key, where);
  };
  input.cities.forEach((city, c) => {
    const cityPath = `cities[${c}]`;
    if (!knownCities.has(city.external_id)) add(`${cityPath}.external_id`, `unknown city "${city.external_id}" (one of ${[...knownCities].join(', ')})`);
    unique('city', city.external_id, cityPath);
    city.projects.forEach((project, p) => {
      const projectPath = `${cityPath}.projects[${p}]`;
      unique('project', project.external_id, projectPath);
      project.buildings.forEach((building, b) => {
        const buildingPath = `${projectPath}.buildings[${b}]`;
        unique('building', building.external_id, buildingPath);
        building.sections.forEach((section, s) => {
          const sectionPath = `${buildingPath}.sections[${s}]`;
          unique('section', section.external_id, sectionPath);
          section.floors.forEach((floor, f) => {
            const floorPath = `${sectionPath}.floors[${f}]`;
            unique('floor', floor.external_id, floorPath);
            floor.lots.forEach((lot, l) => {
              const lotPath = `${floorPath}.lots[${l}]`;
              unique('lot', lot.external_id, lotPath);
              if (lot.old_price != null && lot.old_price <= lot.price) add(`${lotPath}.old_price`, 'must be greater than price');
            });
          });
        });
      });
    });
  });
  return Object.keys(problems).length > 0 ? { problems } : { feed: input };
}

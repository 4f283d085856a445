import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
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

const ajv = new Ajv({ allErrors: true, strict: false });
ajv.addSchema(schema);
/** A project with everything in it, as the feed's schema describes it. */
const validateProject = ajv.getSchema(`${schema.$id}#/definitions/project`) as ValidateFunction<FeedProject>;
const validateExternalId = ajv.getSchema(`${schema.$id}#/definitions/externalId`) as ValidateFunction<string>;

/** `/cities/0/projects/2/name` → `cities[0].projects[2].name`, the JSON path a problem names. */
function jsonPath(pointer: string): string {
  return pointer
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce((path, part) => (/^\d+$/.test(part) ? `${path}[${part}]` : path ? `${path}.${part}` : part), '') || '$';
}

function describe(error: ErrorObject, prefix: string): [string, string] {
  const where = jsonPath(prefix + error.instancePath);
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

/** At most this many places are named in a refusal (a feed wrong throughout would otherwise answer megabytes). */
const MAX_PROBLEMS = 200;

/** What a checked feed's application needs from the check: its cities, its lots and the projects' slugs. */
export interface CheckedFeed {
  /** The city external id of each city index. */
  cities: Map<number, string>;
  /** The external id of every lot in the feed (the others are marked sold). */
  lots: Set<string>;
  projects: Array<{ where: string; slug: string; external_id: string }>;
}

/**
 * Checks a feed as it is read, project by project (see feedReader.ts), against the schema and the rules a schema
 * cannot say (unique external ids at each level, known cities, `old_price` above `price`, at least one lot), keeping
 * only what the rules need: the external ids seen (with where each was first) and the projects' slugs.
 */
export class FeedCheck {
  private readonly problems: ImportProblems = {};
  private count = 0;
  private readonly seen = new Map<string, string>();
  private readonly checked: CheckedFeed = { cities: new Map(), lots: new Set(), projects: [] };

  constructor(private readonly knownCities: ReadonlySet<string>) {}

  problem(where: string, problem: string): void {
    this.count += 1;
    if (Object.keys(this.problems).length < MAX_PROBLEMS || this.problems[where]) (this.problems[where] ??= []).push(problem);
  }

  city(index: number, externalId: unknown): void {
    const where = `cities[${index}].external_id`;
    if (!validateExternalId(externalId)) {
      for (const error of validateExternalId.errors ?? []) this.problem(where, error.message ?? error.keyword);
      return;
    }
    if (!this.knownCities.has(externalId)) this.problem(where, `unknown city "${externalId}" (one of ${[...this.knownCities].join(', ')})`);
    this.unique('city', externalId, `cities[${index}]`);
    this.checked.cities.set(index, externalId);
  }

  project(city: number, index: number, value: unknown): void {
    const projectPath = `cities[${city}].projects[${index}]`;
    if (!validateProject(value)) {
      // eslint-disable-next-line site/no-page-paths -- a JSON pointer into the feed, not a page
      for (const error of validateProject.errors ?? []) this.problem(...describe(error, `/cities/${city}/projects/${index}`));
      return;
    }
    this.unique('project', value.external_id, projectPath);
    this.checked.projects.push({ where: `${projectPath}.slug`, slug: value.slug ?? value.external_id, external_id: value.external_id });
    value.buildings.forEach((building, b) => {
      const buildingPath = `${projectPath}.buildings[${b}]`;
      this.unique('building', building.external_id, buildingPath);
      building.sections.forEach((section, s) => {
        const sectionPath = `${buildingPath}.sections[${s}]`;
        this.unique('section', section.external_id, sectionPath);
        section.floors.forEach((floor, f) => {
          const floorPath = `${sectionPath}.floors[${f}]`;
          this.unique('floor', floor.external_id, floorPath);
          floor.lots.forEach((lot, l) => {
            const lotPath = `${floorPath}.lots[${l}]`;
            if (this.unique('lot', lot.external_id, lotPath)) this.checked.lots.add(lot.external_id);
            if (lot.old_price != null && lot.old_price <= lot.price) this.problem(`${lotPath}.old_price`, 'must be greater than price');
          });
        });
      });
    });
  }

  /** The feed's problems, or what its application needs. */
  result(): { feed: CheckedFeed } | { problems: ImportProblems } {
    // A feed is the whole catalogue: an empty one would mark every lot sold.
    if (this.count === 0 && this.checked.lots.size === 0) {
      this.problem('cities', 'the feed has no lots; a feed is the whole catalogue (send a price list for partial changes)');
    }
    if (this.count > Object.values(this.problems).reduce((sum, list) => sum + list.length, 0)) {
      this.problems.more = [`${this.count} problems in all; the first ${MAX_PROBLEMS} places are named`];
    }
    return this.count > 0 ? { problems: this.problems } : { feed: this.checked };
  }

  private unique(level: string, externalId: string, where: string): boolean {
    const key = `${level}:${externalId}`;
    const first = this.seen.get(key);
    if (first) {
      this.problem(`${where}.external_id`, `duplicate ${level} external_id "${externalId}" (first at ${first})`);
      return false;
    }
    this.seen.set(key, where);
    return true;
  }
}

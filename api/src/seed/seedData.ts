import { createPrng } from './prng';
import { cityPlans } from './data/cities';
import { projectPlans } from './data/projectCatalog';
import { buildLots } from './buildLots';
import { buildPriceHistory } from './buildPriceHistory';
import { buildPublications } from './buildPublications';
import { infraCategories, infraPointRows } from './buildInfra';
import {
  agreementRows,
  basePageRows,
  cityRows,
  contentBlockRows,
  documentRows,
  excursionRows,
  finishRows,
  installmentRows,
  mainPageRows,
  mortgageProgramRows,
  officeRows,
  progressRows,
  projectRows,
  promoRows,
  purchaseMethodRows,
  selectionCardRows,
  type ProjectRef,
} from './buildContent';

export const SEED = 20_261_121;

/** Table name to rows, in an order that satisfies the foreign keys. */
export type SeedTables = [table: string, rows: readonly object[]][];

/** The whole deterministic data set (images aside): same seed and moment, same rows (dates of prices lie before `now`). */
export function generateSeedData(seed = SEED, now = new Date()): SeedTables {
  const prng = createPrng(seed);
  const cityId = (slug: string) => cityPlans.find((city) => city.slug === slug)?.id ?? 1;
  const projects: ProjectRef[] = projectPlans.map((plan, index) => ({ id: index + 1, cityId: cityId(plan.city), plan }));
  const lots = buildLots(prng, projects);
  const offices = officeRows(projects);
  const publications = buildPublications(
    prng,
    projects.map((project) => ({ id: project.id, name: project.plan.name, cityId: project.cityId })),
    { moskva: cityId('moskva'), tula: cityId('tula') },
  );
  return [
    ['cities', cityRows()],
    ['base_pages', basePageRows()],
    ['main_pages', mainPageRows(projects)],
    ['content_blocks', contentBlockRows()],
    ['personal_data_agreements', agreementRows()],
    ['purchase_methods', purchaseMethodRows()],
    ['projects', projectRows(projects)],
    ['buildings', lots.buildings],
    ['sections', lots.sections],
    ['floors', lots.floors],
    ['layouts', lots.layouts],
    ['lots', lots.lots],
    ['lot_price_history', buildPriceHistory(seed, lots.lots, now)],
    ['finishes', finishRows()],
    ['mortgage_programs', mortgageProgramRows()],
    ['installment_programs', installmentRows()],
    ['progress_reports', progressRows(prng, projects)],
    ['documents', documentRows(projects)],
    ['publications', publications],
    ['offices', offices],
    ['excursions', excursionRows(projects, offices)],
    ['promos', promoRows()],
    ['selection_cards', selectionCardRows()],
    ['infra_categories', infraCategories.map((category, index) => ({ ...category, sort: index }))],
    ['infra_points', infraPointRows(prng, projects)],
  ];
}

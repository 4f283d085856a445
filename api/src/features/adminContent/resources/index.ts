import type { ContentResource } from '../contentResource';
import { agreements, basePages, contentBlocks, mainPages, menuPromoCards, promos, publications, selectionCards } from './editorialResources';
import { excursions, installmentPrograms, mortgagePrograms, purchaseMethods } from './marketingResources';
import { buildings, cities, documents, infraCategories, infraPoints, offices, progressReports, projects } from './projectResources';

/** Everything a visitor reads that staff edit, in the back office's menu order. */
export const CONTENT_RESOURCES: readonly ContentResource[] = [
  publications,
  agreements,
  contentBlocks,
  basePages,
  mainPages,
  selectionCards,
  menuPromoCards,
  promos,
  mortgagePrograms,
  installmentPrograms,
  purchaseMethods,
  excursions,
  projects,
  buildings,
  progressReports,
  documents,
  infraPoints,
  offices,
  cities,
  infraCategories,
];

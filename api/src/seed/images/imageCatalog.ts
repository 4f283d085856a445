import { createPrng } from '../prng';
import { palettes } from './palettes';
import { coverSvg, finishSwatchSvg, interiorSvg, progressPhotoSvg, projectRenderSvg } from './sceneSvg';
import { commercialLayoutSvg, layoutSvg, smallUnitLayoutSvg } from './layoutSvg';
import { floorPlanSvg, genplanSvg } from './planSvg';
import { floorBoxes, genplanFootprints, gridBoxes } from './planGeometry';
import {
  COVER_COUNT,
  FLOOR_SIZES,
  GENPLAN_SIZES,
  INTERIOR_COUNT,
  OFFICE_COUNT,
  PARKING_PER_LEVEL,
  PROGRESS_COUNT,
  PROMO_COUNT,
  RENDER_COUNT,
  STORAGE_PER_LEVEL,
  imagePaths,
} from './imagePaths';

export interface ImageSource {
  path: string;
  format: 'jpeg' | 'png';
  svg: () => string;
}

const palette = (n: number) => palettes[n % palettes.length] ?? palettes[0]!;

/** Every picture the seed stores: a modest set of distinct images, reused across lots and pages. */
export function imageCatalog(seed: number): ImageSource[] {
  const list: ImageSource[] = [];
  const photo = (path: string, draw: () => string) => list.push({ path, format: 'jpeg', svg: draw });
  const drawing = (path: string, draw: () => string) => list.push({ path, format: 'png', svg: draw });
  const range = (count: number) => Array.from({ length: count }, (_, i) => i + 1);

  for (const n of range(RENDER_COUNT)) photo(imagePaths.render(n), () => projectRenderSvg(createPrng(seed + n), palette(n)));
  for (const n of range(INTERIOR_COUNT)) photo(imagePaths.interior(n), () => interiorSvg(createPrng(seed + 100 + n), palette(n + 3)));
  for (const n of range(PROGRESS_COUNT)) photo(imagePaths.progress(n), () => progressPhotoSvg(createPrng(seed + 200 + n), palette(n)));
  for (const n of range(COVER_COUNT)) photo(imagePaths.cover(n), () => coverSvg(createPrng(seed + 300 + n), palette(n + 1)));
  for (const n of range(PROMO_COUNT)) photo(imagePaths.promo(n), () => coverSvg(createPrng(seed + 400 + n), palette(n + 5)));
  for (const n of range(OFFICE_COUNT)) photo(imagePaths.office(n), () => interiorSvg(createPrng(seed + 500 + n), palette(n + 6)));
  for (const slug of ['without', 'white_box', 'fine'] as const) photo(imagePaths.finish(slug), () => finishSwatchSvg(slug));

  for (const rooms of [0, 1, 2, 3, 4]) {
    for (const variant of [1, 2]) {
      drawing(imagePaths.flatLayout(rooms, variant, false), () => layoutSvg(rooms, variant - 1, false));
      drawing(imagePaths.flatLayout(rooms, variant, true), () => layoutSvg(rooms, variant - 1, true));
    }
  }
  for (const variant of [1, 2]) drawing(imagePaths.commercialLayout(variant), () => commercialLayoutSvg(variant - 1));
  drawing(imagePaths.parkingLayout(), () => smallUnitLayoutSvg('parking'));
  drawing(imagePaths.storageLayout(), () => smallUnitLayoutSvg('storage'));

  for (const units of FLOOR_SIZES) drawing(imagePaths.floorPlan(units), () => floorPlanSvg(floorBoxes(units), units <= 2 ? 'commercial' : 'flats'));
  drawing(imagePaths.parkingPlan(), () => floorPlanSvg(gridBoxes(PARKING_PER_LEVEL, 10), 'parking'));
  drawing(imagePaths.storagePlan(), () => floorPlanSvg(gridBoxes(STORAGE_PER_LEVEL, 10), 'storage'));
  for (const buildings of GENPLAN_SIZES) drawing(imagePaths.genplan(buildings), () => genplanSvg(genplanFootprints(buildings)));
  return list;
}

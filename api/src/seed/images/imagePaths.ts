/** Stored paths of the generated images; the data refers to them and `/img/<path>` serves them. */
export const RENDER_COUNT = 10;
export const INTERIOR_COUNT = 4;
export const PROGRESS_COUNT = 6;
export const COVER_COUNT = 8;
export const PROMO_COUNT = 6;
export const OFFICE_COUNT = 2;
export const FLOOR_SIZES = [2, 4, 6, 8, 12] as const;
export const PARKING_PER_LEVEL = 50;
export const STORAGE_PER_LEVEL = 20;
export const GENPLAN_SIZES = [1, 2, 3, 4] as const;

const cycle = (n: number, count: number): number => (((n - 1) % count) + count) % count + 1;

export const imagePaths = {
  render: (n: number) => `renders/render-${cycle(n, RENDER_COUNT)}.jpg`,
  interior: (n: number) => `gallery/interior-${cycle(n, INTERIOR_COUNT)}.jpg`,
  progress: (n: number) => `progress/progress-${cycle(n, PROGRESS_COUNT)}.jpg`,
  cover: (n: number) => `press/cover-${cycle(n, COVER_COUNT)}.jpg`,
  promo: (n: number) => `promo/promo-${cycle(n, PROMO_COUNT)}.jpg`,
  office: (n: number) => `offices/office-${cycle(n, OFFICE_COUNT)}.jpg`,
  finish: (slug: 'without' | 'white_box' | 'fine') => `finishes/${slug.replace('_', '-')}.jpg`,
  flatLayout: (rooms: number, variant: number, furniture: boolean) =>
    `layouts/flat-${Math.min(rooms, 4)}-${variant}${furniture ? '-furniture' : ''}.png`,
  commercialLayout: (variant: number) => `layouts/commercial-${variant}.png`,
  parkingLayout: () => 'layouts/parking.png',
  storageLayout: () => 'layouts/storage.png',
  floorPlan: (units: number) => `plans/floor-${units}.png`,
  parkingPlan: () => `plans/parking-${PARKING_PER_LEVEL}.png`,
  storagePlan: () => `plans/storage-${STORAGE_PER_LEVEL}.png`,
  genplan: (buildings: number) => `genplan/genplan-${Math.min(Math.max(buildings, 1), 4)}.png`,
};

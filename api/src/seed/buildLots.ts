import type { CommercialType, Finishing, LotFeature, LotKind, LotStatus } from '../shared/lots/lotSchemas';
import type { BuildingRow, FloorRow, LayoutRow, LotRow, SectionRow } from '../db/tableRows';
import type { Prng } from './prng';
import type { BuildingPlan, ProjectPlan } from './data/projectCatalog';
import { floorBoxes, genplanFootprints, gridBoxes, labelPosition } from './images/planGeometry';
import { PARKING_PER_LEVEL, STORAGE_PER_LEVEL, imagePaths } from './images/imagePaths';

export interface LotsData {
  buildings: BuildingRow[];
  sections: SectionRow[];
  floors: FloorRow[];
  layouts: LayoutRow[];
  lots: LotRow[];
}

const ROOM_AREAS: Record<number, [number, number]> = { 0: [22, 29], 1: [34, 43], 2: [51, 65], 3: [72, 89], 4: [98, 126] };
const KITCHEN_AREAS: Record<number, [number, number] | null> = { 0: null, 1: [9, 12], 2: [10, 15], 3: [12, 18], 4: [15, 22] };
const FINISHING_FACTOR: Record<Finishing, number> = { without: 1, white_box: 1.05, fine: 1.11 };
const RISERS: Record<number, number[]> = {
  4: [1, 2, 3, 2],
  6: [0, 1, 2, 3, 1, 2],
  8: [0, 1, 1, 2, 3, 2, 1, 4],
};
const APARTMENT_RISERS = [0, 1, 1, 2, 0, 2, 1, 3];

const roundTo = (value: number, step: number): number => Math.round(value / step) * step;
const round2 = (value: number): number => Math.round(value * 100) / 100;

class Counter {
  private value = 0;
  next(): number {
    this.value += 1;
    return this.value;
  }
}

interface Context {
  prng: Prng;
  cityId: number;
  projectId: number;
  plan: ProjectPlan;
  ids: { building: Counter; section: Counter; floor: Counter; layout: Counter; lot: Counter };
  out: LotsData;
  /** Layout per (kind, rooms, variant) of this project. */
  layouts: Map<string, LayoutRow>;
}

function statusFor(prng: Prng, building: BuildingPlan): LotStatus {
  const sold = building.completed ? 0.42 : 0.2;
  const roll = prng.next();
  if (roll < sold) return 'sold';
  if (roll < sold + 0.1) return 'booked';
  return 'free';
}

function finishingFor(prng: Prng, building: BuildingPlan): Finishing {
  if (prng.chance(0.8)) return building.finishing;
  return prng.pick(['without', 'white_box', 'fine'] as const);
}

function oldPriceFor(prng: Prng, price: number): number | null {
  return prng.chance(0.16) ? roundTo(price * prng.float(1.05, 1.14), 10_000) : null;
}

function layoutFor(ctx: Context, kind: LotKind, rooms: number | null, variant: number): LayoutRow {
  const key = `${kind}:${rooms ?? '-'}:${variant}`;
  const existing = ctx.layouts.get(key);
  if (existing) return existing;
  const { prng } = ctx;
  let area: number;
  let kitchen: number | null = null;
  let image: string;
  let furniture: string | null = null;
  let code: string;
  if (kind === 'flat' || kind === 'apartment') {
    const r = rooms ?? 0;
    const [min, max] = ROOM_AREAS[r] ?? [40, 60];
    area = round2(prng.float(min, max));
    const kitchenRange = KITCHEN_AREAS[r];
    kitchen = kitchenRange ? round2(prng.float(kitchenRange[0], kitchenRange[1])) : null;
    image = imagePaths.flatLayout(r, variant, false);
    furniture = imagePaths.flatLayout(r, variant, true);
    code = `${r === 0 ? 'С' : `${r}К`}-${variant}${kind === 'apartment' ? 'А' : ''}`;
  } else if (kind === 'commercial') {
    area = round2(prng.float(42, 190));
    image = imagePaths.commercialLayout(variant);
    code = `П-${variant}`;
  } else if (kind === 'parking') {
    area = round2(prng.float(13.25, 18.5));
    image = imagePaths.parkingLayout();
    code = `ММ-${variant}`;
  } else {
    area = round2(prng.float(3.2, 8.9));
    image = imagePaths.storageLayout();
    code = `К-${variant}`;
  }
  const row: LayoutRow = {
    id: ctx.ids.layout.next(),
    project_id: ctx.projectId,
    kind,
    code,
    rooms,
    area,
    kitchen_area: kitchen,
    image,
    furniture_image: furniture,
  };
  ctx.layouts.set(key, row);
  ctx.out.layouts.push(row);
  return row;
}

function residentialFeatures(prng: Prng, rooms: number, floor: number, floors: number, ceiling: number): LotFeature[] {
  const features: LotFeature[] = [];
  const top = floor >= floors - 1;
  if (top && rooms >= 2 && prng.chance(0.6)) features.push('terrace');
  else if (prng.chance(0.45)) features.push('balcony');
  if (floor > floors * 0.6 && prng.chance(0.65)) features.push('view');
  if (ceiling >= 3.1) features.push('high_ceilings');
  if ((rooms >= 3 && prng.chance(0.7)) || (rooms === 2 && prng.chance(0.15))) features.push('two_bathrooms');
  if (rooms >= 2 && prng.chance(0.3)) features.push('wardrobe');
  return features;
}

function pushLot(ctx: Context, lot: Omit<LotRow, 'id' | 'city_id' | 'project_id'>): void {
  ctx.out.lots.push({ id: ctx.ids.lot.next(), city_id: ctx.cityId, project_id: ctx.projectId, ...lot });
}

interface Place {
  building: BuildingRow;
  plan: BuildingPlan;
  section: SectionRow;
}

/** A floor of the place's section, with its plan picture. */
function pushFloor(ctx: Context, place: Place, number: number, planImage: string): FloorRow {
  const floor = { id: ctx.ids.floor.next(), section_id: place.section.id, building_id: place.building.id, number, plan_image: planImage };
  ctx.out.floors.push(floor);
  return floor;
}

function residentialFloor(ctx: Context, place: Place, floorNumber: number, risers: number[], counter: Counter): void {
  const { prng, plan } = ctx;
  const floor = pushFloor(ctx, place, floorNumber, imagePaths.floorPlan(place.plan.perFloor));
  const boxes = floorBoxes(place.plan.perFloor);
  const kind: LotKind = place.plan.apartments ? 'apartment' : 'flat';
  risers.forEach((riserRooms, index) => {
    const rooms = floorNumber >= place.plan.floors - 1 && riserRooms === 3 ? 4 : riserRooms;
    const layout = layoutFor(ctx, kind, rooms, (index % 2) + 1);
    const finishing = finishingFor(prng, place.plan);
    const meter =
      plan.pricePerMeter *
      (kind === 'apartment' ? 0.88 : 1) *
      (rooms === 0 ? 1.12 : 1) *
      (1 + floorNumber * 0.006) *
      FINISHING_FACTOR[finishing] *
      prng.float(0.97, 1.03);
    const price = roundTo(meter * layout.area, 10_000);
    pushLot(ctx, {
      kind,
      building_id: place.building.id,
      section_id: place.section.id,
      floor_id: floor.id,
      floor: floorNumber,
      floors_total: place.plan.floors,
      number: String(counter.next()),
      rooms,
      commercial_type: null,
      area: layout.area,
      kitchen_area: layout.kitchen_area,
      ceiling_height: plan.ceiling,
      price,
      old_price: oldPriceFor(prng, price),
      status: statusFor(prng, place.plan),
      finishing,
      features: residentialFeatures(prng, rooms, floorNumber, place.plan.floors, plan.ceiling),
      completion_year: place.plan.year,
      completion_quarter: place.plan.quarter,
      layout_id: layout.id,
      plan_position: boxes[index] ?? { x: 0, y: 0, w: 10, h: 10 },
    });
  });
}

function commercialFloor(ctx: Context, place: Place, floorNumber: number, units: number, types: readonly CommercialType[], counter: Counter): void {
  const { prng, plan } = ctx;
  const floor = pushFloor(ctx, place, floorNumber, imagePaths.floorPlan(units));
  const boxes = floorBoxes(units);
  for (let index = 0; index < units; index += 1) {
    const type = floorNumber === 1 && types.includes('retail') ? prng.pick(['retail', 'food'] as const) : prng.pick(types);
    const layout = layoutFor(ctx, 'commercial', null, (index % 2) + 1);
    const area = round2(layout.area * prng.float(0.85, 1.25));
    const meter = plan.pricePerMeter * (plan.kind === 'residential' ? 1.25 : 1) * (floorNumber === 1 ? 1.15 : 1) * prng.float(0.95, 1.05);
    const price = roundTo(meter * area, 10_000);
    const features: LotFeature[] = [];
    if (floorNumber === 1 && prng.chance(0.7)) features.push('separate_entrance');
    if (floorNumber === 1 && type !== 'office' && prng.chance(0.6)) features.push('showcase');
    if (plan.ceiling >= 3.4) features.push('high_ceilings');
    pushLot(ctx, {
      kind: 'commercial',
      building_id: place.building.id,
      section_id: place.section.id,
      floor_id: floor.id,
      floor: floorNumber,
      floors_total: place.plan.floors,
      number: `П-${counter.next()}`,
      rooms: null,
      commercial_type: type,
      area,
      kitchen_area: null,
      ceiling_height: plan.kind === 'residential' ? 4.2 : plan.ceiling,
      price,
      old_price: oldPriceFor(prng, price),
      status: statusFor(prng, place.plan),
      finishing: finishingFor(prng, place.plan),
      features,
      completion_year: place.plan.year,
      completion_quarter: place.plan.quarter,
      layout_id: layout.id,
      plan_position: boxes[index] ?? { x: 0, y: 0, w: 10, h: 10 },
    });
  }
}

function undergroundLevel(ctx: Context, place: Place, kind: 'parking' | 'storage', level: number, counter: Counter): void {
  const { prng, plan } = ctx;
  const units = kind === 'parking' ? PARKING_PER_LEVEL : STORAGE_PER_LEVEL;
  const floor = pushFloor(ctx, place, level, kind === 'parking' ? imagePaths.parkingPlan() : imagePaths.storagePlan());
  const boxes = gridBoxes(units, 10);
  const moscow = plan.city === 'moskva';
  for (let index = 0; index < units; index += 1) {
    const layout = layoutFor(ctx, kind, null, 1 + (index % 2));
    const area = round2(layout.area * prng.float(0.92, 1.08));
    const price =
      kind === 'parking'
        ? roundTo((moscow ? prng.float(2_600_000, 4_400_000) : prng.float(700_000, 1_200_000)) * (plan.pricePerMeter > 400_000 ? 1.4 : 1), 10_000)
        : roundTo(area * (moscow ? prng.float(170_000, 230_000) : prng.float(55_000, 70_000)), 5_000);
    pushLot(ctx, {
      kind,
      building_id: place.building.id,
      section_id: place.section.id,
      floor_id: floor.id,
      floor: level,
      floors_total: place.plan.floors,
      number: `${kind === 'parking' ? 'ММ' : 'К'}-${counter.next()}`,
      rooms: null,
      commercial_type: null,
      area,
      kitchen_area: null,
      ceiling_height: kind === 'parking' ? 2.7 : 2.5,
      price,
      old_price: oldPriceFor(prng, price),
      status: statusFor(prng, place.plan),
      finishing: null,
      features: kind === 'parking' && prng.chance(0.2) ? ['ev_charger'] : [],
      completion_year: place.plan.year,
      completion_quarter: place.plan.quarter,
      layout_id: layout.id,
      plan_position: boxes[index] ?? { x: 0, y: 0, w: 5, h: 5 },
    });
  }
}

/**
 * Plausible ids of a house in the classifieds' own catalogues (Yandex.Realty and CIAN number houses in the millions,
 * Avito's new-development catalogue likewise), a monolithic frame (every third house with brick walls), and the sale
 * method: a finished house sells by a sale contract, one under construction by shared-construction agreements.
 */
function classifiedHouse(id: number, completed: boolean, index: number) {
  return {
    yandex_house_id: String(2_104_000 + id * 37),
    cian_house_id: String(4_873_000 + id * 11),
    avito_development_id: String(3_601_000 + id * 23),
    avito_house_type: index % 3 === 2 ? 'Монолитно-кирпичный' : 'Монолитный',
    avito_sale_method: completed ? 'Договор купли-продажи' : 'Договор участия в долевом строительстве',
  };
}

function buildProject(ctx: Context): void {
  const { plan, prng } = ctx;
  const footprints = genplanFootprints(plan.buildings.length);
  plan.buildings.forEach((buildingPlan, buildingIndex) => {
    const polygon = (footprints[buildingIndex] ?? footprints[0] ?? []).map((point): [number, number] => [point[0], point[1]]);
    const id = ctx.ids.building.next();
    const building: BuildingRow = {
      id,
      project_id: ctx.projectId,
      name: buildingPlan.apartments ? `Апарт-корпус ${buildingIndex + 1}` : `Корпус ${buildingIndex + 1}`,
      number: buildingIndex + 1,
      floors_total: buildingPlan.floors,
      completion_year: buildingPlan.year,
      completion_quarter: buildingPlan.quarter,
      is_completed: buildingPlan.completed ?? false,
      polygon,
      label_position: labelPosition(polygon.map((point) => [point[0] ?? 0, point[1] ?? 0] as const)),
      ...classifiedHouse(id, buildingPlan.completed ?? false, buildingIndex),
    };
    ctx.out.buildings.push(building);
    const flatNumbers = new Counter();
    const commercialNumbers = new Counter();
    const parkingNumbers = new Counter();
    const storageNumbers = new Counter();
    for (let s = 1; s <= buildingPlan.sections; s += 1) {
      const section: SectionRow = { id: ctx.ids.section.next(), building_id: building.id, number: s, floors_total: buildingPlan.floors };
      ctx.out.sections.push(section);
      const place: Place = { building, plan: buildingPlan, section };
      if (plan.kind === 'commercial') {
        const types = (plan.commercialTypes ?? ['office']) as CommercialType[];
        for (let f = 1; f <= buildingPlan.floors; f += 1) commercialFloor(ctx, place, f, buildingPlan.perFloor, types, commercialNumbers);
        continue;
      }
      const base = buildingPlan.apartments ? APARTMENT_RISERS : (RISERS[buildingPlan.perFloor] ?? RISERS[6] ?? []);
      const risers = prng.shuffle(base.slice(0, buildingPlan.perFloor));
      commercialFloor(ctx, place, 1, 2, ['retail', 'food', 'free_purpose'], commercialNumbers);
      for (let f = 2; f <= buildingPlan.floors; f += 1) residentialFloor(ctx, place, f, risers, flatNumbers);
      undergroundLevel(ctx, place, 'storage', -1, storageNumbers);
      if (s === 1) undergroundLevel(ctx, place, 'parking', -2, parkingNumbers);
    }
  });
}

/** Buildings, sections, floors, layouts and lots of every project, with ids numbered from 1. */
export function buildLots(prng: Prng, projects: readonly { id: number; cityId: number; plan: ProjectPlan }[]): LotsData {
  const out: LotsData = { buildings: [], sections: [], floors: [], layouts: [], lots: [] };
  const ids = { building: new Counter(), section: new Counter(), floor: new Counter(), layout: new Counter(), lot: new Counter() };
  for (const project of projects) {
    buildProject({ prng, cityId: project.cityId, projectId: project.id, plan: project.plan, ids, out, layouts: new Map() });
  }
  return out;
}

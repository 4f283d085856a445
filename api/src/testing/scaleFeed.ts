import type { CatalogueFeed, FeedBuilding, FeedFloor, FeedLot, FeedProject } from '../features/catalogue/catalogueFeed';
import { createPrng, type Prng } from '../seed/prng';
import { imagePaths, STORAGE_PER_LEVEL } from '../seed/images/imagePaths';
import { floorBoxes, gridBoxes } from '../seed/images/planGeometry';

/**
 * A large developer's catalogue as its sales system would export it, for the scale tests and `npm run bench`:
 * `lots` lots in 41 projects (29 in Moscow, 12 in Tula: about 70 % of the lots in Moscow), buildings of 10–30 floors
 * with retail on the ground floor, parking and storage underground, three business centres, apartment complexes among
 * the residential ones. Deterministic: the same size gives the same feed, byte for byte. Lots keep their layout up a
 * building's floors (a stack), so features and areas repeat as they do in real catalogues.
 */
export interface ScaleFeedOptions {
  lots: number;
  projects?: number;
  /** Moscow's share of the projects. */
  moscowShare?: number;
}

const ROOM_MIX = [0, 1, 1, 1, 2, 2, 2, 3, 3, 4];
const AREA: Record<number, [number, number]> = { 0: [21, 29], 1: [33, 45], 2: [48, 66], 3: [68, 92], 4: [95, 140] };
const CLASSES = ['Комфорт', 'Комфорт', 'Бизнес', 'Бизнес', 'Премиум'];
const FINISHING_OF_CLASS: Record<string, FeedLot['finishing'][]> = {
  Комфорт: ['without', 'white_box', 'fine'],
  Бизнес: ['white_box', 'fine'],
  Премиум: ['fine'],
};

interface ProjectSpec {
  index: number;
  city: 'moskva' | 'tula';
  kind: 'residential' | 'commercial';
  apartments: boolean;
  className: string;
  pricePerMeter: number;
  target: number;
}

/** Each project's share of the lots (±30 % around an even split), in lots; the shares add up to `lots`. */
function projectSpecs({ lots, projects = 41, moscowShare = 29 / 41 }: ScaleFeedOptions): ProjectSpec[] {
  const prng = createPrng(20_261_123);
  const weights = Array.from({ length: projects }, () => prng.float(0.7, 1.3));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  let assigned = 0;
  const moscow = Math.round(projects * moscowShare);
  return weights.map((weight, index) => {
    const target = index === projects - 1 ? lots - assigned : Math.round((lots * weight) / total);
    assigned += target;
    const city = index < moscow ? 'moskva' : 'tula';
    const kind = index % 14 === 13 ? 'commercial' : 'residential';
    const className = kind === 'commercial' ? 'Класс B+' : (CLASSES[index % CLASSES.length] ?? 'Комфорт');
    const base = city === 'moskva' ? prng.int(240, 520) : prng.int(80, 140);
    return { index, city, kind, apartments: kind === 'residential' && index % 7 === 3, className, pricePerMeter: base * 1000, target };
  });
}

const roundTo = (value: number, step: number) => Math.round(value / step) * step;
const twoDecimals = (value: number) => Math.round(value * 100) / 100;

class ProjectWriter {
  private lotNumber = 0;
  private left: number;

  constructor(
    private readonly spec: ProjectSpec,
    private readonly prng: Prng,
  ) {
    this.left = spec.target;
  }

  project(): FeedProject {
    const { spec, prng } = this;
    const n = spec.index + 1;
    const year = 2026 + (spec.index % 4);
    const buildings: FeedBuilding[] = [];
    while (this.left > 0) buildings.push(this.building(buildings.length + 1, year));
    return {
      external_id: `scale-project-${n}`,
      slug: `scale-project-${n}`,
      name: `${spec.kind === 'commercial' ? 'БЦ' : 'ЖК'} Масштаб ${n}`,
      kind: spec.kind,
      class: spec.className,
      address: `${spec.city === 'moskva' ? 'Москва' : 'Тула'}, ул. Масштабная, ${n}`,
      district: `Район ${(spec.index % 9) + 1}`,
      lat: (spec.city === 'moskva' ? 55.6 : 54.15) + prng.float(0, 0.25),
      lng: (spec.city === 'moskva' ? 37.4 : 37.55) + prng.float(0, 0.35),
      completion_year: year,
      completion_quarter: (spec.index % 4) + 1,
      image: imagePaths.render(n),
      buildings,
    };
  }

  private building(number: number, year: number): FeedBuilding {
    const { spec, prng } = this;
    const floorsTotal = prng.int(10, 30);
    const sections = prng.int(1, 4);
    const perFloor = prng.pick([4, 6, 8] as const);
    const finishings = FINISHING_OF_CLASS[spec.className] ?? ['white_box'];
    const finishing = prng.pick(finishings);
    // the stack: what each place on a floor is, the same on every floor
    const stack = Array.from({ length: perFloor }, (_, place) => {
      const rooms = prng.pick(ROOM_MIX);
      const [low, high] = AREA[rooms] ?? [40, 60];
      return { rooms, area: prng.float(low, high), variant: (place % 2) + 1, balcony: prng.chance(0.6), wardrobe: rooms >= 2 && prng.chance(0.5) };
    });
    const external = `scale-building-${spec.index + 1}-${number}`;
    const completed = year <= 2026 && number === 1;
    const sectionList = Array.from({ length: sections }, (_, s) => {
      const floors: FeedFloor[] = [];
      const add = (floor: FeedFloor) => {
        if (this.left <= 0 || floor.lots.length === 0) return;
        floor.lots = floor.lots.slice(0, this.left);
        this.left -= floor.lots.length;
        floors.push(floor);
      };
      if (spec.kind === 'residential') {
        add(this.parkingLevel(external, s, -1, 'parking'));
        if (number % 2 === 1) add(this.parkingLevel(external, s, -2, 'storage'));
        add(this.retailFloor(external, s, finishing));
        for (let floor = 2; floor <= floorsTotal; floor += 1) add(this.residentialFloor(external, s, floor, floorsTotal, stack, finishing));
      } else {
        add(this.parkingLevel(external, s, -1, 'parking'));
        for (let floor = 1; floor <= floorsTotal; floor += 1) add(this.officeFloor(external, s, floor, floorsTotal));
      }
      return { external_id: `${external}-${s + 1}`, number: s + 1, floors };
    });
    return {
      external_id: external,
      name: `Корпус ${number}`,
      number,
      floors_total: floorsTotal,
      completion_year: year + Math.floor((number - 1) / 3),
      completion_quarter: ((spec.index + number) % 4) + 1,
      is_completed: completed,
      sections: sectionList.filter((section) => section.floors.length > 0),
    };
  }

  private lot(fields: Omit<FeedLot, 'external_id' | 'status' | 'old_price'>, floor: number): FeedLot {
    this.lotNumber += 1;
    const roll = this.prng.next();
    const status: FeedLot['status'] = roll < 0.25 ? 'sold' : roll < 0.35 ? 'booked' : 'free';
    const discounted = status === 'free' && this.prng.chance(0.08);
    return {
      external_id: `scale-lot-${this.spec.index + 1}-${this.lotNumber}`,
      ...fields,
      number: `${floor < 0 ? 'P' : ''}${this.lotNumber}`,
      status,
      old_price: discounted ? roundTo(fields.price * this.prng.float(1.05, 1.15), 1000) : null,
    };
  }

  private residentialFloor(building: string, section: number, floor: number, floorsTotal: number, stack: ReadonlyArray<{ rooms: number; area: number; variant: number; balcony: boolean; wardrobe: boolean }>, finishing: FeedLot['finishing']): FeedFloor {
    const { spec, prng } = this;
    const boxes = floorBoxes(stack.length);
    const finishFactor = finishing === 'fine' ? 1.12 : finishing === 'white_box' ? 1.05 : 1;
    const lots = stack.map((place, index) => {
      const area = twoDecimals(place.area + prng.float(-0.4, 0.4));
      const features: NonNullable<FeedLot['features']> = [];
      if (place.balcony) features.push('balcony');
      if (floor === floorsTotal && prng.chance(0.4)) features.push('terrace');
      if (floor >= floorsTotal * 0.7) features.push('view');
      if (spec.className === 'Премиум') features.push('high_ceilings');
      if (place.rooms >= 3) features.push('two_bathrooms');
      if (place.wardrobe) features.push('wardrobe');
      return this.lot(
        {
          kind: spec.apartments ? 'apartment' : 'flat',
          number: '',
          rooms: place.rooms,
          commercial_type: null,
          area,
          kitchen_area: place.rooms === 0 ? null : twoDecimals(8 + place.rooms * 2.5 + prng.float(0, 3)),
          ceiling_height: spec.className === 'Премиум' ? 3.2 : 2.8,
          price: roundTo(area * spec.pricePerMeter * finishFactor * (1 + 0.006 * floor) * prng.float(0.97, 1.03), 1000),
          finishing,
          features,
          plan_image: imagePaths.flatLayout(place.rooms, place.variant, false),
          position: boxes[index] ?? { x: 0, y: 0, w: 10, h: 10 },
        },
        floor,
      );
    });
    return { external_id: `${building}-${section + 1}-${floor}`, number: floor, plan_image: imagePaths.floorPlan(stack.length), lots };
  }

  private retailFloor(building: string, section: number, finishing: FeedLot['finishing']): FeedFloor {
    const { spec, prng } = this;
    const boxes = floorBoxes(2);
    const lots = [0, 1].map((index) => {
      const area = twoDecimals(prng.float(45, 180));
      return this.lot(
        {
          kind: 'commercial',
          number: '',
          rooms: null,
          commercial_type: prng.pick(['retail', 'food', 'free_purpose'] as const),
          area,
          kitchen_area: null,
          ceiling_height: 4,
          price: roundTo(area * spec.pricePerMeter * 1.3, 1000),
          finishing,
          features: prng.chance(0.7) ? ['separate_entrance', 'showcase'] : ['separate_entrance'],
          plan_image: imagePaths.commercialLayout((index % 2) + 1),
          position: boxes[index] ?? { x: 0, y: 0, w: 10, h: 10 },
        },
        1,
      );
    });
    return { external_id: `${building}-${section + 1}-1`, number: 1, plan_image: imagePaths.floorPlan(2), lots };
  }

  private officeFloor(building: string, section: number, floor: number, floorsTotal: number): FeedFloor {
    const { spec, prng } = this;
    const boxes = floorBoxes(4);
    const lots = boxes.map((box, index) => {
      const area = twoDecimals(prng.float(60, 400));
      const features: NonNullable<FeedLot['features']> = floor === 1 ? ['separate_entrance', 'showcase'] : [];
      if (floor === floorsTotal) features.push('high_ceilings');
      return this.lot(
        {
          kind: 'commercial',
          number: '',
          rooms: null,
          commercial_type: floor === 1 ? 'retail' : 'office',
          area,
          kitchen_area: null,
          ceiling_height: 3.3,
          price: roundTo(area * spec.pricePerMeter * (1 + 0.004 * floor), 1000),
          finishing: 'white_box',
          features,
          plan_image: imagePaths.commercialLayout((index % 2) + 1),
          position: box,
        },
        floor,
      );
    });
    return { external_id: `${building}-${section + 1}-${floor}`, number: floor, plan_image: imagePaths.floorPlan(4), lots };
  }

  private parkingLevel(building: string, section: number, level: number, kind: 'parking' | 'storage'): FeedFloor {
    const { spec, prng } = this;
    const count = kind === 'parking' ? prng.int(16, 40) : prng.int(8, STORAGE_PER_LEVEL);
    const boxes = gridBoxes(count, kind === 'parking' ? 10 : 5);
    const moscow = spec.city === 'moskva';
    const lots = boxes.map((box) => {
      const area = kind === 'parking' ? twoDecimals(prng.float(13.25, 18)) : twoDecimals(prng.float(3, 8));
      const price = kind === 'parking' ? roundTo(prng.float(moscow ? 1.5e6 : 0.5e6, moscow ? 4e6 : 1.1e6), 10_000) : roundTo(area * spec.pricePerMeter * 0.5, 1000);
      return this.lot(
        {
          kind,
          number: '',
          rooms: null,
          commercial_type: null,
          area,
          kitchen_area: null,
          ceiling_height: 2.5,
          price,
          finishing: null,
          features: kind === 'parking' && prng.chance(0.15) ? ['ev_charger'] : [],
          plan_image: kind === 'parking' ? imagePaths.parkingLayout() : imagePaths.storageLayout(),
          position: box,
        },
        level,
      );
    });
    return {
      external_id: `${building}-${section + 1}-${level}`,
      number: level,
      plan_image: kind === 'parking' ? imagePaths.parkingPlan() : imagePaths.storagePlan(),
      lots,
    };
  }
}

/** The feed as text, one project at a time (a project is a few thousand lots at most). */
export function* scaleFeedText(options: ScaleFeedOptions): Generator<string> {
  const specs = projectSpecs(options);
  yield '{"generated_at":"2026-11-23T12:00:00Z","cities":[';
  for (const [c, city] of (['moskva', 'tula'] as const).entries()) {
    yield `${c ? ',' : ''}{"external_id":"${city}","projects":[`;
    let first = true;
    for (const spec of specs.filter((item) => item.city === city)) {
      yield (first ? '' : ',') + JSON.stringify(new ProjectWriter(spec, createPrng(1_000 + spec.index)).project());
      first = false;
    }
    yield ']}';
  }
  yield ']}\n';
}

/** The whole feed as an object (tests of a few thousand lots). */
export function scaleFeed(options: ScaleFeedOptions): CatalogueFeed {
  return JSON.parse([...scaleFeedText(options)].join('')) as CatalogueFeed;
}

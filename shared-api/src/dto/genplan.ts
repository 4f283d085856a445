// Master plan and chess-board: GET /api/genplan/?project=<slug> (the whole tree with lots),
// /api/genplan/projects/ (?city), /api/genplan/projects/{slug}/, /api/genplan/buildings/{id}/,
// /api/genplan/sections/{id}/, /api/genplan/floors/{id}/, /api/genplan/specs/, /api/genplan/facets/?project=<slug>.
import type { FacetOption, ImagePath, PlanBox } from './common';
import type { LotBuildingRef, LotKind, LotProjectRef, LotStatus } from './lots';
import type { ProjectCompletion } from './projects';

export interface GenplanLot {
  id: number;
  kind: LotKind;
  number: string;
  status: LotStatus;
  rooms: number | null;
  area: number;
  price: number;
  /** Where the lot is on its floor's `plan_image`, percent. */
  position: PlanBox;
}

export interface GenplanFloor {
  id: number;
  /** Negative for underground levels (parking −2, storage −1). */
  number: number;
  plan_image: ImagePath;
  lots_count: number;
  free_count: number;
  /** Present in the full tree and in building/section/floor responses. */
  lots?: GenplanLot[];
}

export interface GenplanSection {
  id: number;
  number: number;
  floors_total: number;
  floors: GenplanFloor[];
}

export interface GenplanBuilding {
  id: number;
  name: string;
  number: number;
  floors_total: number;
  completion: ProjectCompletion;
  is_completed: boolean;
  /** Footprint on the project's master plan picture: [x, y] points in percent. */
  polygon: [number, number][];
  label_position: { x: number; y: number };
  /**
   * The building's share of its project's offer (flats and apartments, or premises; parking and storage are not
   * counted): on sale (free or booked), free, the lowest price on sale. The buildings' `lots_count` add up to the
   * project's `lots_count`.
   */
  lots_count: number;
  free_count: number;
  min_price: number | null;
  sections?: GenplanSection[];
}

export interface GenplanProject extends LotProjectRef {
  city: string;
  /** The master plan picture the building polygons are drawn on. */
  image: ImagePath;
  buildings: GenplanBuilding[];
}

export interface GenplanFloorDetail extends GenplanFloor {
  project: LotProjectRef;
  building: LotBuildingRef;
  section: { id: number; number: number };
  lots: GenplanLot[];
}

/** `specs/`: the legend of the chess-board. */
export interface GenplanSpecs {
  statuses: { value: LotStatus; label: string; color: string }[];
  kinds: { value: LotKind; label: string }[];
}

/** `facets/?project=<slug>`: lots of the project by status and kind. */
export interface GenplanFacets {
  count: number;
  options: { status: FacetOption<LotStatus>[]; kind: FacetOption<LotKind>[] };
}

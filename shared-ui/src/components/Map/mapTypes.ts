export type MapPinKind = 'default' | 'infrastructure' | 'metro' | 'office';

export type LatLng = readonly [number, number];

export interface MapPin {
  id: string | number;
  kind: MapPinKind;
  position: LatLng;
  /** the pin's accessible name and tooltip: a project, a school, a metro station, an office */
  title: string;
  /** metro pins: minutes on foot, shown next to the pin */
  walkingMinutes?: number;
}

export interface MapTiles {
  /** a Leaflet tile URL template ({s}, {z}, {x}, {y}); null shows no tiles, only the pins */
  url: string | null;
  attribution?: string;
}

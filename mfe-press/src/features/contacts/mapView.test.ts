import { mapViewOf } from './mapView';

describe('mapViewOf', () => {
  it('centres on one point at the closest zoom', () => {
    expect(mapViewOf([{ lat: 55.75, lng: 37.6 }], { lat: 0, lng: 0 })).toEqual({ center: [55.75, 37.6], zoom: 15 });
  });

  it('fits points across a city and zooms out for points far apart', () => {
    const city = mapViewOf([{ lat: 55.7, lng: 37.5 }, { lat: 55.8, lng: 37.7 }], { lat: 0, lng: 0 });
    expect(city.center[0]).toBeCloseTo(55.75);
    expect(city.center[1]).toBeCloseTo(37.6);
    expect(city.zoom).toBeGreaterThanOrEqual(10);
    expect(city.zoom).toBeLessThanOrEqual(12);
    const region = mapViewOf([{ lat: 55.75, lng: 37.6 }, { lat: 54.19, lng: 37.62 }], { lat: 0, lng: 0 });
    expect(region.zoom).toBe(9);
  });

  it('falls back to the given point without offices', () => {
    expect(mapViewOf([], { lat: 54.2, lng: 37.6 })).toEqual({ center: [54.2, 37.6], zoom: 12 });
  });
});

// Where map tiles come from: configurable per app (MapTilesProvider) or per map (the Map's tiles prop).
import { createContext, useContext, type ReactNode } from 'react';
import type { MapTiles } from './mapTypes';

export const DEFAULT_MAP_TILES: MapTiles = {
  url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution: '© <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>',
};

const MapTilesContext = createContext<MapTiles>(DEFAULT_MAP_TILES);

export function MapTilesProvider({ tiles, children }: { tiles: MapTiles; children: ReactNode }) {
  return <MapTilesContext.Provider value={tiles}>{children}</MapTilesContext.Provider>;
}

export function useMapTiles(): MapTiles {
  return useContext(MapTilesContext);
}

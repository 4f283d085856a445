import { useState } from 'react';
import { Map } from '../../components/Map/Map';
import type { MapTiles } from '../../components/Map/mapTypes';
import { Example, Section } from '../Section';
import { MAP_CENTER, MAP_PINS } from '../sampleData';

/** Without a tile source the map shows its pins over a neutral grid (no network needed). */
export function MapSection({ tiles = { url: null } }: { tiles?: MapTiles }) {
  const [active, setActive] = useState<string | number>('project');
  return (
    <Section id="map" title="Map">
      <Example title="Метки всех видов, активная с волной" wide>
        <Map label="Карта проекта" center={MAP_CENTER} zoom={15} pins={MAP_PINS} activePinId={active} onPinClick={(pin) => setActive(pin.id)} tiles={tiles} height="36rem" />
      </Example>
    </Section>
  );
}

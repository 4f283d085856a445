import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Map } from './Map';
import type { MapPin } from './mapTypes';

const pins: MapPin[] = [
  { id: 'park', kind: 'default', position: [55.75, 37.61], title: 'ЖК Парк' },
  { id: 'school', kind: 'infrastructure', position: [55.751, 37.612], title: 'Школа №5' },
  { id: 'metro', kind: 'metro', position: [55.752, 37.615], title: 'Чистые пруды', walkingMinutes: 7 },
  { id: 'office', kind: 'office', position: [55.749, 37.608], title: 'Офис продаж' },
];

describe('Map', () => {
  // Leaflet keeps the page still when it focuses the map; jsdom has no scrolling
  beforeAll(() => {
    Object.defineProperty(window, 'scrollTo', { configurable: true, value: jest.fn() });
  });

  it('renders every pin kind as a named, focusable marker, the metro with its walking time', async () => {
    render(<Map label="Карта проекта" center={[55.75, 37.61]} pins={pins} tiles={{ url: null }} />);
    expect(screen.getByRole('region', { name: 'Карта проекта' })).toBeInTheDocument();
    const markers = await screen.findAllByRole('button', {
      name: /ЖК Парк|Школа №5|Чистые пруды|Офис продаж/,
    });
    expect(markers).toHaveLength(4);
    const kinds = markers.map((marker) => marker.querySelector('[data-kind]')?.getAttribute('data-kind'));
    expect(kinds.sort()).toEqual(['default', 'infrastructure', 'metro', 'office']);
    expect(screen.getByRole('button', { name: /Чистые пруды/ })).toHaveTextContent('7 мин');
    for (const marker of markers) expect(marker).toHaveAttribute('tabindex', '0');
  });

  it('marks the active pin with the wave and reports clicks', async () => {
    const onPinClick = jest.fn();
    const { rerender } = render(
      <Map
        label="Карта"
        center={[55.75, 37.61]}
        pins={pins}
        activePinId="park"
        onPinClick={onPinClick}
        tiles={{ url: null }}
      />,
    );
    const park = await screen.findByRole('button', { name: /ЖК Парк/ });
    expect(park.querySelector('[data-active="true"]')).not.toBeNull();
    expect(park.querySelector('[aria-hidden="true"]')).not.toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /Школа/ }));
    expect(onPinClick).toHaveBeenCalledWith(pins[1]);

    rerender(
      <Map
        label="Карта"
        center={[55.75, 37.61]}
        pins={pins}
        activePinId="school"
        onPinClick={onPinClick}
        tiles={{ url: null }}
      />,
    );
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: /Школа/ }).querySelector('[data-active="true"]'),
      ).not.toBeNull(),
    );
    expect(screen.getByRole('button', { name: /ЖК Парк/ }).querySelector('[data-active="true"]')).toBeNull();
  });

  it('keeps the pins when the tiles fail to load', async () => {
    const { container } = render(
      <Map
        label="Карта"
        center={[55.75, 37.61]}
        pins={pins}
        tiles={{ url: 'http://tiles.invalid/{z}/{x}/{y}.png', attribution: 'Тайлы' }}
      />,
    );
    await screen.findAllByRole('button', { name: /ЖК Парк/ });
    const tiles = [...container.querySelectorAll<HTMLImageElement>('img.leaflet-tile')];
    expect(tiles.length).toBeGreaterThan(0);
    expect(tiles[0]?.src).toMatch(/^http:\/\/tiles\.invalid\/14\/\d+\/\d+\.png$/);
    for (const tile of tiles) fireEvent.error(tile);
    await waitFor(() => expect(container.querySelector('[data-tiles-failed="true"]')).not.toBeNull());
    expect(screen.getAllByRole('button', { name: /ЖК Парк|Школа №5|Чистые пруды|Офис продаж/ })).toHaveLength(
      4,
    );
  });

  it('does not load leaflet at import time (SSR-safe, its own chunk)', () => {
    jest.isolateModules(() => {
      jest.doMock('leaflet', () => {
        throw new Error('leaflet loaded at import time');
      });
      expect(() => jest.requireActual('./Map')).not.toThrow();
    });
  });
});

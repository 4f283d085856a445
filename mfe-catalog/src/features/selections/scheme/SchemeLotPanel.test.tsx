import { screen } from '@testing-library/react';
import type { SelectionSchemeLot } from '@estate/shared-api/dto/lots';
import { testShellContext } from '@estate/shared-api/testing/testShell';
import { renderWithRouter } from '../../../testing/renderWithRouter';
import { SchemeLotPanel } from './SchemeLotPanel';

const lot: SelectionSchemeLot = { id: 501, number: 'П-12', status: 'free', price: 2_400_000, area: 13.5, position: { x: 0, y: 0, w: 10, h: 10 } };

describe('SchemeLotPanel', () => {
  it('offers booking of a free lot', () => {
    const { ctx } = testShellContext();
    renderWithRouter(<SchemeLotPanel ctx={ctx} lot={lot} onClose={() => undefined} />);
    expect(document.querySelector('[data-widget="forms/LotBooking"]')?.getAttribute('data-props')).toBe('{"lotId":501}');
  });

  it('offers none for a booked lot and says why', () => {
    const { ctx } = testShellContext();
    renderWithRouter(<SchemeLotPanel ctx={ctx} lot={{ ...lot, status: 'booked' }} onClose={() => undefined} />);
    expect(document.querySelector('[data-widget="forms/LotBooking"]')).toBeNull();
    expect(screen.getByText(/^Объект уже забронирован, онлайн-бронирование недоступно/)).toBeInTheDocument();
  });
});

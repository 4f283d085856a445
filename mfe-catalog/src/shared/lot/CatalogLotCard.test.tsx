import { screen } from '@testing-library/react';
import { testShellContext } from '@estate/shared-api/testing/testShell';
import { renderWithRouter } from '../../testing/renderWithRouter';
import { sampleLot } from '../../testing/sampleLot';
import { CatalogLotCard } from './CatalogLotCard';

it('prints the discount with the site\'s number formatting (a decimal comma)', () => {
  const { ctx } = testShellContext();
  renderWithRouter(<CatalogLotCard ctx={ctx} lot={{ ...sampleLot, old_price: 13_380_000, price: 12_500_000, discount: 880_000, discount_percent: 6.6 }} />);
  expect(screen.getByText('−6,6 %')).toBeInTheDocument(); // the matcher reads the no-break space as a space
  expect(screen.queryByText(/6\.6/)).toBeNull();
});

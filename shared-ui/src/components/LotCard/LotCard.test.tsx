import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { LotCard } from './LotCard';

function inRouter(ui: React.ReactNode) {
  return render(
    <MemoryRouter>
      <Routes>
        <Route path="/" element={ui} />
        <Route path="/flats/:id" element={<h1>Страница квартиры</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('LotCard', () => {
  it('shows a flat: room-count title, area, floor, project, completion, prices and badges', () => {
    inRouter(
      <LotCard
        href="/flats/15"
        image="media/plans/15.png"
        imageAlt="Планировка"
        rooms={2}
        area={54.3}
        floor={5}
        floorsTotal={17}
        project="ЖК Парк"
        building="корпус 2"
        completion="IV кв. 2026"
        price={12500000}
        oldPrice={13100000}
        badges={['Отделка', 'Вид на парк']}
      />,
    );
    expect(screen.getByRole('heading', { name: '2-комнатная, 54,3 м²' })).toBeInTheDocument();
    expect(screen.getByText('5 из 17')).toBeInTheDocument();
    expect(screen.getByText('ЖК Парк, корпус 2')).toBeInTheDocument();
    expect(screen.getByText('IV кв. 2026')).toBeInTheDocument();
    expect(screen.getByText('12 500 000 ₽')).toBeInTheDocument();
    expect(screen.getByText(/13 100 000 ₽/).closest('s')).toHaveTextContent('Цена без скидки: 13 100 000 ₽');
    expect(within(screen.getByRole('list')).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Отделка', 'Вид на парк']);
  });

  it('titles a studio and other lot kinds, and hides an old price that is not higher', () => {
    const { unmount } = inRouter(<LotCard image="p/0.png" rooms={0} area={24} price={6000000} oldPrice={6000000} />);
    expect(screen.getByRole('heading', { name: 'Студия, 24 м²' })).toBeInTheDocument();
    expect(document.querySelector('s')).toBeNull();
    unmount();
    inRouter(<LotCard image="p/m.png" rooms={null} title="Машиноместо" area={13.25} price={1900000} />);
    expect(screen.getByRole('heading', { name: 'Машиноместо, 13,25 м²' })).toBeInTheDocument();
  });

  it('links the card to the lot and keeps the action buttons separate', async () => {
    const onFavourite = jest.fn();
    inRouter(
      <LotCard
        href="/flats/15"
        image="p/1.png"
        rooms={1}
        area={38}
        price={8000000}
        actions={
          <button type="button" onClick={onFavourite}>
            В избранное
          </button>
        }
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'В избранное' }));
    expect(onFavourite).toHaveBeenCalled();
    expect(screen.queryByRole('heading', { name: 'Страница квартиры' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: '1-комнатная, 38 м²' }));
    expect(screen.getByRole('heading', { name: 'Страница квартиры' })).toBeInTheDocument();
  });
});

import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { LotCard } from './LotCard';
import { lotCardProps } from './lotCardProps';
import type { LotCard as LotCardData } from '@estate/shared-api/dto/lots';

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
    expect(
      within(screen.getByRole('list'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Отделка', 'Вид на парк']);
  });

  it('titles a studio and other lot kinds, and hides an old price that is not higher', () => {
    const { unmount } = inRouter(
      <LotCard image="p/0.png" rooms={0} area={24} price={6000000} oldPrice={6000000} />,
    );
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

  it('marks the lot, shows toned and coloured badges, an underground level, the finishing and a note', () => {
    const { container } = inRouter(
      <LotCard
        lotId={7}
        layout="list"
        rooms={null}
        title="Машино-место № 12"
        area={13.5}
        floor={-1}
        finishing="White box"
        price={1900000}
        note="В ипотеку от 9 000 ₽/мес."
        badges={[
          { label: 'Забронировано', tone: 'warning' },
          { label: 'Вид на парк', color: '#00aa00' },
        ]}
      />,
    );
    const card = screen.getByTestId('lot-card');
    expect(card).toHaveAttribute('data-lot-id', '7');
    expect(card.className).toContain('list');
    expect(screen.getByText('уровень −1')).toBeInTheDocument();
    expect(screen.getByText('White box')).toBeInTheDocument();
    expect(screen.getByText('В ипотеку от 9 000 ₽/мес.')).toBeInTheDocument();
    const badges = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(badges.map((item) => item.textContent)).toEqual(['Забронировано', 'Вид на парк']);
    expect(badges[0]?.firstElementChild?.className).toContain('warning');
    expect(container.querySelector('[aria-hidden="true"][style]')).toHaveStyle({ background: '#00aa00' });
  });
});

describe('lotCardProps', () => {
  const lot = {
    id: 15,
    kind: 'flat',
    title: '2-комнатная квартира',
    rooms: 2,
    area: 54.3,
    floor: 5,
    floors_total: 17,
    price: 12500000,
    old_price: null,
    status: 'booked',
    status_label: 'Забронировано',
    layout_image: null,
    plan_image: 'media/plans/5.png',
    project: { name: 'ЖК Парк' },
    building: { name: 'корпус 2' },
    completion: { label: 'IV кв. 2026' },
  } as unknown as LotCardData;

  it('links the lot to its page and shows its status', () => {
    expect(lotCardProps(lot)).toMatchObject({
      lotId: 15,
      href: '/flats/15',
      image: 'media/plans/5.png',
      imageAlt: 'Планировка: 2-комнатная квартира',
      title: '2-комнатная квартира',
      floor: 5,
      floorsTotal: 17,
      badges: [{ label: 'Забронировано', tone: 'warning' }],
    });
  });

  it('has no link for a parking space and no badge while on sale', () => {
    expect(lotCardProps({ ...lot, kind: 'parking', status: 'free' })).toMatchObject({
      href: undefined,
      badges: [],
    });
  });
});

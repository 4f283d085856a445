import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { PromoCard } from './PromoCard';

const inRouter = (ui: React.ReactNode) => render(<MemoryRouter>{ui}</MemoryRouter>);

describe('PromoCard (product §2)', () => {
  it("labels the button 'Подробнее' by default and routes an internal link", () => {
    inRouter(<PromoCard name="Ипотека 6%" text="Для семей с детьми" link="/purchase?method=3" />);
    expect(screen.getByRole('heading', { name: 'Ипотека 6%' })).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Подробнее' });
    expect(link).toHaveAttribute('href', '/purchase?method=3');
    expect(link).not.toHaveAttribute('target');
  });

  it('opens an http link as an external anchor with its own label and colour', () => {
    inRouter(<PromoCard name="Акция" link="https://partner.example.ru" buttonText="Узнать" buttonTextColor="#123456" />);
    const link = screen.getByRole('link', { name: 'Узнать' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveStyle({ color: '#123456' });
  });

  it('greys the button when disabled', () => {
    inRouter(<PromoCard name="Скоро" link="/projects" disabled />);
    const link = screen.getByRole('link', { name: 'Подробнее' });
    expect(link).toHaveAttribute('aria-disabled', 'true');
    expect(link).not.toHaveAttribute('href');
  });

  it('has no button without a link', () => {
    inRouter(<PromoCard name="Только текст" />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});

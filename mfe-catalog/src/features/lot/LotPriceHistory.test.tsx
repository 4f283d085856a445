import { fireEvent, screen } from '@testing-library/react';
import type { LotPriceHistory as History } from '@estate/shared-api/dto/lots';
import { testShellContext } from '@estate/shared-api/testing/testShell';
import { renderWithRouter } from '../../testing/renderWithRouter';
import { LotPriceHistory } from './LotPriceHistory';

const history = (dropped: boolean): History => ({
  price_dropped: dropped,
  points: [
    { date: '2026-10-01T09:00:00Z', price: 12_900_000, old_price: null, status: 'free' },
    { date: '2026-11-20T09:00:00Z', price: 12_500_000, old_price: 12_900_000, status: 'free' },
  ],
});

function renderFlat(answer: History) {
  const { ctx } = testShellContext({ answer: { '/api/flats/101/price_history/': answer } });
  renderWithRouter(<LotPriceHistory ctx={ctx} endpoint="flats" lotId={101} />);
}

describe('LotPriceHistory', () => {
  it('draws the prices and says «Цена снижена» after a recent drop', async () => {
    renderFlat(history(true));
    expect(await screen.findByText('Цена снижена')).toBeInTheDocument();
    const chart = screen.getByRole('img', { name: 'Цена от 12 500 000 ₽ до 12 900 000 ₽' });
    expect(chart.querySelector('path')?.getAttribute('d')).toBe('M6.0,6.0 H282.0 V90.0 H314');
  });

  it('says nothing of a drop without one', async () => {
    renderFlat(history(false));
    await screen.findByRole('img');
    expect(screen.queryByText('Цена снижена')).not.toBeInTheDocument();
  });

  it('subscribes to price drops with the consent', async () => {
    const { ctx, requestLines } = testShellContext({
      answer: {
        '/api/commercial/7/price_history/': history(false),
        '/api/commercial/7/price_alerts/': { detail: 'Мы отправили письмо на a@b.ru.' },
      },
    });
    renderWithRouter(<LotPriceHistory ctx={ctx} endpoint="commercial" lotId={7} />);
    fireEvent.change(await screen.findByLabelText('Сообщить о снижении цены на e-mail'), {
      target: { value: 'a@b.ru' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Подписаться' }));
    expect(await screen.findByText('Это обязательное поле')).toBeInTheDocument();
    expect(requestLines()).not.toContain('POST /api/commercial/7/price_alerts/');
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Подписаться' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Мы отправили письмо на a@b.ru.');
    expect(requestLines()).toContain('POST /api/commercial/7/price_alerts/');
  });

  it('names a malformed address under its field and links the consent to the policy', async () => {
    const { ctx, requestLines } = testShellContext({ answer: { '/api/flats/101/price_history/': history(false) } });
    renderWithRouter(<LotPriceHistory ctx={ctx} endpoint="flats" lotId={101} />);
    const field = await screen.findByLabelText('Сообщить о снижении цены на e-mail');
    for (const name of ['политику конфиденциальности', 'обработку персональных данных']) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', '/personal-data-processing-policy');
    }
    fireEvent.change(field, { target: { value: 'abc@' } });
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Подписаться' }));
    expect(await screen.findByText('Введите существующий email')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Введите существующий email');
    expect(requestLines()).not.toContain('POST /api/flats/101/price_alerts/');
  });
});

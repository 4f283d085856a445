import { fireEvent, screen } from '@testing-library/react';
import type { MortgageCalculator as CalculatorData } from '@estate/shared-api/dto/mortgage';
import { testShellContext } from '@estate/shared-api/testing/testShell';
import { renderWithRouter } from '../../testing/renderWithRouter';
import { MortgageCalculator } from './MortgageCalculator';
import { mortgageProgram } from './testing/mortgageProgram';

const calculator: CalculatorData = {
  city: 'moskva',
  price: { min: 5_000_000, max: 50_000_000, default: 12_500_000, step: 10_000 },
  down_payment_percent: { min: 15, max: 90, default: 20, step: 1 },
  term_years: { min: 1, max: 30, default: 30, step: 1 },
  programs: [mortgageProgram(1, 6, { amount_max: 12_000_000 }), mortgageProgram(2, 16)],
  disclaimer: 'Расчёт предварительный и не является офертой.',
};

describe('MortgageCalculator', () => {
  it('shows the annuity payment of the cheapest programme that fits, with the ПСК before the rate', async () => {
    const { ctx, requestLines } = testShellContext({ answer: { '/api/mortgage/': calculator } });
    renderWithRouter(<MortgageCalculator ctx={ctx} />);
    // 12 500 000 with 20 % down: a 10 000 000 loan at 6 % over 30 years
    expect(await screen.findByTestId('monthly-payment')).toHaveTextContent('от 59 955 ₽');
    const offers = screen.getAllByTestId('mortgage-offer');
    expect(offers).toHaveLength(2);
    for (const offer of offers) {
      const psk = offer.querySelector('[data-testid="psk"]');
      const rate = offer.querySelector('[data-testid="rate"]');
      expect(psk?.textContent).toMatch(/^ПСК от/);
      expect(
        psk && rate && psk.compareDocumentPosition(rate) & Node.DOCUMENT_POSITION_FOLLOWING,
      ).toBeTruthy();
      expect(psk?.className).toBe(rate?.className);
    }
    expect(screen.getByText('Расчёт предварительный и не является офертой.')).toBeInTheDocument();
    expect(requestLines()).toEqual(['GET /api/mortgage/?city=moskva']);
  });

  it('recomputes when the down payment and the term move', async () => {
    renderWithRouter(
      <MortgageCalculator ctx={testShellContext({ answer: { '/api/mortgage/': calculator } }).ctx} />,
    );
    await screen.findByTestId('monthly-payment');
    fireEvent.change(screen.getByLabelText('Первоначальный взнос'), { target: { value: '60' } });
    fireEvent.change(screen.getByLabelText('Срок кредита'), { target: { value: '20' } });
    // 5 000 000 at 6 % over 20 years
    expect(screen.getByTestId('monthly-payment')).toHaveTextContent('от 35 822 ₽');
  });

  it('takes a lot price as fixed and asks the API for its ranges', async () => {
    const { ctx, requestLines } = testShellContext({ answer: { '/api/mortgage/': calculator } });
    renderWithRouter(<MortgageCalculator ctx={ctx} price={16_000_000} />);
    await screen.findByTestId('monthly-payment');
    expect(screen.queryByLabelText('Стоимость недвижимости')).toBeNull();
    expect(screen.getByText('16 000 000 ₽')).toBeInTheDocument();
    expect(requestLines()).toEqual(['GET /api/mortgage/?city=moskva&price=16000000']);
    // the 12 800 000 loan is beyond the 6 % programme's limit, so only the 16 % one fits
    expect(screen.getAllByTestId('mortgage-offer')).toHaveLength(1);
  });

  it('counts every programme that fits in its heading and lists them all on request', async () => {
    const programs = [6, 7, 8, 9, 10].map((rate, index) => mortgageProgram(index + 1, rate));
    const { ctx } = testShellContext({ answer: { '/api/mortgage/': { ...calculator, programs } } });
    renderWithRouter(<MortgageCalculator ctx={ctx} price={12_000_000} limit={3} />);
    expect(await screen.findByRole('heading', { name: '5 программ подходят' })).toBeInTheDocument();
    expect(screen.getAllByTestId('mortgage-offer')).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: 'Показать ещё 2 программы' }));
    expect(screen.getAllByTestId('mortgage-offer').map((offer) => offer.textContent)).toHaveLength(5);
    expect(screen.queryByRole('button', { name: /Показать ещё/ })).toBeNull();
  });

  it('says so when no programme fits', async () => {
    renderWithRouter(
      <MortgageCalculator
        ctx={
          testShellContext({
            answer: {
              '/api/mortgage/': { ...calculator, programs: [mortgageProgram(1, 6, { down_payment_min: 50 })] },
            },
          }).ctx
        }
      />,
    );
    expect(await screen.findByText(/Нет программ для этих условий/)).toBeInTheDocument();
  });
});

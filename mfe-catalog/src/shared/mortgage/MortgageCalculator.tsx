// Mortgage calculator: price, down payment and term → the monthly annuity payment of every programme that fits,
// cheapest first, each with its full cost of credit before its rate. With `price` (a lot's page) the price is fixed.
import { useState } from 'react';
import { useApiQuery, type ShellContext } from '@estate/shared-api';
import type { MortgageCalculator as CalculatorData } from '@estate/shared-api/dto/mortgage';
import { formatPercent, formatPrice } from '@estate/shared-ui/format/units';
import { AsyncView, Skeleton } from '@estate/shared-ui/components/LoadState/LoadState';
import { countOf, NOUNS } from '@estate/shared-ui/format/plural';
import { loanAmount, mortgageOffers } from './annuity';
import { mortgagePath, mortgageQuery } from './mortgageQuery';
import { OffersList } from './OffersList';
import { SliderField } from './SliderField';
import styles from './MortgageCalculator.module.css';

interface MortgageCalculatorProps {
  ctx: ShellContext;
  /** a lot's price: fixed, not a slider */
  price?: number;
  /** how many offers to list before 'Показать ещё' */
  limit?: number;
}

const years = (value: number) => countOf(value, NOUNS.year);

export function MortgageCalculator({ ctx, price, limit = 5 }: MortgageCalculatorProps) {
  const calculator = useApiQuery(ctx.api, mortgagePath, mortgageQuery(ctx.city.slug, price));
  return (
    <AsyncView state={calculator} loading={<Skeleton lines={6} />}>
      {(data) => <CalculatorForm data={data} fixedPrice={price} limit={limit} />}
    </AsyncView>
  );
}

function CalculatorForm({ data, fixedPrice, limit }: { data: CalculatorData; fixedPrice: number | undefined; limit: number }) {
  const [chosenPrice, setPrice] = useState<number | null>(null);
  const [downPercent, setDown] = useState(data.down_payment_percent.default);
  const [term, setTerm] = useState(data.term_years.default);
  const price = fixedPrice ?? chosenPrice ?? data.price.default;
  const loan = loanAmount({ price, downPercent });
  const offers = mortgageOffers(data.programs, { price, downPercent, years: term });
  const best = offers[0];

  return (
    <div className={styles.root} data-testid="mortgage-calculator">
      <div className={styles.inputs}>
        {fixedPrice === undefined ? (
          <SliderField label="Стоимость недвижимости" min={data.price.min} max={data.price.max} step={data.price.step} value={price} display={formatPrice(price)} onChange={setPrice} />
        ) : (
          <div className={styles.field}>
            <div className={styles.fieldHead}>
              <span className={styles.fieldLabel}>Стоимость недвижимости</span>
              <span className={styles.fieldValue}>{formatPrice(price)}</span>
            </div>
          </div>
        )}
        <SliderField
          label="Первоначальный взнос"
          min={data.down_payment_percent.min}
          max={data.down_payment_percent.max}
          step={data.down_payment_percent.step}
          value={downPercent}
          display={`${formatPercent(downPercent)} · ${formatPrice(price - loan)}`}
          onChange={setDown}
        />
        <SliderField label="Срок кредита" min={data.term_years.min} max={data.term_years.max} step={data.term_years.step} value={term} display={years(term)} onChange={setTerm} />
      </div>
      <div className={styles.summary} aria-live="polite">
        <p className={styles.summaryLabel}>Ежемесячный платёж</p>
        <p className={styles.payment} data-testid="monthly-payment">
          {best ? `от ${formatPrice(best.monthly)}` : '—'}
        </p>
        <dl className={styles.summaryFacts}>
          <dt>Сумма кредита</dt>
          <dd>{formatPrice(loan)}</dd>
          {best && (
            <>
              <dt>Переплата</dt>
              <dd>{formatPrice(best.overpayment)}</dd>
            </>
          )}
        </dl>
        {!best && <p className={styles.none}>Нет программ для этих условий — увеличьте взнос или измените срок.</p>}
      </div>
      {offers.length > 0 && <OffersList offers={offers} shown={limit} />}
      <p className={styles.disclaimer}>{data.disclaimer}</p>
    </div>
  );
}

// Programmes that fit the loan: bank and programme, ПСК before the rate, monthly payment. The heading counts them
// all; the first `shown` are listed and a button lists the rest, so the count always matches what can be read.
import { useState } from 'react';
import { Button } from '@estate/shared-ui/components/Button/Button';
import { formatPrice } from '@estate/shared-ui/format/units';
import { countOf, NOUNS, pluralForm } from '@estate/shared-ui/format/plural';
import type { MortgageOfferLine } from './annuity';
import { ProgramRates } from './ProgramRates';
import styles from './MortgageCalculator.module.css';

export function OffersList({ offers, shown }: { offers: readonly MortgageOfferLine[]; shown: number }) {
  const [all, setAll] = useState(false);
  const listed = all ? offers : offers.slice(0, shown);
  const rest = offers.length - listed.length;
  return (
    <div className={styles.offers}>
      <h3 className={styles.offersTitle}>
        {countOf(offers.length, NOUNS.programme)} {pluralForm(offers.length, ['подходит', 'подходят', 'подходят'])}
      </h3>
      <ul className={styles.offerList}>
        {listed.map((offer) => (
          <li key={offer.program.id} className={styles.offer} data-testid="mortgage-offer">
            <div className={styles.offerName}>
              <p className={styles.bank}>{offer.program.bank}</p>
              <p className={styles.program}>{offer.program.name}</p>
            </div>
            <ProgramRates program={offer.program} />
            <p className={styles.offerPayment}>{formatPrice(offer.monthly)} в месяц</p>
          </li>
        ))}
      </ul>
      {rest > 0 && (
        <Button variant="outline" size="s" className={styles.moreOffers} onClick={() => setAll(true)}>
          Показать ещё {countOf(rest, NOUNS.programme)}
        </Button>
      )}
    </div>
  );
}

// Programmes that fit the loan: bank and programme, ПСК before the rate, monthly payment.
import { formatPrice } from '@estate/shared-ui/format/units';
import { countOf, NOUNS, pluralForm } from '@estate/shared-ui/format/plural';
import type { MortgageOfferLine } from './annuity';
import { ProgramRates } from './ProgramRates';
import styles from './MortgageCalculator.module.css';

export function OffersList({ offers, total }: { offers: readonly MortgageOfferLine[]; total: number }) {
  return (
    <div className={styles.offers}>
      <h3 className={styles.offersTitle}>
        {countOf(total, NOUNS.programme)} {pluralForm(total, ['подходит', 'подходят', 'подходят'])}
      </h3>
      <ul className={styles.offerList}>
        {offers.map((offer) => (
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
    </div>
  );
}

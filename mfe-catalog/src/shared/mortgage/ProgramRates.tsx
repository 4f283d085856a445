// 38-FZ art. 28 (the law on advertising): where a rate is shown, the full cost of credit (ПСК) range stands before it, in a
// font no smaller. Every rate on the site is printed through this component.
import type { MortgageProgram } from '@estate/shared-api/dto/mortgage';
import styles from './ProgramRates.module.css';

export function ProgramRates({ program }: { program: Pick<MortgageProgram, 'psk_label' | 'rate_label'> }) {
  return (
    <p className={styles.rates}>
      <span className={styles.figure} data-testid="psk">
        {program.psk_label}
      </span>
      <span className={styles.figure} data-testid="rate">
        {program.rate_label}
      </span>
    </p>
  );
}

import type { Fact } from '../../shared/lot/lotFacts';
import lotStyles from './LotView.module.css';

/** The lot's facts as a description list; `styles` names its `facts` and `fact` classes (the lot page's by default). */
export function LotFactsList({ facts, styles = lotStyles }: { facts: readonly Fact[]; styles?: Readonly<Record<string, string>> }) {
  return (
    <dl className={styles.facts}>
      {facts.map((fact) => (
        <div key={fact.label} className={styles.fact}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

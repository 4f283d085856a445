// The developer's installment plans of the city.
import { useApiQuery, type ShellContext } from '@estate/shared-api';
import { formatPercent } from '@estate/shared-ui/format/units';
import { AsyncView, Skeleton } from '@estate/shared-ui/components/LoadState/LoadState';
import { installmentPath, installmentQuery } from './purchaseQueries';
import { countOf, NOUNS } from '@estate/shared-ui/format/plural';
import styles from './PurchaseView.module.css';

export function InstallmentPlans({ ctx }: { ctx: ShellContext }) {
  const plans = useApiQuery(ctx.api, installmentPath, installmentQuery(ctx.city.slug));
  return (
    <AsyncView state={plans} loading={<Skeleton lines={3} />} isEmpty={(data) => data.results.length === 0} emptyText="Программы рассрочки уточняйте в офисе продаж.">
      {(data) => (
        <ul className={styles.plans}>
          {data.results.map((plan) => (
            <li key={plan.id} className={styles.plan}>
              <h3 className={styles.planName}>{plan.name}</h3>
              <dl className={styles.planFacts}>
                <div>
                  <dt>Первый взнос</dt>
                  <dd>от {formatPercent(plan.down_payment_min)}</dd>
                </div>
                <div>
                  <dt>Срок</dt>
                  <dd>
                    {countOf(plan.term_months, NOUNS.month)}
                  </dd>
                </div>
                <div>
                  <dt>Удорожание</dt>
                  <dd>{plan.markup_percent ? formatPercent(plan.markup_percent) : 'без удорожания'}</dd>
                </div>
              </dl>
              <p className={styles.planText}>{plan.description}</p>
            </li>
          ))}
        </ul>
      )}
    </AsyncView>
  );
}

// Purchase methods (SPEC §2 /purchase, the query `method` picks one): the method's page, and for the mortgage
// the calculator over the partner banks' programmes (ПСК before every rate), for the installment its plans.
import type { RemotePageProps } from '@estate/shared-api';
import type { Paginated } from '@estate/shared-api/dto/common';
import type { PurchaseMethodPage } from '@estate/shared-api/dto/mortgage';
import { Button } from '@estate/shared-ui/components/Button/Button';
import { Tabs } from '@estate/shared-ui/components/Tabs/Tabs';
import { useApiGet } from '../../shared/api/useApiGet';
import { ApiHtml } from '../../shared/components/ApiHtml';
import { AsyncView } from '../../shared/components/AsyncView';
import { Breadcrumbs } from '../../shared/components/Breadcrumbs';
import { Page } from '../../shared/components/Page';
import { PageTitle } from '@estate/shared-ui/components/PageTitle/PageTitle';
import { Section } from '../../shared/components/Section';
import { Skeleton } from '../../shared/components/Skeleton';
import { MortgageCalculator } from '../mortgage/MortgageCalculator';
import { InstallmentPlans } from './InstallmentPlans';
import styles from './PurchaseView.module.css';

/** SPEC §3: purchase method 3 is the mortgage. */
const isMortgage = (method: PurchaseMethodPage) => method.id === 3 || method.slug === 'mortgage';
const isInstallment = (method: PurchaseMethodPage) => method.slug === 'installment';

export function PurchaseView({ ctx, search }: RemotePageProps) {
  const methods = useApiGet<Paginated<PurchaseMethodPage>>(ctx, '/api/purchase_methods_pages/', { limit: 20 });
  const wanted = search.get('method');
  return (
    <Page>
      <Breadcrumbs items={[{ label: 'Главная', href: '/' }, { label: 'Способы покупки' }]} />
      <PageTitle lead="Выберите удобный способ: ипотека от банков-партнёров, рассрочка от застройщика, trade-in или полная оплата">Способы покупки</PageTitle>
      <AsyncView state={methods} loading={<Skeleton lines={6} />} isEmpty={(data) => data.results.length === 0} emptyText="Способы покупки уточняйте в офисе продаж.">
        {(data) => {
          const method = data.results.find((item) => String(item.id) === wanted) ?? data.results[0];
          if (!method) return null;
          return (
            <>
              <Tabs
                label="Способ покупки"
                variant="pills"
                value={String(method.id)}
                onChange={(id) => ctx.navigate(`/purchase?method=${id}`)}
                tabs={data.results.map((item) => ({ id: String(item.id), label: item.name }))}
                className={styles.tabs}
              />
              <article className={styles.method} aria-labelledby="purchase-method-title">
                <h2 id="purchase-method-title" className={styles.methodTitle}>
                  {method.title}
                </h2>
                <p className={styles.lead}>{method.lead}</p>
                {method.advantages.length > 0 && (
                  <ul className={styles.advantages}>
                    {method.advantages.map((advantage) => (
                      <li key={advantage} className={styles.advantage}>
                        {advantage}
                      </li>
                    ))}
                  </ul>
                )}
                <ApiHtml html={method.body} />
                {method.steps.length > 0 && (
                  <ol className={styles.steps}>
                    {method.steps.map((step) => (
                      <li key={step} className={styles.step}>
                        {step}
                      </li>
                    ))}
                  </ol>
                )}
              </article>
              {isMortgage(method) && (
                <Section id="calculator" title="Ипотечный калькулятор" tone="surface">
                  <MortgageCalculator ctx={ctx} limit={8} />
                </Section>
              )}
              {isInstallment(method) && (
                <Section id="installment" title="Программы рассрочки">
                  <InstallmentPlans ctx={ctx} />
                </Section>
              )}
              <div className={styles.cta}>
                <Button href="/selections/flat">Подобрать квартиру</Button>
                <Button href="/projects" variant="outline">
                  Выбрать проект
                </Button>
              </div>
            </>
          );
        }}
      </AsyncView>
    </Page>
  );
}

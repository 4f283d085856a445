// Purchase methods (product §2 /purchase, the query `method` picks one): the method's page, and for the mortgage
// the calculator over the partner banks' programmes (ПСК before every rate), for the installment its plans.
// Rendered on the server with the chosen method's data (purchaseQueries).
import { sitePaths } from '@estate/shared-api/links/sitePaths';
import { describeWith, HOME_CRUMB, PageHead, useApiQuery, type RemotePageProps } from '@estate/shared-api';
import { Button } from '@estate/shared-ui/components/Button/Button';
import { Tabs } from '@estate/shared-ui/components/Tabs/Tabs';
import { EditorialHtml } from '@estate/shared-ui/components/EditorialHtml/EditorialHtml';
import { AsyncView, Skeleton } from '@estate/shared-ui/components/LoadState/LoadState';
import { Breadcrumbs } from '../../shared/components/Breadcrumbs';
import { Page } from '../../shared/components/Page';
import { PageTitle } from '@estate/shared-ui/components/PageTitle/PageTitle';
import { Section } from '../../shared/components/Section';
import { MortgageCalculator } from '../../shared/mortgage/MortgageCalculator';
import { cityIn } from '../../shared/head/cityWords';
import { InstallmentPlans } from './InstallmentPlans';
import { chosenMethod, isInstallment, isMortgage, METHODS_QUERY, methodsPath } from './purchaseQueries';
import styles from './PurchaseView.module.css';

export function PurchaseView({ ctx, search }: RemotePageProps) {
  const methods = useApiQuery(ctx.api, methodsPath, METHODS_QUERY);
  const wanted = search.get('method');
  const shown = chosenMethod(methods.data?.results ?? [], wanted);
  const crumbs = [HOME_CRUMB, { name: 'Способы покупки', path: sitePaths.purchase() }];
  return (
    <Page>
      <PageHead
        title={shown ? `${shown.title} — способы покупки квартиры ${cityIn(ctx.city)}` : `Способы покупки квартиры ${cityIn(ctx.city)}`}
        description={describeWith(shown?.lead ?? 'Ипотека от банков-партнёров, рассрочка от застройщика, trade-in или полная оплата.', `Покупка квартиры ${cityIn(ctx.city)}.`)}
        breadcrumbs={crumbs}
        canonicalQuery={shown && shown.id !== methods.data?.results[0]?.id ? `method=${shown.id}` : undefined}
      />
      <Breadcrumbs items={crumbs} />
      <PageTitle lead="Выберите удобный способ: ипотека от банков-партнёров, рассрочка от застройщика, trade-in или полная оплата">Способы покупки</PageTitle>
      <AsyncView state={methods} loading={<Skeleton lines={6} />} isEmpty={(data) => data.results.length === 0} emptyText="Способы покупки уточняйте в офисе продаж.">
        {(data) => {
          const method = chosenMethod(data.results, wanted);
          if (!method) return null;
          return (
            <>
              <Tabs
                label="Способ покупки"
                variant="pills"
                value={String(method.id)}
                onChange={(id) => ctx.navigate(sitePaths.purchase(Number(id)))}
                tabs={data.results.map((item) => ({ id: String(item.id), label: item.name }))}
                panelClassName={styles.panel}
              >
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
                  <EditorialHtml html={method.body} webp={ctx.device.webp} />
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
              </Tabs>
              <div className={styles.cta}>
                <Button href={sitePaths.selection('flat')}>Подобрать квартиру</Button>
                <Button href={sitePaths.projects()} variant="outline">
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

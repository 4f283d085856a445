// /personal-data-processing-policy (also with a trailing slash): the privacy policy of the city's base data
// and the current personal-data consent text (/api/personal_data_agreement/).
import { sitePaths } from '@estate/shared-api/links/sitePaths';
import { apiQuery, describeWith, endpoints, HOME_CRUMB, PageHead, titleInCity, useApiQuery, useSiteHead, type PagePrefetch, type RemotePageProps } from '@estate/shared-api';
import type { PersonalDataAgreement } from '@estate/shared-api/dto/content';
import { privacyPolicy } from '../../shared/base/readBaseData';
import { EditorialHtml } from '@estate/shared-ui/components/EditorialHtml/EditorialHtml';
import { Page, PageHeading } from '../../shared/layout/Page';
import { LoadError, Skeleton } from '@estate/shared-ui/components/LoadState/LoadState';
import { formatDay, opensWithHeading } from './policyText';
import styles from './PolicyPage.module.css';

export const POLICY_TITLE = 'Политика обработки персональных данных';
const POLICY_DESCRIPTION =
  'Как застройщик обрабатывает и защищает персональные данные посетителей сайта, и согласие на обработку персональных данных.';

function Agreement({ agreement }: { agreement: PersonalDataAgreement }) {
  return (
    <section className={styles.section} aria-label={agreement.title}>
      {opensWithHeading(agreement.text, agreement.title) ? null : <h2 className={styles.sectionTitle}>{agreement.title}</h2>}
      <EditorialHtml html={agreement.text} />
      {agreement.published_at ? (
        <p className={styles.edition}>{`Редакция от ${formatDay(agreement.published_at)}`}</p>
      ) : null}
    </section>
  );
}

export const prefetchPolicy: PagePrefetch = ({ api, queryClient }) =>
  queryClient.prefetchQuery(apiQuery(api, endpoints.content.personalDataAgreement()));

export function PolicyPage({ ctx }: RemotePageProps) {
  const policy = privacyPolicy(ctx.baseData);
  const agreement = useApiQuery(ctx.api, endpoints.content.personalDataAgreement());

  const site = useSiteHead();
  return (
    <Page narrow>
      <PageHead
        title={titleInCity(POLICY_TITLE, site.name, ctx.city.title)}
        description={describeWith(POLICY_DESCRIPTION, `Сайт «${site.name}», ${ctx.city.title}.`)}
        breadcrumbs={[HOME_CRUMB, { name: POLICY_TITLE, path: sitePaths.policy() }]}
      />
      <PageHeading title={POLICY_TITLE} />
      <div className={styles.sections}>
        {policy ? (
          <section className={styles.section} data-policy="privacy">
            <EditorialHtml html={policy} />
          </section>
        ) : null}
        {agreement.data ? <Agreement agreement={agreement.data} /> : null}
        {!agreement.data && agreement.error ? <LoadError onRetry={() => void agreement.refetch()} /> : null}
        {!agreement.data && !agreement.error ? <Skeleton lines={4} /> : null}
      </div>
    </Page>
  );
}

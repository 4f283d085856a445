// /about: the company from /api/company/ — who it is, its numbers, history, awards and legal details.
import { sitePaths } from '@estate/shared-api/links/sitePaths';
import { apiQuery, endpoints, HOME_CRUMB, PageHead, titleInCity, useApiQuery, useSiteHead, type PagePrefetch, type RemotePageProps } from '@estate/shared-api';
import type { Company } from '@estate/shared-api/dto/content';
import { EditorialHtml } from '@estate/shared-ui/components/EditorialHtml/EditorialHtml';
import { htmlToText } from '@estate/shared-api/editorial/editorialRules';
import { Page, PageHeading } from '../../shared/layout/Page';
import { LoadError, Skeleton } from '@estate/shared-ui/components/LoadState/LoadState';
import styles from './AboutPage.module.css';

export const ABOUT_TITLE = 'О компании';

function Facts({ facts }: { facts: Company['facts'] }) {
  if (facts.length === 0) return null;
  return (
    <section aria-labelledby="about-facts">
      <h2 id="about-facts" className={styles.sectionTitle}>
        Компания в цифрах
      </h2>
      <dl className={styles.facts}>
        {facts.map((fact) => (
          <div key={fact.label} className={styles.fact}>
            <dt className={styles.factLabel}>{fact.label}</dt>
            <dd className={styles.factValue}>{fact.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function History({ history }: { history: Company['history'] }) {
  if (history.length === 0) return null;
  return (
    <section aria-labelledby="about-history">
      <h2 id="about-history" className={styles.sectionTitle}>
        История
      </h2>
      <ol className={styles.timeline}>
        {[...history]
          .sort((a, b) => a.year - b.year)
          .map((item) => (
            <li key={`${item.year}-${item.text}`} className={styles.event}>
              <span className={styles.year}>{item.year}</span>
              <p className={styles.eventText}>{item.text}</p>
            </li>
          ))}
      </ol>
    </section>
  );
}

function Awards({ awards }: { awards: Company['awards'] }) {
  if (awards.length === 0) return null;
  return (
    <section aria-labelledby="about-awards">
      <h2 id="about-awards" className={styles.sectionTitle}>
        Награды
      </h2>
      <ul className={styles.awards}>
        {awards.map((award) => (
          <li key={`${award.year}-${award.title}`} className={styles.award}>
            <span className={styles.awardYear}>{award.year}</span>
            <h3 className={styles.awardTitle}>{award.title}</h3>
            <p className={styles.awardText}>{award.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Requisites({ company }: { company: Company }) {
  const rows: [string, string][] = [
    ['Полное наименование', company.legal_name],
    ['Год основания', String(company.founded)],
    ['ИНН', company.inn],
    ['ОГРН', company.ogrn],
    ['Адрес', company.address],
  ];
  return (
    <section aria-labelledby="about-requisites">
      <h2 id="about-requisites" className={styles.sectionTitle}>
        Реквизиты
      </h2>
      <dl className={styles.requisites}>
        {rows
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label} className={styles.requisite}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
    </section>
  );
}

export const prefetchAbout: PagePrefetch = ({ api, queryClient }) =>
  queryClient.prefetchQuery(apiQuery(api, endpoints.content.company()));

export function AboutPage({ ctx }: RemotePageProps) {
  const company = useApiQuery(ctx.api, endpoints.content.company());
  const data = company.data;

  const site = useSiteHead();
  return (
    <Page>
      <PageHead
        title={titleInCity(ABOUT_TITLE, site.name, ctx.city.title)}
        description={data ? htmlToText(data.description) : null}
        breadcrumbs={[HOME_CRUMB, { name: ABOUT_TITLE, path: sitePaths.about() }]}
      />
      <PageHeading title={ABOUT_TITLE} lead={data?.name} />
      {!data && company.error ? <LoadError onRetry={() => void company.refetch()} /> : null}
      {!data && !company.error ? <Skeleton lines={6} /> : null}
      {data ? (
        <div className={styles.sections}>
          <EditorialHtml html={data.description} webp={ctx.device.webp} className={styles.description} />
          <Facts facts={data.facts} />
          <History history={data.history} />
          <Awards awards={data.awards} />
          <Requisites company={data} />
        </div>
      ) : null}
    </Page>
  );
}

// /press/{slug}: one publication — title, date, sanitised body, gallery and other publications. An unknown slug
// never reaches here: the shell's route validity check answers 404.
import { sitePaths } from '@estate/shared-api/links/sitePaths';
import { Link } from 'react-router-dom';
import { describeWith, HOME_CRUMB, PageHead, titleInCity, useSiteHead, type RemotePageProps } from '@estate/shared-api';
import type { PublicationDetail } from '@estate/shared-api/dto/publications';
import { Button } from '@estate/shared-ui/components/Button/Button';
import { Image } from '@estate/shared-ui/components/Image/Image';
import { formatDate } from '@estate/shared-ui/format/date';
import { EditorialHtml } from '@estate/shared-ui/components/EditorialHtml/EditorialHtml';
import { htmlToText } from '@estate/shared-api/editorial/editorialRules';
import { Page } from '../../shared/layout/Page';
import { imageUrl } from '@estate/shared-ui/components/Image/imageUrl';
import { PublicationGrid } from '../../shared/publications/PublicationCard';
import { LoadError, Skeleton } from '@estate/shared-ui/components/LoadState/LoadState';
import { articleJsonLd } from './articleJsonLd';
import { galleryImages } from './galleryImages';
import { PublicationGallery } from './PublicationGallery';
import { usePublication } from './usePublication';
import styles from './PublicationPage.module.css';

/** the title while the publication loads (the press centre's) */
export const PRESS_TITLE = 'Пресс-центр';
export const BACK_TEXT = 'Все публикации';
export const OTHERS_TITLE = 'Другие публикации';
export const TELEGRAM_TEXT = 'Читать в Telegram';

function Article({ publication, webp }: { publication: PublicationDetail; webp: boolean }) {
  const gallery = galleryImages(publication);
  return (
    <article className={styles.article}>
      <header className={styles.header}>
        <p className={styles.meta}>
          <span className={styles.type}>{publication.type_label}</span>
          <time dateTime={publication.published_at}>{formatDate(publication.published_at)}</time>
          {publication.project ? <span>{publication.project.name}</span> : null}
        </p>
        <h1 className={styles.title}>{publication.title}</h1>
        {publication.lead ? <p className={styles.lead}>{publication.lead}</p> : null}
      </header>
      {publication.cover ? (
        <Image
          path={publication.cover}
          alt=""
          aspectRatio="16 / 9"
          sizes="(max-width: 767px) 100vw, 96rem"
          lazy={false}
          webp={webp}
          className={styles.cover}
        />
      ) : null}
      <EditorialHtml html={publication.body} webp={webp} className={styles.body} />
      <PublicationGallery images={gallery} title={publication.title} webp={webp} />
      {publication.telegram_url ? (
        <p className={styles.telegram}>
          <Button href={publication.telegram_url} variant="outline">
            {TELEGRAM_TEXT}
          </Button>
        </p>
      ) : null}
    </article>
  );
}

function ArticleSkeleton() {
  return <Skeleton lines={8} />;
}

export function PublicationPage({ ctx, params }: RemotePageProps) {
  const slug = params.slug ?? '';
  const { publication, others } = usePublication(ctx.api, slug);
  const data = publication.data?.slug === slug ? publication.data : undefined;
  const site = useSiteHead();
  const pageUrl = site.origin + sitePaths.publication(slug);

  const backHref = sitePaths.press({ type: data?.type ?? 'news' });
  const otherItems = (others.data ?? []).filter((item) => item.slug !== slug);

  return (
    <Page narrow className={styles.page}>
      <PageHead
        title={titleInCity(data?.title ?? PRESS_TITLE, site.name, ctx.city.title)}
        description={data ? describeWith(data.lead || htmlToText(data.body), `Пресс-центр «${site.name}», ${ctx.city.title}.`) : null}
        type={data ? 'article' : 'website'}
        image={data?.cover ? imageUrl(data.cover, { size: 1280 }) : null}
        breadcrumbs={[
          HOME_CRUMB,
          { name: PRESS_TITLE, path: sitePaths.press() },
          ...(data ? [{ name: data.title, path: sitePaths.publication(slug) }] : []),
        ]}
        structuredData={data ? [articleJsonLd(data, site, pageUrl)] : []}
      />
      <nav aria-label="Навигация по пресс-центру" className={styles.back}>
        <Link to={backHref} className={styles.backLink}>
          <span aria-hidden="true">←</span> {BACK_TEXT}
        </Link>
      </nav>
      {data ? <Article publication={data} webp={ctx.device.webp} /> : null}
      {!data && publication.error ? <LoadError onRetry={() => void publication.refetch()} /> : null}
      {!data && !publication.error ? <ArticleSkeleton /> : null}
      {data && otherItems.length > 0 ? (
        <section className={styles.others} aria-labelledby="press-other-publications">
          <h2 id="press-other-publications" className={styles.othersTitle}>
            {OTHERS_TITLE}
          </h2>
          <PublicationGrid publications={otherItems} webp={ctx.device.webp} headingLevel={3} />
        </section>
      ) : null}
    </Page>
  );
}

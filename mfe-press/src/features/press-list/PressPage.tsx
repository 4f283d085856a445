// /press: the city's news and Telegram posts in two tabs (query `type`), PRESS_PAGE_SIZE at a time.
import { sitePaths } from '@estate/shared-api/links/sitePaths';
import { HOME_CRUMB, PageHead, titleInCity, useSiteHead, type RemotePageProps } from '@estate/shared-api';
import { Button } from '@estate/shared-ui/components/Button/Button';
import { Tabs } from '@estate/shared-ui/components/Tabs/Tabs';
import { Page, PageHeading } from '../../shared/layout/Page';
import { CardsSkeleton, Empty, LoadError, LOADING_TEXT } from '@estate/shared-ui/components/LoadState/LoadState';
import { PublicationGrid } from '../../shared/publications/PublicationCard';
import { hasMore } from './feed';
import { pressDepthHref, readPressDepth } from './pressDepth';
import { DEFAULT_PRESS_TYPE, PRESS_TYPES, pressHref, readPressType } from './pressType';
import { usePublicationFeed } from './usePublicationFeed';
import styles from './PressPage.module.css';

/** The heading of /press (a deploy test rebuilds this remote with this literal changed). */
export const title = 'Пресс-центр';
export const SHOW_MORE_TEXT = 'Показать ещё';
export const EMPTY_TEXT = 'Публикаций пока нет';
const TABS_LABEL = 'Разделы пресс-центра';

function pressDescription(type: string, city: string): string {
  const section = type === 'telegram' ? 'посты Telegram-канала' : 'новости';
  return `Пресс-центр застройщика: ${section}, события и ход строительства проектов — ${city}.`;
}

export function PressPage({ ctx, search }: RemotePageProps) {
  const type = readPressType(search);
  const depth = readPressDepth(search);
  const { feed, loading, loadingMore, error, retry } = usePublicationFeed(ctx.api, ctx.city.slug, type, depth);
  const site = useSiteHead();

  // 'Show more' deepens the URL in place: Back leaves the press centre, and comes back to this depth.
  const showMore = () => {
    if (feed && !loadingMore) ctx.navigate(pressDepthHref(depth + 1, search), { replace: true });
  };

  const onTab = (next: string) => {
    const section = PRESS_TYPES.find((item) => item.id === next);
    if (section && section.id !== type) ctx.navigate(pressHref(section.id, search));
  };

  return (
    <Page>
      <PageHead
        title={titleInCity(title, site.name, ctx.city.title)}
        description={pressDescription(type, ctx.city.title)}
        breadcrumbs={[HOME_CRUMB, { name: title, path: sitePaths.press() }]}
        canonicalQuery={type === DEFAULT_PRESS_TYPE ? undefined : `type=${type}`}
      />
      <PageHeading title={title} />
      <Tabs tabs={PRESS_TYPES} label={TABS_LABEL} value={type} onChange={onTab} variant="pills" panelClassName={styles.panel}>
        <div aria-busy={loading || loadingMore} className={styles.feed}>
          {loading ? <CardsSkeleton count={3} ratio="3 / 2" /> : null}
          {!feed && error ? <LoadError onRetry={retry} /> : null}
          {feed && feed.items.length === 0 ? <Empty text={EMPTY_TEXT} /> : null}
          {feed && feed.items.length > 0 ? (
            <PublicationGrid publications={feed.items} webp={ctx.device.webp} firstScreen={2} />
          ) : null}
          {feed && error ? (
            <div className={styles.more}>
              <LoadError onRetry={retry} />
            </div>
          ) : null}
          {feed && !error && hasMore(feed) ? (
            <div className={styles.more}>
              <Button variant="outline" onClick={showMore}>
                {loadingMore ? LOADING_TEXT : SHOW_MORE_TEXT}
              </Button>
              <p className={styles.counter} aria-live="polite">
                {`Показано ${feed.items.length} из ${feed.count}`}
              </p>
            </div>
          ) : null}
        </div>
      </Tabs>
    </Page>
  );
}

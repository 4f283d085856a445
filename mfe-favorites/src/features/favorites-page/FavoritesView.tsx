// /favorites: the visitor's favourite lots of a city, grouped by kind, with per-city counts, removal of one lot
// or all of them, and an empty state leading to the flat selection.
import { observer } from 'mobx-react-lite';
import { apiQuery, HOME_CRUMB, PageHead, type PagePrefetch, type ShellContext } from '@estate/shared-api';
import type { Paginated } from '@estate/shared-api/dto/common';
import type { ListedLot } from '@estate/shared-api/dto/favorites';
import { Button } from '@estate/shared-ui/components/Button/Button';
import { groupByKind } from '../../shared/lot/kindGroups';
import { ListLotCard } from '../../shared/lot/ListLotCard';
import { RemoveButton } from '../../shared/lot/RemoveButton';
import { sitePaths } from '@estate/shared-api/links/sitePaths';
import { CardsSkeleton, Empty, LoadError } from '@estate/shared-ui/components/LoadState/LoadState';
import { ListPage } from '../../shared/page/ListPage';
import { useCityList } from '../../shared/store/useCityList';
import { ToggleButtons } from '../../shared/toggle-buttons/ToggleButtons';
import { favoritesListRequest, statisticsQuery } from '../../shared/lot-lists/listQueries';
import page from '../../shared/page/Page.module.css';

export const FAVORITES_TITLE = 'Избранное';

/** The visitor's lists of their city (the cards' toggles and the city tabs) and their favourite lots. */
export const prefetchFavorites: PagePrefetch = ({ api, city, queryClient }) => {
  const { path, query } = favoritesListRequest(city);
  return Promise.all([
    queryClient.prefetchQuery(statisticsQuery(api, 'favorites', city)),
    queryClient.prefetchQuery(statisticsQuery(api, 'comparison', city)),
    queryClient.prefetchQuery(apiQuery(api, path, query)),
  ]);
};

const lotIdsOf = (loaded: Paginated<ListedLot>) => loaded.results.map((lot) => lot.id);

export const FavoritesView = observer(function FavoritesView({ ctx }: { ctx: ShellContext }) {
  const { store, city, setCity, active, shown, error, refetch, isListed, remove, removeAll } = useCityList(ctx, 'favorites', favoritesListRequest, lotIdsOf);
  const lots = (shown?.results ?? []).filter((lot) => isListed(lot.id));
  const groups = groupByKind(lots);

  let content;
  if (error && !shown) content = <LoadError text="Не удалось загрузить избранное." onRetry={refetch} />;
  else if (!shown) content = <CardsSkeleton count={3} ratio="4 / 5" />;
  else if (groups.length === 0)
    content = (
      <Empty title="В избранном пока ничего нет" text="Отмечайте понравившиеся квартиры, помещения, машино-места и кладовые сердечком, чтобы вернуться к ним позже.">
        <Button href={sitePaths.selection('flat')}>Выбрать квартиру</Button>
      </Empty>
    );
  else
    content = groups.map((group) => (
      <section key={group.id} className={page.section} aria-labelledby={`favorites-${group.id}`}>
        <h2 id={`favorites-${group.id}`} className={page.sectionTitle}>
          {group.title} <span className={page.sectionCount}>{group.lots.length}</span>
        </h2>
        <ul className={page.grid}>
          {group.lots.map((lot) => (
            <li key={lot.id} data-testid="favorite-lot" data-lot-id={lot.id}>
              <ListLotCard
                lot={lot}
                webp={ctx.device.webp}
                actions={
                  <>
                    {active && <ToggleButtons lotId={lot.id} ctx={ctx} only="comparison" />}
                    <RemoveButton label="Удалить из избранного" busy={store.busy.has(lot.id)} onClick={() => void remove(lot.id)} />
                  </>
                }
              />
            </li>
          ))}
        </ul>
      </section>
    ));

  return (
    <ListPage
      title={FAVORITES_TITLE}
      removeAllQuestion="Удалить все объекты из избранного?"
      cities={ctx.cities}
      counts={store.counts}
      city={city}
      onCityChange={setCity}
      onRemoveAll={lots.length > 0 ? () => void removeAll(lots.map((lot) => lot.id)) : undefined}
    >
      <PageHead
        title={FAVORITES_TITLE}
        description="Квартиры, апартаменты, коммерческие помещения, машино-места и кладовые, которые вы отметили сердечком."
        breadcrumbs={[HOME_CRUMB, { name: FAVORITES_TITLE, path: sitePaths.favorites() }]}
        noindex
      />
      {content}
    </ListPage>
  );
});

// /favorites: the visitor's favourite lots of a city, grouped by kind, with per-city counts, removal of one lot
// or all of them, and an empty state leading to the flat selection.
import { observer } from 'mobx-react-lite';
import { endpoints, type ShellContext } from '@estate/shared-api';
import type { Paginated } from '@estate/shared-api/dto/common';
import type { ListedLot } from '@estate/shared-api/dto/favorites';
import { Button } from '@estate/shared-ui/components/Button/Button';
import { groupByKind } from '../../shared/lot/kindGroups';
import { ListLotCard } from '../../shared/lot/ListLotCard';
import { RemoveButton } from '../../shared/lot/RemoveButton';
import { EmptyList, LoadError, Loading } from '../../shared/state/LoadState';
import { ListPage } from '../../shared/page/ListPage';
import { useCityList } from '../../shared/store/useCityList';
import { ToggleButtons } from '../toggle-buttons/ToggleButtons';
import page from '../../shared/page/Page.module.css';

/** Lists hold at most 100 lots (the API's limit), so one page has them all. */
const LIST_LIMIT = 100;

export const FavoritesView = observer(function FavoritesView({ ctx }: { ctx: ShellContext }) {
  const { store, city, setCity, active, shown, error, refetch, isListed, remove, removeAll } = useCityList(ctx, 'favorites', async (city, signal) => {
    const page = await ctx.api.get<Paginated<ListedLot>>(endpoints.favorites.list(), { query: { city, limit: LIST_LIMIT }, signal });
    return page.results;
  });
  const lots = (shown ?? []).filter((lot) => isListed(lot.id));
  const groups = groupByKind(lots);

  let content;
  if (error && !shown) content = <LoadError text="Не удалось загрузить избранное." onRetry={refetch} />;
  else if (!shown) content = <Loading />;
  else if (groups.length === 0)
    content = (
      <EmptyList
        title="В избранном пока ничего нет"
        text="Отмечайте понравившиеся квартиры, помещения, машино-места и кладовые сердечком, чтобы вернуться к ним позже."
        action={<Button href="/selections/flat">Выбрать квартиру</Button>}
      />
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
      title="Избранное"
      removeAllQuestion="Удалить все объекты из избранного?"
      cities={ctx.cities}
      counts={store.counts}
      city={city}
      onCityChange={setCity}
      onRemoveAll={lots.length > 0 ? () => removeAll(lots.map((lot) => lot.id)) : undefined}
    >
      {content}
    </ListPage>
  );
});

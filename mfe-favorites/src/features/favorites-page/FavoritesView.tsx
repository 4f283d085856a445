// /favorites: the visitor's favourite lots of a city, grouped by kind, with per-city counts, removal of one lot
// or all of them, and an empty state leading to the flat selection.
import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { endpoints, useFetch, type ShellContext } from '@estate/shared-api';
import type { Paginated } from '@estate/shared-api/dto/common';
import type { ListedLot } from '@estate/shared-api/dto/favorites';
import { Button } from '@estate/shared-ui/components/Button/Button';
import { CityTabs } from '../../shared/city/CityTabs';
import { groupByKind } from '../../shared/lot/kindGroups';
import { ListLotCard } from '../../shared/lot/ListLotCard';
import { RemoveButton } from '../../shared/lot/RemoveButton';
import { EmptyList, LoadError, Loading } from '../../shared/state/LoadState';
import { useListStore } from '../../shared/store/useListStore';
import { ToggleButtons } from '../toggle-buttons/ToggleButtons';
import page from '../../shared/page/Page.module.css';

/** Lists hold at most 100 lots (the API's limit), so one page has them all. */
const LIST_LIMIT = 100;

export const FavoritesView = observer(function FavoritesView({ ctx }: { ctx: ShellContext }) {
  const store = useListStore(ctx, 'favorites');
  const [city, setCity] = useState(ctx.city.slug);
  const active = city === ctx.city.slug;
  const [hidden, setHidden] = useState<ReadonlySet<number>>(new Set());
  // The active city's list follows the store (changes here, in other tabs, on lot cards); another city's follows its count.
  const key = active ? `${city}|${store.loaded ? store.ids.join(',') : '…'}` : `${city}|${store.counts[city] ?? 0}`;
  const { data, error, refetch } = useFetch(key, async (signal) => {
    const page = await ctx.api.get<Paginated<ListedLot>>(endpoints.favorites.list(), { query: { city, limit: LIST_LIMIT }, signal });
    return { city, lots: page.results };
  });
  useEffect(() => setHidden(new Set()), [data]);

  const shown = data?.city === city ? data.lots : null;
  const followsStore = active && store.loaded && store.city === city;
  const lots = (shown ?? []).filter((lot) => !hidden.has(lot.id) && (!followsStore || store.has(lot.id)));
  const groups = groupByKind(lots);
  const hide = (ids: number[]) => setHidden((current) => new Set([...current, ...ids]));

  const remove = async (id: number) => {
    if (await store.remove(id)) hide([id]);
  };
  const removeAll = () => {
    hide(lots.map((lot) => lot.id));
    void store.clear(city);
  };

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
    <div className={page.page}>
      <div className={page.heading}>
        <h1 className={page.title}>Избранное</h1>
      </div>
      <div className={page.toolbar}>
        <CityTabs cities={ctx.cities} counts={store.counts} value={city} onChange={setCity} />
        {lots.length > 0 && (
          <Button variant="outline" size="s" onClick={removeAll}>
            Удалить все
          </Button>
        )}
      </div>
      {content}
    </div>
  );
});

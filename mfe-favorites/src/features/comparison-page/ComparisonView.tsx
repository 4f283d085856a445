// /comparison: the compared lots of a city side by side, by kind, with 'show only differences', removal of one
// lot or all, similar flats, per-city counts and an empty state leading to the flat selection.
import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { endpoints, useFetch, type ShellContext } from '@estate/shared-api';
import type { ComparisonDifferences } from '@estate/shared-api/dto/favorites';
import { Button } from '@estate/shared-ui/components/Button/Button';
import { Checkbox } from '@estate/shared-ui/components/Checkbox/Checkbox';
import { Tabs } from '@estate/shared-ui/components/Tabs/Tabs';
import { CityTabs } from '../../shared/city/CityTabs';
import { groupByKind, type KindGroupId } from '../../shared/lot/kindGroups';
import { EmptyList, LoadError, Loading } from '../../shared/state/LoadState';
import { useListStore } from '../../shared/store/useListStore';
import { ToggleButtons } from '../toggle-buttons/ToggleButtons';
import { pickColumns, visibleRows } from './comparisonRows';
import { ComparisonTable } from './ComparisonTable';
import { SimilarFlats } from './SimilarFlats';
import page from '../../shared/page/Page.module.css';
import styles from './ComparisonView.module.css';

export const ComparisonView = observer(function ComparisonView({ ctx }: { ctx: ShellContext }) {
  const store = useListStore(ctx, 'comparison');
  const [city, setCity] = useState(ctx.city.slug);
  const active = city === ctx.city.slug;
  const [hidden, setHidden] = useState<ReadonlySet<number>>(new Set());
  const [kind, setKind] = useState<KindGroupId | null>(null);
  const [onlyDifferences, setOnlyDifferences] = useState(false);
  const key = active ? `${city}|${store.loaded ? store.ids.join(',') : '…'}` : `${city}|${store.counts[city] ?? 0}`;
  const { data, error, refetch } = useFetch(key, async (signal) => {
    const table = await ctx.api.get<ComparisonDifferences>(endpoints.comparisons.showDifferences(), { query: { city }, signal });
    return { city, ...table };
  });
  useEffect(() => setHidden(new Set()), [data]);

  const shown = data?.city === city ? data : null;
  const followsStore = active && store.loaded && store.city === city;
  const columns = (shown?.properties ?? [])
    .map((lot, index) => ({ lot, index }))
    .filter(({ lot }) => !hidden.has(lot.id) && (!followsStore || store.has(lot.id)));
  const groups = groupByKind(columns.map(({ lot, index }) => ({ kind: lot.kind, lot, index })));
  const group = groups.find((candidate) => candidate.id === kind) ?? groups[0];
  const lots = group?.lots.map((column) => column.lot) ?? [];
  const rows = visibleRows(pickColumns(shown?.rows ?? [], group?.lots.map((column) => column.index) ?? []), onlyDifferences);

  const hide = (ids: number[]) => setHidden((current) => new Set([...current, ...ids]));
  const remove = async (id: number) => {
    if (await store.remove(id)) hide([id]);
  };
  const removeAll = () => {
    hide(columns.map(({ lot }) => lot.id));
    void store.clear(city);
  };

  let content;
  if (error && !shown) content = <LoadError text="Не удалось загрузить сравнение." onRetry={refetch} />;
  else if (!shown) content = <Loading cards={2} />;
  else if (!group)
    content = (
      <EmptyList
        title="В сравнении пока ничего нет"
        text="Добавляйте квартиры и помещения к сравнению, чтобы увидеть их характеристики рядом."
        action={<Button href="/selections/flat">Выбрать квартиру</Button>}
      />
    );
  else
    content = (
      <>
        <div className={styles.controls}>
          {groups.length > 1 && (
            <Tabs
              label="Тип объектов"
              tabs={groups.map((candidate) => ({ id: candidate.id, label: `${candidate.title} ${candidate.lots.length}` }))}
              value={group.id}
              onChange={(id) => setKind(groups.find((candidate) => candidate.id === id)?.id ?? null)}
            />
          )}
          <Checkbox label="Показать только различия" checked={onlyDifferences} onChange={(event) => setOnlyDifferences(event.target.checked)} />
        </div>
        <ComparisonTable
          lots={lots}
          rows={rows}
          webp={ctx.device.webp}
          busy={(id) => store.busy.has(id)}
          onRemove={(id) => void remove(id)}
          lotActions={active ? (lot) => <ToggleButtons lotId={lot.id} ctx={ctx} only="favorites" /> : undefined}
        />
        {onlyDifferences && rows.length === 0 && <p className={styles.note}>Характеристики сравниваемых объектов совпадают.</p>}
      </>
    );

  return (
    <div className={page.page}>
      <div className={page.heading}>
        <h1 className={page.title}>Сравнение</h1>
      </div>
      <div className={page.toolbar}>
        <CityTabs cities={ctx.cities} counts={store.counts} value={city} onChange={setCity} />
        {columns.length > 0 && (
          <Button variant="outline" size="s" onClick={removeAll}>
            Удалить все
          </Button>
        )}
      </div>
      {content}
      {active && <SimilarFlats ctx={ctx} compared={store.loaded ? store.ids : []} />}
    </div>
  );
});

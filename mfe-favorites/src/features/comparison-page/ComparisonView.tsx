// /comparison: the compared lots of a city side by side, by kind, with 'show only differences', removal of one
// lot or all, similar flats, per-city counts and an empty state leading to the flat selection.
import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { apiQuery, HOME_CRUMB, PageHead, type ApiPath, type PagePrefetch, type ShellContext } from '@estate/shared-api';
import type { ComparisonDifferences } from '@estate/shared-api/dto/favorites';
import { Button } from '@estate/shared-ui/components/Button/Button';
import { Checkbox } from '@estate/shared-ui/components/Checkbox/Checkbox';
import { Tabs } from '@estate/shared-ui/components/Tabs/Tabs';
import { groupByKind, type KindGroupId } from '../../shared/lot/kindGroups';
import { sitePaths } from '@estate/shared-api/links/sitePaths';
import { CardsSkeleton, Empty, LoadError } from '@estate/shared-ui/components/LoadState/LoadState';
import { ListPage } from '../../shared/page/ListPage';
import { useCityList } from '../../shared/store/useCityList';
import { ToggleButtons } from '../../shared/toggle-buttons/ToggleButtons';
import { pickColumns, visibleRows } from './comparisonRows';
import { ComparisonTable } from './ComparisonTable';
import { SimilarFlats } from './SimilarFlats';
import { comparisonRequest, similarFlatsRequest, statisticsQuery } from '../../shared/lot-lists/listQueries';
import styles from './ComparisonView.module.css';

export const COMPARISON_TITLE = 'Сравнение';

/** The visitor's lists of their city (the cards' toggles and the city tabs), the compared lots and similar flats. */
export const prefetchComparison: PagePrefetch = ({ api, city, queryClient }) => {
  const prefetch = ({ path, query }: { path: ApiPath; query: Record<string, string | number> }) =>
    queryClient.prefetchQuery(apiQuery(api, path, query));
  return Promise.all([
    queryClient.prefetchQuery(statisticsQuery(api, 'favorites', city)),
    queryClient.prefetchQuery(statisticsQuery(api, 'comparison', city)),
    prefetch(comparisonRequest(city)),
    prefetch(similarFlatsRequest(city)),
  ]);
};

const lotIdsOf = (loaded: ComparisonDifferences) => loaded.properties.map((lot) => lot.id);

export const ComparisonView = observer(function ComparisonView({ ctx }: { ctx: ShellContext }) {
  const { store, city, setCity, active, shown, error, refetch, isListed, remove, removeAll } = useCityList(ctx, 'comparison', comparisonRequest, lotIdsOf);
  const [kind, setKind] = useState<KindGroupId | null>(null);
  const [onlyDifferences, setOnlyDifferences] = useState(false);
  const columns = (shown?.properties ?? []).map((lot, index) => ({ lot, index })).filter(({ lot }) => isListed(lot.id));
  const groups = groupByKind(columns.map(({ lot, index }) => ({ kind: lot.kind, lot, index })));
  const group = groups.find((candidate) => candidate.id === kind) ?? groups[0];
  const lots = group?.lots.map((column) => column.lot) ?? [];
  const rows = visibleRows(pickColumns(shown?.rows ?? [], group?.lots.map((column) => column.index) ?? []), onlyDifferences);

  let content;
  if (error && !shown) content = <LoadError text="Не удалось загрузить сравнение." onRetry={refetch} />;
  else if (!shown) content = <CardsSkeleton count={2} ratio="4 / 5" />;
  else if (!group)
    content = (
      <Empty title="В сравнении пока ничего нет" text="Добавляйте квартиры и помещения к сравнению, чтобы увидеть их характеристики рядом.">
        <Button href={sitePaths.selection('flat')}>Выбрать квартиру</Button>
      </Empty>
    );
  else {
    const differencesOnly = (
      <Checkbox label="Показать только различия" checked={onlyDifferences} onChange={(event) => setOnlyDifferences(event.target.checked)} />
    );
    const table = (
      <>
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
    content =
      groups.length > 1 ? (
        <Tabs
          label="Тип объектов"
          tabs={groups.map((candidate) => ({ id: candidate.id, label: `${candidate.title} ${candidate.lots.length}` }))}
          value={group.id}
          onChange={(id) => setKind(groups.find((candidate) => candidate.id === id)?.id ?? null)}
          extra={differencesOnly}
          panelClassName={styles.table}
        >
          {table}
        </Tabs>
      ) : (
        <>
          <div className={styles.controls}>{differencesOnly}</div>
          {table}
        </>
      );
  }

  return (
    <ListPage
      title={COMPARISON_TITLE}
      removeAllQuestion="Удалить все объекты из сравнения?"
      cities={ctx.cities}
      counts={store.counts}
      city={city}
      onCityChange={setCity}
      onRemoveAll={columns.length > 0 ? () => void removeAll(columns.map(({ lot }) => lot.id)) : undefined}
    >
      <PageHead
        title={COMPARISON_TITLE}
        description="Сравнение квартир и помещений, которые вы выбрали: характеристики рядом и отличия между ними."
        breadcrumbs={[HOME_CRUMB, { name: COMPARISON_TITLE, path: sitePaths.comparison() }]}
        noindex
      />
      {content}
      {active && <SimilarFlats ctx={ctx} compared={store.loaded ? store.ids : []} />}
    </ListPage>
  );
});

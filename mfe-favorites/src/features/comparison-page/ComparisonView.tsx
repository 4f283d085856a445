// /comparison: the compared lots of a city side by side, by kind, with 'show only differences', removal of one
// lot or all, similar flats, per-city counts and an empty state leading to the flat selection.
import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { endpoints, type ShellContext } from '@estate/shared-api';
import type { ComparisonDifferences } from '@estate/shared-api/dto/favorites';
import { Button } from '@estate/shared-ui/components/Button/Button';
import { Checkbox } from '@estate/shared-ui/components/Checkbox/Checkbox';
import { Tabs } from '@estate/shared-ui/components/Tabs/Tabs';
import { groupByKind, type KindGroupId } from '../../shared/lot/kindGroups';
import { EmptyList, LoadError, Loading } from '../../shared/state/LoadState';
import { ListPage } from '../../shared/page/ListPage';
import { useCityList } from '../../shared/store/useCityList';
import { ToggleButtons } from '../toggle-buttons/ToggleButtons';
import { pickColumns, visibleRows } from './comparisonRows';
import { ComparisonTable } from './ComparisonTable';
import { SimilarFlats } from './SimilarFlats';
import styles from './ComparisonView.module.css';

export const ComparisonView = observer(function ComparisonView({ ctx }: { ctx: ShellContext }) {
  const { store, city, setCity, active, shown, error, refetch, isListed, remove, removeAll } = useCityList(ctx, 'comparison', (city, signal) =>
    ctx.api.get<ComparisonDifferences>(endpoints.comparisons.showDifferences(), { query: { city }, signal }),
  );
  const [kind, setKind] = useState<KindGroupId | null>(null);
  const [onlyDifferences, setOnlyDifferences] = useState(false);
  const columns = (shown?.properties ?? []).map((lot, index) => ({ lot, index })).filter(({ lot }) => isListed(lot.id));
  const groups = groupByKind(columns.map(({ lot, index }) => ({ kind: lot.kind, lot, index })));
  const group = groups.find((candidate) => candidate.id === kind) ?? groups[0];
  const lots = group?.lots.map((column) => column.lot) ?? [];
  const rows = visibleRows(pickColumns(shown?.rows ?? [], group?.lots.map((column) => column.index) ?? []), onlyDifferences);

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
    <ListPage
      title="Сравнение"
      removeAllQuestion="Удалить все объекты из сравнения?"
      cities={ctx.cities}
      counts={store.counts}
      city={city}
      onCityChange={setCity}
      onRemoveAll={columns.length > 0 ? () => removeAll(columns.map(({ lot }) => lot.id)) : undefined}
    >
      {content}
      {active && <SimilarFlats ctx={ctx} compared={store.loaded ? store.ids : []} />}
    </ListPage>
  );
});

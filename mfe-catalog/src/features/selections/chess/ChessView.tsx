// The chess-board view of a selection: one building at a time (the building filter picks it; by default the
// first building with matching lots), loaded from the master plan API with every lot of the building.
import { endpoints, useApiQuery, type ShellContext } from '@estate/shared-api';
import type { FilterSpec } from '@estate/shared-api/dto/common';
import type { LotFacets } from '@estate/shared-api/dto/lots';
import { Select } from '@estate/shared-ui/components/Select/Select';
import { AsyncView, Skeleton } from '@estate/shared-ui/components/LoadState/LoadState';
import type { KindSchema } from '../model/kinds';
import type { FilterState } from '../model/filterState';
import { multiOptions } from '../../../shared/facets/facetOptions';
import { ChessBoard } from './ChessBoard';
import styles from './ChessView.module.css';

interface ChessViewProps {
  ctx: ShellContext;
  schema: KindSchema;
  state: FilterState;
  buildingSpec: FilterSpec | undefined;
  facets: LotFacets | undefined;
  onBuilding: (id: string) => void;
}

export function ChessView({ ctx, schema, state, buildingSpec, facets, onBuilding }: ChessViewProps) {
  const chosen = state.multi.building ?? [];
  const { options, allowed } = multiOptions(buildingSpec, facets?.options.building, chosen);
  const buildingId = chosen[0] ?? facets?.options.building?.[0]?.value?.toString() ?? null;
  const building = useApiQuery(ctx.api, buildingId ? endpoints.genplan.building(buildingId) : null);

  return (
    <div className={styles.root}>
      <Select
        label="Корпус"
        options={options}
        facets={allowed}
        value={buildingId ?? ''}
        onChange={(value) => value && onBuilding(value)}
        placeholder="Выберите корпус"
        className={styles.select}
      />
      {buildingId === null ? (
        facets ? <p className={styles.note}>Нет корпусов с подходящими лотами — измените фильтры.</p> : <Skeleton block />
      ) : (
        <AsyncView state={building} loading={<Skeleton block />}>
          {(data) => <ChessBoard building={data} kinds={schema.lotKinds} state={state} />}
        </AsyncView>
      )}
    </div>
  );
}

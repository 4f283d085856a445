// Parking and storage are chosen on their selection scheme: each underground level's plan with the lots on it,
// coloured by status. A lot opens a card with its facts, the favourite toggles and booking (mfe-forms), brought into
// view where it sits under the plans (tablets and phones).
import { useEffect, useRef, useState } from 'react';
import { endpoints, useApiQuery, type ShellContext } from '@estate/shared-api';
import type { FilterSpec } from '@estate/shared-api/dto/common';
import type { LotFacets, SelectionSchemeLot } from '@estate/shared-api/dto/lots';
import { Select } from '@estate/shared-ui/components/Select/Select';
import { AsyncView, Skeleton } from '@estate/shared-ui/components/LoadState/LoadState';
import type { KindSchema } from '../model/kinds';
import type { FilterState } from '../model/filterState';
import { multiOptions } from '../../../shared/facets/facetOptions';
import { SchemeLevel } from './SchemeLevel';
import { SchemeLotPanel } from './SchemeLotPanel';
import styles from './SchemeView.module.css';

interface SchemeViewProps {
  ctx: ShellContext;
  schema: KindSchema;
  state: FilterState;
  projectSpec: FilterSpec | undefined;
  facets: LotFacets | undefined;
  onProject: (slug: string) => void;
}

export function SchemeView({ ctx, schema, state, projectSpec, facets, onProject }: SchemeViewProps) {
  const chosen = state.multi.project ?? [];
  const { options, allowed } = multiOptions(projectSpec, facets?.options.project, chosen);
  const project = chosen[0] ?? facets?.options.project?.[0]?.value?.toString() ?? null;
  const building = state.multi.building?.length === 1 ? state.multi.building[0] : undefined;
  // only parking and storage have a scheme (their kinds offer the view)
  const schemePath =
    schema.endpoint === 'parking' || schema.endpoint === 'storage' ? endpoints[schema.endpoint].selectionScheme() : null;
  const scheme = useApiQuery(ctx.api, project && schemePath ? schemePath : null, {
    city: ctx.city.slug,
    project,
    building,
  });
  const [picked, setPicked] = useState<SelectionSchemeLot | null>(null);
  const panel = useRef<HTMLElement>(null);
  useEffect(() => {
    if (picked) panel.current?.scrollIntoView({ block: 'nearest' });
  }, [picked]);

  return (
    <div className={styles.root}>
      <Select label="Проект" options={options} facets={allowed} value={project ?? ''} onChange={(value) => value && onProject(value)} placeholder="Выберите проект" className={styles.select} />
      {project === null ? (
        facets ? <p className={styles.note}>Нет проектов с подходящими лотами — измените фильтры.</p> : <Skeleton block />
      ) : (
        <AsyncView state={scheme} loading={<Skeleton block />} isEmpty={(data) => data.levels.length === 0} emptyText="В этом проекте нет таких лотов.">
          {(data) => (
            <div className={styles.layout}>
              <div className={styles.levels}>
                <p className={styles.scrollHint}>Схема прокручивается в сторону.</p>
                {data.levels.map((level) => (
                  <SchemeLevel key={level.floor_id} ctx={ctx} level={level} state={state} pickedId={picked?.id ?? null} onPick={setPicked} />
                ))}
              </div>
              <SchemeLotPanel ctx={ctx} lot={picked} onClose={() => setPicked(null)} ref={panel} />
            </div>
          )}
        </AsyncView>
      )}
    </div>
  );
}

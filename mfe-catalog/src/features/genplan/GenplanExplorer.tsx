// The interactive master plan (issue 6): project → building → section → floor → lot, with availability at every
// step. The step lives in the page URL, so Back walks out and a link opens the same floor.
import type { ShellContext } from '@estate/shared-api';
import type { GenplanBuilding, GenplanProject } from '@estate/shared-api/dto/genplan';
import { useApiGet } from '../../shared/api/useApiGet';
import { AsyncView } from '../../shared/components/AsyncView';
import { Skeleton } from '../../shared/components/Skeleton';
import type { GenplanState } from './genplanState';
import { MasterPlan } from './MasterPlan';
import { BuildingFloors } from './BuildingFloors';

interface GenplanExplorerProps {
  ctx: ShellContext;
  slug: string;
  state: GenplanState;
  onChange: (state: GenplanState) => void;
}

export function GenplanExplorer({ ctx, slug, state, onChange }: GenplanExplorerProps) {
  const project = useApiGet<GenplanProject>(ctx, `/api/genplan/projects/${encodeURIComponent(slug)}/`);
  const building = useApiGet<GenplanBuilding>(ctx, state.building === null ? null : `/api/genplan/buildings/${state.building}/`);

  if (state.building === null) {
    return (
      <AsyncView state={project} loading={<Skeleton block />} isEmpty={(data) => data.buildings.length === 0} emptyText="Генплан проекта готовится.">
        {(data) => <MasterPlan ctx={ctx} project={data} onBuilding={(id) => onChange({ building: id, section: null, floor: null })} />}
      </AsyncView>
    );
  }
  return (
    <AsyncView state={building} loading={<Skeleton block />}>
      {(data) => <BuildingFloors ctx={ctx} building={data} state={state} onChange={onChange} />}
    </AsyncView>
  );
}

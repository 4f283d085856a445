// The interactive master plan: project → building → section → floor → lot, with availability at every
// step. The step lives in the page URL, so Back walks out and a link opens the same floor (rendered on the server
// too: the page's prefetch asks for the building the URL names). Choosing a building or a floor needs scripts.
import { endpoints, useApiQuery, type ShellContext } from '@estate/shared-api';
import { AsyncView, Skeleton } from '@estate/shared-ui/components/LoadState/LoadState';
import { NeedsJavaScript } from '@estate/shared-ui/components/NeedsJavaScript/NeedsJavaScript';
import type { GenplanState } from './genplanState';
import { MasterPlan } from './MasterPlan';
import { BuildingFloors } from './BuildingFloors';

interface GenplanExplorerProps {
  ctx: ShellContext;
  slug: string;
  state: GenplanState;
  onChange: (state: GenplanState) => void;
}

const GENPLAN_NO_SCRIPT = 'Чтобы выбрать корпус и этаж на генплане, включите JavaScript в браузере.';

export function GenplanExplorer({ ctx, slug, state, onChange }: GenplanExplorerProps) {
  const project = useApiQuery(ctx.api, endpoints.genplan.project(slug));
  const building = useApiQuery(ctx.api, state.building === null ? null : endpoints.genplan.building(state.building));

  return (
    <>
      <NeedsJavaScript>{GENPLAN_NO_SCRIPT}</NeedsJavaScript>
      {state.building === null ? (
        <AsyncView state={project} loading={<Skeleton block />} isEmpty={(data) => data.buildings.length === 0} emptyText="Генплан проекта готовится.">
          {(data) => <MasterPlan ctx={ctx} project={data} onBuilding={(id) => onChange({ building: id, section: null, floor: null })} />}
        </AsyncView>
      ) : (
        <AsyncView state={building} loading={<Skeleton block />}>
          {(data) => <BuildingFloors ctx={ctx} building={data} state={state} onChange={onChange} />}
        </AsyncView>
      )}
    </>
  );
}

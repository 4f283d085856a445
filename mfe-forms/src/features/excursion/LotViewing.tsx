// "Запись на просмотр" on a lot's page (mounted by the catalog with { lotId, lotTitle }): the visit form of
// excursions for that lot, at the office the API names for it (its project's sales office, else the city's central
// one) with that office's hours. Nothing is shown for a lot that cannot be viewed (sold meanwhile); another failure
// offers a retry.
import { ApiError, endpoints, useApiQuery } from '@estate/shared-api';
import { AsyncView, Skeleton } from '@estate/shared-ui/components/LoadState/LoadState';
import { ExcursionForm, type ExcursionContext } from './ExcursionForm';

export interface LotViewingProps {
  lotId: number;
  /** how the form names the lot: '2-комнатная квартира № 45, «Сокольники Парк»' */
  lotTitle: string;
}

export function LotViewing({ ctx, lotId, lotTitle }: LotViewingProps & { ctx: ExcursionContext }) {
  const office = useApiQuery(ctx.api, endpoints.offices.viewing(), { property: lotId });
  if (office.error instanceof ApiError && office.error.status === 404) return null;
  return (
    <AsyncView state={office} loading={<Skeleton lines={6} />}>
      {(data) => <ExcursionForm ctx={ctx} office={data} lot={{ id: lotId, title: lotTitle }} />}
    </AsyncView>
  );
}

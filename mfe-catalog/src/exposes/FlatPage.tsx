import { CONTRACT_VERSION, type RemotePage, type RemotePageProps } from '@estate/shared-api';
import { LotView } from '../features/lot/LotView';
import { prefetchLot } from '../features/lot/lotQueries';

function FlatPage({ ctx, params }: RemotePageProps) {
  return <LotView ctx={ctx} id={params.id} endpoint="flats" fallbackTitle="Квартира" />;
}

const page: RemotePage = { contractVersion: CONTRACT_VERSION, Component: FlatPage, prefetch: prefetchLot('flats') };
export default page;

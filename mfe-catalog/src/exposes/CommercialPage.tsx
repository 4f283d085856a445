import { CONTRACT_VERSION, type RemotePage, type RemotePageProps } from '@estate/shared-api';
import { LotView } from '../features/lot/LotView';
import { prefetchLot } from '../features/lot/lotQueries';

function CommercialPage({ ctx, params }: RemotePageProps) {
  return <LotView ctx={ctx} id={params.id} endpoint="commercial" fallbackTitle="Коммерческое помещение" />;
}

const page: RemotePage = { contractVersion: CONTRACT_VERSION, Component: CommercialPage, prefetch: prefetchLot('commercial') };
export default page;

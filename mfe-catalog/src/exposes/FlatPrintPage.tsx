import { CONTRACT_VERSION, type RemotePage, type RemotePageProps } from '@estate/shared-api';
import { FlatPrintView } from '../features/lot/print/FlatPrintView';
import { prefetchLotSheet } from '../features/lot/lotQueries';

function FlatPrintPage({ ctx, params }: RemotePageProps) {
  return <FlatPrintView ctx={ctx} id={params.id} />;
}

const page: RemotePage = { contractVersion: CONTRACT_VERSION, Component: FlatPrintPage, prefetch: prefetchLotSheet };
export default page;

import { type RemotePage, type RemotePageProps } from '@estate/shared-api';
import { LotView } from '../features/lot/LotView';

function CommercialPage({ ctx, params }: RemotePageProps) {
  return <LotView ctx={ctx} id={params.id} endpoint="commercial" fallbackTitle="Коммерческое помещение" />;
}

const page: RemotePage = { contractVersion: 1 /* not migrated to contract 2 yet: the shell gives the route's title */, Component: CommercialPage };
export default page;

import { type RemotePage, type RemotePageProps } from '@estate/shared-api';
import { LotView } from '../features/lot/LotView';

function FlatPage({ ctx, params }: RemotePageProps) {
  return <LotView ctx={ctx} id={params.id} endpoint="flats" fallbackTitle="Квартира" />;
}

const page: RemotePage = { contractVersion: 1 /* not migrated to contract 2 yet: the shell gives the route's title */, Component: FlatPage };
export default page;

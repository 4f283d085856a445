import { type RemotePage, type RemotePageProps } from '@estate/shared-api';
import { FlatPrintView } from '../features/print/FlatPrintView';

function FlatPrintPage({ ctx, params }: RemotePageProps) {
  return <FlatPrintView ctx={ctx} id={params.id} />;
}

const page: RemotePage = { contractVersion: 1 /* not migrated to contract 2 yet: the shell gives the route's title */, Component: FlatPrintPage };
export default page;

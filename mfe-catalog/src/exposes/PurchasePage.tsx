import { type RemotePage } from '@estate/shared-api';
import { PurchaseView } from '../features/purchase/PurchaseView';

const page: RemotePage = { contractVersion: 1 /* not migrated to contract 2 yet: the shell gives the route's title */, Component: PurchaseView };
export default page;

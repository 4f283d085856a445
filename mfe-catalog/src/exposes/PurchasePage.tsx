import { CONTRACT_VERSION, type RemotePage } from '@estate/shared-api';
import { PurchaseView } from '../features/purchase/PurchaseView';
import { prefetchPurchase } from '../features/purchase/purchaseQueries';

const page: RemotePage = { contractVersion: CONTRACT_VERSION, Component: PurchaseView, prefetch: prefetchPurchase };
export default page;

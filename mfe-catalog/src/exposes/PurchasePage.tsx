import { CONTRACT_VERSION, type RemotePage } from '@estate/shared-api';
import { PurchaseView } from '../features/purchase/PurchaseView';

const page: RemotePage = { contractVersion: CONTRACT_VERSION, Component: PurchaseView };
export default page;

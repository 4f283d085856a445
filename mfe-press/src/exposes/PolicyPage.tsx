import { CONTRACT_VERSION, type RemotePage } from '@estate/shared-api';
import { PolicyPage } from '../features/policy/PolicyPage';

const page: RemotePage = { contractVersion: CONTRACT_VERSION, Component: PolicyPage };
export default page;

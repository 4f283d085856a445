import { CONTRACT_VERSION, type RemotePage } from '@estate/shared-api';
import { PolicyPage, prefetchPolicy } from '../features/policy/PolicyPage';

const page: RemotePage = { contractVersion: CONTRACT_VERSION, Component: PolicyPage, prefetch: prefetchPolicy };
export default page;

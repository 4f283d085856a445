import { CONTRACT_VERSION, type RemotePage } from '@estate/shared-api';
import { SelectionsView } from '../features/selections/SelectionsView';

const page: RemotePage = { contractVersion: CONTRACT_VERSION, Component: SelectionsView };
export default page;

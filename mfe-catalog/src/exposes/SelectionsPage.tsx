import { CONTRACT_VERSION, type RemotePage } from '@estate/shared-api';
import { SelectionsView } from '../features/selections/SelectionsView';
import { prefetchSelection } from '../features/selections/model/selectionQueries';

const page: RemotePage = { contractVersion: CONTRACT_VERSION, Component: SelectionsView, prefetch: prefetchSelection };
export default page;

import { type RemotePage } from '@estate/shared-api';
import { SelectionsView } from '../features/selections/SelectionsView';

const page: RemotePage = { contractVersion: 1 /* not migrated to contract 2 yet: the shell gives the route's title */, Component: SelectionsView };
export default page;

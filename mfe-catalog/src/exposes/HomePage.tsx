import { type RemotePage } from '@estate/shared-api';
import { HomeView } from '../features/home/HomeView';

const page: RemotePage = { contractVersion: 1 /* not migrated to contract 2 yet: the shell gives the route's title */, Component: HomeView };
export default page;

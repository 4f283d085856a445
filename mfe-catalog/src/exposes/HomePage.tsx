import { CONTRACT_VERSION, type RemotePage } from '@estate/shared-api';
import { HomeView } from '../features/home/HomeView';
import { prefetchHome } from '../features/home/homeQueries';

const page: RemotePage = { contractVersion: CONTRACT_VERSION, Component: HomeView, prefetch: prefetchHome };
export default page;

import { CONTRACT_VERSION, type RemotePage } from '@estate/shared-api';
import { HomeView } from '../features/home/HomeView';

const page: RemotePage = { contractVersion: CONTRACT_VERSION, Component: HomeView };
export default page;

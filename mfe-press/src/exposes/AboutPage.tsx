import { CONTRACT_VERSION, type RemotePage } from '@estate/shared-api';
import { AboutPage, prefetchAbout } from '../features/about/AboutPage';

const page: RemotePage = { contractVersion: CONTRACT_VERSION, Component: AboutPage, prefetch: prefetchAbout };
export default page;

import { CONTRACT_VERSION, type RemotePage } from '@estate/shared-api';
import { AboutPage } from '../features/about/AboutPage';

const page: RemotePage = { contractVersion: CONTRACT_VERSION, Component: AboutPage };
export default page;

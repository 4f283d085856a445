import { CONTRACT_VERSION, type RemotePage } from '@estate/shared-api';
import { ExcursionsPage, prefetchExcursions } from '../features/excursions/ExcursionsPage';

const page: RemotePage = { contractVersion: CONTRACT_VERSION, Component: ExcursionsPage, prefetch: prefetchExcursions };
export default page;

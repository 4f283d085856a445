import { CONTRACT_VERSION, type RemotePage } from '@estate/shared-api';
import { ExcursionsPage } from '../features/excursions/ExcursionsPage';

const page: RemotePage = { contractVersion: CONTRACT_VERSION, Component: ExcursionsPage };
export default page;

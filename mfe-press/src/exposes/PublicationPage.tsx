import { CONTRACT_VERSION, type RemotePage } from '@estate/shared-api';
import { PublicationPage } from '../features/publication/PublicationPage';

const page: RemotePage = { contractVersion: CONTRACT_VERSION, Component: PublicationPage };
export default page;

import { CONTRACT_VERSION, type RemotePage } from '@estate/shared-api';
import { PublicationPage } from '../features/publication/PublicationPage';
import { prefetchPublication } from '../features/publication/usePublication';

const page: RemotePage = { contractVersion: CONTRACT_VERSION, Component: PublicationPage, prefetch: prefetchPublication };
export default page;

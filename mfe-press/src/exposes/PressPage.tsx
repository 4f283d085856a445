import { CONTRACT_VERSION, type RemotePage } from '@estate/shared-api';
import { PressPage } from '../features/press-list/PressPage';
import { prefetchPress } from '../features/press-list/usePublicationFeed';

const page: RemotePage = { contractVersion: CONTRACT_VERSION, Component: PressPage, prefetch: prefetchPress };
export default page;

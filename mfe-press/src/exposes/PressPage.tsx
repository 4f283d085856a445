import { CONTRACT_VERSION, type RemotePage } from '@estate/shared-api';
import { PressPage } from '../features/press-list/PressPage';

const page: RemotePage = { contractVersion: CONTRACT_VERSION, Component: PressPage };
export default page;

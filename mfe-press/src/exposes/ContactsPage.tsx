import { CONTRACT_VERSION, type RemotePage } from '@estate/shared-api';
import { ContactsPage } from '../features/contacts/ContactsPage';

const page: RemotePage = { contractVersion: CONTRACT_VERSION, Component: ContactsPage };
export default page;

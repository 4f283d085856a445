import { CONTRACT_VERSION, type RemotePage } from '@estate/shared-api';
import { ContactsPage } from '../features/contacts/ContactsPage';
import { prefetchContacts } from '../features/contacts/useOffices';

const page: RemotePage = { contractVersion: CONTRACT_VERSION, Component: ContactsPage, prefetch: prefetchContacts };
export default page;

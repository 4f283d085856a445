import { type RemotePage, type RemotePageProps } from '@estate/shared-api';
import { ProjectsListView } from '../features/projects/ProjectsListView';

function CommercialProjectsPage(props: RemotePageProps) {
  return <ProjectsListView {...props} kind="commercial" />;
}

const page: RemotePage = { contractVersion: 1 /* not migrated to contract 2 yet: the shell gives the route's title */, Component: CommercialProjectsPage };
export default page;

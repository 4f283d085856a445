import { type RemotePage, type RemotePageProps } from '@estate/shared-api';
import { ProjectsListView } from '../features/projects/ProjectsListView';

function ProjectsPage(props: RemotePageProps) {
  return <ProjectsListView {...props} kind="residential" />;
}

const page: RemotePage = { contractVersion: 1 /* not migrated to contract 2 yet: the shell gives the route's title */, Component: ProjectsPage };
export default page;

import { CONTRACT_VERSION, type RemotePage, type RemotePageProps } from '@estate/shared-api';
import { ProjectsListView } from '../features/projects/ProjectsListView';
import { prefetchProjectList } from '../features/projects/projectListQueries';

function ProjectsPage(props: RemotePageProps) {
  return <ProjectsListView {...props} kind="residential" />;
}

const page: RemotePage = { contractVersion: CONTRACT_VERSION, Component: ProjectsPage, prefetch: prefetchProjectList('residential') };
export default page;

import { CONTRACT_VERSION, type RemotePage, type RemotePageProps } from '@estate/shared-api';
import { ProjectsListView } from '../features/projects/ProjectsListView';
import { prefetchProjectList } from '../features/projects/projectListQueries';

function CommercialProjectsPage(props: RemotePageProps) {
  return <ProjectsListView {...props} kind="commercial" />;
}

const page: RemotePage = { contractVersion: CONTRACT_VERSION, Component: CommercialProjectsPage, prefetch: prefetchProjectList('commercial') };
export default page;

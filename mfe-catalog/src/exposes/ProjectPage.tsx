import { CONTRACT_VERSION, type RemotePage, type RemotePageProps } from '@estate/shared-api';
import { ProjectView } from '../features/projects/detail/ProjectView';
import { prefetchProject } from '../features/projects/detail/projectQueries';

function ProjectPage(props: RemotePageProps) {
  return <ProjectView {...props} kind="residential" />;
}

const page: RemotePage = { contractVersion: CONTRACT_VERSION, Component: ProjectPage, prefetch: prefetchProject('residential') };
export default page;

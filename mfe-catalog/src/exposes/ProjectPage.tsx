import { CONTRACT_VERSION, type RemotePage, type RemotePageProps } from '@estate/shared-api';
import { ProjectView } from '../features/projects/detail/ProjectView';

function ProjectPage(props: RemotePageProps) {
  return <ProjectView {...props} kind="residential" />;
}

const page: RemotePage = { contractVersion: CONTRACT_VERSION, Component: ProjectPage };
export default page;

import { type RemotePage, type RemotePageProps } from '@estate/shared-api';
import { ProjectView } from '../features/projects/detail/ProjectView';

function ProjectPage(props: RemotePageProps) {
  return <ProjectView {...props} kind="residential" />;
}

const page: RemotePage = { contractVersion: 1 /* not migrated to contract 2 yet: the shell gives the route's title */, Component: ProjectPage };
export default page;

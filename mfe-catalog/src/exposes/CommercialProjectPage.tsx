import { CONTRACT_VERSION, type RemotePage, type RemotePageProps } from '@estate/shared-api';
import { ProjectView } from '../features/projects/detail/ProjectView';
import { prefetchProject } from '../features/projects/detail/projectQueries';

function CommercialProjectPage(props: RemotePageProps) {
  return <ProjectView {...props} kind="commercial" />;
}

const page: RemotePage = { contractVersion: CONTRACT_VERSION, Component: CommercialProjectPage, prefetch: prefetchProject('commercial') };
export default page;

import { CONTRACT_VERSION, type RemotePage, type RemotePageProps } from '@estate/shared-api';
import { ProjectView } from '../features/projects/detail/ProjectView';

function CommercialProjectPage(props: RemotePageProps) {
  return <ProjectView {...props} kind="commercial" />;
}

const page: RemotePage = { contractVersion: CONTRACT_VERSION, Component: CommercialProjectPage };
export default page;

import { type RemotePage, type RemotePageProps } from '@estate/shared-api';
import { ProjectView } from '../features/projects/detail/ProjectView';

function CommercialProjectPage(props: RemotePageProps) {
  return <ProjectView {...props} kind="commercial" />;
}

const page: RemotePage = { contractVersion: 1 /* not migrated to contract 2 yet: the shell gives the route's title */, Component: CommercialProjectPage };
export default page;

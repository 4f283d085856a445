import { type RemotePage, type RemotePageProps } from '@estate/shared-api';
import { ComparisonView } from '../features/comparison-page/ComparisonView';

function ComparisonPage({ ctx }: RemotePageProps) {
  return <ComparisonView ctx={ctx} />;
}

const page: RemotePage = { contractVersion: 1 /* not migrated to contract 2 yet: the shell gives the route's title */, Component: ComparisonPage };
export default page;

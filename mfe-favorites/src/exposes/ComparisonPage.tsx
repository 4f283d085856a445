import { CONTRACT_VERSION, type RemotePage, type RemotePageProps } from '@estate/shared-api';
import { ComparisonView } from '../features/comparison-page/ComparisonView';

function ComparisonPage({ ctx }: RemotePageProps) {
  return <ComparisonView ctx={ctx} />;
}

const page: RemotePage = { contractVersion: CONTRACT_VERSION, Component: ComparisonPage };
export default page;

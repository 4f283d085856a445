import { CONTRACT_VERSION, type RemotePage, type RemotePageProps } from '@estate/shared-api';
import { ComparisonView, prefetchComparison } from '../features/comparison-page/ComparisonView';

function ComparisonPage({ ctx }: RemotePageProps) {
  return <ComparisonView ctx={ctx} />;
}

const page: RemotePage = { contractVersion: CONTRACT_VERSION, Component: ComparisonPage, prefetch: prefetchComparison };
export default page;

// /ui: the component showcase of shared-ui, mounted only on a test stage (the uikit-redirect middleware).
// Its images show a real project picture from the API, so the Image component is seen at work.
import { useQuery } from '@tanstack/react-query';
import { HOME_CRUMB, PageHead, type RemotePageProps } from '@estate/shared-api';
import { Showcase } from '@estate/shared-ui/showcase/Showcase';
import { showcaseQuery } from './showcaseData';

export default function ShowcasePage({ ctx }: RemotePageProps) {
  const projects = useQuery(showcaseQuery(ctx.api, ctx.city.slug));
  return (
    <>
      <PageHead title="UI" breadcrumbs={[HOME_CRUMB, { name: 'UI', path: '/ui' }]} noindex />
      {projects.isPending ? null : <Showcase imagePath={projects.data?.results[0]?.image} />}
    </>
  );
}

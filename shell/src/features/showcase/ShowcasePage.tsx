// /ui: the component showcase of shared-ui, mounted only on a test stage (the uikit-redirect middleware).
// Its images show a real project picture from the API, so the Image component is seen at work.
import { Showcase } from '@estate/shared-ui/showcase/Showcase';
import { useFetch, type RemotePageProps } from '@estate/shared-api';
import type { Paginated } from '@estate/shared-api/dto/common';
import type { ProjectCard } from '@estate/shared-api/dto/projects';

export default function ShowcasePage({ ctx }: RemotePageProps) {
  const projects = useFetch(`showcase:${ctx.city.slug}`, (signal) =>
    ctx.api.get<Paginated<ProjectCard>>('/api/projects/', { query: { city: ctx.city.slug, limit: 1 }, signal }),
  );
  if (projects.pending && !projects.data) return null;
  return <Showcase imagePath={projects.data?.results[0]?.image} />;
}

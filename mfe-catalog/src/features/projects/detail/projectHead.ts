// What a project page tells search engines and link previews: its name and kind, a description, its trail, and the
// project as a schema.org place — an ApartmentComplex (a residential complex) or a Place (a commercial project) —
// with its address, coordinates and photos.
import { HOME_CRUMB, type Crumb } from '@estate/shared-api';
import type { ProjectDetail, ProjectKind } from '@estate/shared-api/dto/projects';
import { fromPrice } from '../../../shared/format/money';
import { countOf, NOUNS } from '@estate/shared-ui/format/plural';
import { imageObject, postalAddress } from '../../../shared/head/schema';
import { sitePaths } from '@estate/shared-api/links/sitePaths';

type ProjectFacts = Pick<ProjectDetail, 'kind' | 'name' | 'slug'>;

/** «Сокольники Парк»; a name that has its own quotes keeps them (Деловой центр «Оружейный»). */
const quoted = (name: string) => (name.includes('«') ? name : `«${name}»`);

/** «Сокольники Парк» — жилой комплекс в Москве */
export function projectTitle(project: Pick<ProjectDetail, 'kind' | 'name'>, cityIn: string): string {
  return `${quoted(project.name)} — ${project.kind === 'commercial' ? 'коммерческий проект' : 'жилой комплекс'} ${cityIn}`;
}

export function projectDescription(project: ProjectDetail): string {
  const offer =
    project.lots_count > 0
      ? `${countOf(project.lots_count, project.kind === 'commercial' ? NOUNS.commercial : NOUNS.flat)} в продаже ${fromPrice(project.min_price)}`.trim()
      : 'скоро в продаже';
  return `${project.short_description}. ${project.address}, ${project.district}. ${project.class}, сдача ${project.completion.label}, ${offer}.`;
}

export function projectListCrumb(kind: ProjectKind): Crumb {
  return { name: kind === 'commercial' ? 'Коммерческие проекты' : 'Проекты', path: sitePaths.projects(kind) };
}

export function projectCrumbs(project: ProjectFacts): Crumb[] {
  return [HOME_CRUMB, projectListCrumb(project.kind), { name: project.name, path: sitePaths.project(project.kind, project.slug) }];
}

/** The project's photos, the main one first. */
function projectPhotos(project: Pick<ProjectDetail, 'image' | 'gallery'>): string[] {
  return [project.image, ...project.gallery].filter((path, index, all) => path && all.indexOf(path) === index);
}

export function projectJsonLd(project: ProjectDetail, city: string, origin: string): Record<string, unknown> {
  return {
    '@type': project.kind === 'commercial' ? 'Place' : 'ApartmentComplex',
    name: project.name,
    description: project.short_description,
    url: `${origin}${sitePaths.project(project.kind, project.slug)}`,
    image: projectPhotos(project).map((path) => imageObject(origin, path)),
    address: postalAddress(project.address, city),
    geo: { '@type': 'GeoCoordinates', latitude: project.coords.lat, longitude: project.coords.lng },
    ...(project.kind === 'residential' && {
      numberOfAvailableAccommodationUnits: { '@type': 'QuantitativeValue', value: project.lots_count },
    }),
  };
}

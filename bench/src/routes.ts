// The routes the bench and the budget test measure: one of each kind, with real slugs and ids from the API (the
// city's own, on that city's host).
export async function measuredRoutes(baseUrl: string, city = 'moskva'): Promise<string[]> {
  const get = async <T>(path: string): Promise<T> => (await fetch(`${baseUrl}${path}`)).json() as Promise<T>;
  const [projects, flats, publications, commercialProjects] = await Promise.all([
    get<{ results: Array<{ slug: string }> }>(`/api/projects/?city=${city}&limit=1`),
    get<{ results: Array<{ id: number }> }>(`/api/flats/?city=${city}&limit=1`),
    get<{ results: Array<{ slug: string }> }>(`/api/publications/?city=${city}&limit=1`),
    get<{ results: Array<{ slug: string }> }>(`/api/projects_commercial/?city=${city}&limit=1`),
  ]);
  const routes = [
    '/',
    '/projects',
    '/projects/commercial',
    '/selections/flat',
    '/purchase',
    '/press',
    '/favorites',
    '/comparison',
    '/about',
    '/contacts',
    '/excursions',
    '/personal-data-processing-policy',
  ];
  if (projects.results[0]) routes.push(`/projects/${projects.results[0].slug}`);
  if (commercialProjects.results[0])
    routes.push(`/projects/commercial/${commercialProjects.results[0].slug}`);
  if (flats.results[0]) routes.push(`/flats/${flats.results[0].id}`, `/flats/print/${flats.results[0].id}`);
  if (publications.results[0]) routes.push(`/press/${publications.results[0].slug}`);
  return routes;
}

// Every route of product §2 with real slugs and ids from the API (the city's own): the bench's measured routes plus the
// routes it leaves out (the other selections, a commercial premise, a purchase method, /ui). Each in its one
// form: /selections and the policy with a trailing slash redirect to a route listed here.
import { measuredRoutes } from '../../bench/src/routes';

interface Listing<T> {
  results: T[];
}

export async function qaRoutes(baseUrl: string, city = 'moskva'): Promise<string[]> {
  const get = async <T>(path: string): Promise<T> => {
    const response = await fetch(`${baseUrl}${path}`);
    if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
    return (await response.json()) as T;
  };
  const [measured, commercials, methods] = await Promise.all([
    measuredRoutes(baseUrl, city),
    get<Listing<{ id: number }>>(`/api/commercial/?city=${city}&limit=1`),
    get<Listing<{ id: number }> | Array<{ id: number }>>(`/api/purchase_methods_pages/?city=${city}`),
  ]);
  // a method other than the first: /purchase itself shows the first
  const method = (Array.isArray(methods) ? methods : methods.results)[1];
  const routes = [...measured, '/selections/commercial', '/selections/parking', '/selections/storage', '/ui'];
  if (commercials.results[0]) routes.push(`/commercials/${commercials.results[0].id}`);
  if (method) routes.push(`/purchase?method=${method.id}`);
  return routes;
}

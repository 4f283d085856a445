// The home page's data, asked for with the same requests by its prefetch (server) and its blocks (browser): the
// city's headline and slides, its projects, the ready-made selections, promotions and the latest news. The lot
// counts come with the city's base data (fetched separately only when the shell could not load it).
import { apiQuery, endpoints, type PagePrefetch, type Query } from '@estate/shared-api';

export const homeRequests = (city: string) =>
  ({
    main: { path: endpoints.content.mainPages(), query: { city } },
    projects: { path: endpoints.projects.list(), query: { city, limit: 6 } },
    selections: { path: endpoints.selectionCards.list(), query: { city, limit: 12 } },
    promos: { path: endpoints.promo.list(), query: { city, limit: 6 } },
    news: { path: endpoints.publications.list(), query: { for_owners: false, limit: 3, type: 'news', city } },
  }) satisfies Record<string, { path: string; query: Query }>;

export const prefetchHome: PagePrefetch = ({ api, city, queryClient }) =>
  Promise.all(Object.values(homeRequests(city)).map(({ path, query }) => queryClient.prefetchQuery(apiQuery(api, path, query))));

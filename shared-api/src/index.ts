// The package entry, shared as one instance on the page by module federation.
export { CONTRACT_VERSION, THIRD_PARTY_SCRIPTS, thirdPartyScript } from './contract';
export type {
  CityRef,
  Device,
  DeviceType,
  Domain,
  Integrations,
  NavigateOptions,
  RemoteName,
  RemotePage,
  RemotePageProps,
  RemoteService,
  RemoteWidget,
  RemotesMap,
  ShellContext,
  ThirdPartyScript,
  WidgetProps,
} from './contract';
export { createEventBus, isEvent } from './events';
export type { BusEvent, EventBus, LotList, Notice } from './events';

export { ApiClient, CSRF_COOKIE, CSRF_HEADER } from './http/client';
export type { ApiClientOptions, Forwarded, HttpMethod, RequestOptions } from './http/client';
export { ApiError } from './http/ApiError';
export type { FieldErrors } from './http/ApiError';
export { serializeQuery, withQuery } from './http/serializeQuery';
export type { Query, QueryValue } from './http/serializeQuery';
export { readCookie } from './http/cookies';

export { API_PATH_PREFIX, endpoints } from './endpoints/endpoints';
export type { Endpoints } from './endpoints/endpoints';
export { apiPath } from './api/apiTypes';
export type { ApiPath, ApiTemplate, BodyOf, QueryOf, ResponseOf, Schemas } from './api/apiTypes';

export { FetchTask, FETCH_MIN_PENDING_MS } from './fetch/fetchTask';
export type { Fetcher, FetchState, FetchTaskOptions } from './fetch/fetchTask';
export { useFetch } from './fetch/useFetch';
export type { UseFetchOptions, UseFetchResult } from './fetch/useFetch';

export { apiQuery, apiQueryKey, settleNoEarlier } from './query/apiQuery';
export type { ApiQueryKey, ApiQueryOptions } from './query/apiQuery';
export { useApiQuery } from './query/useApiQuery';
export { createQueryClient, QUERY_STALE_MS } from './query/queryClient';
export type { PagePrefetch, PrefetchArgs } from './query/prefetch';
export { PageHead, breadcrumbList, clipDescription, describeWith, DESCRIPTION_MAX_LENGTH, HOME_CRUMB, titleInCity } from './head/PageHead';
export type { Crumb, PageHeadProps } from './head/PageHead';
export { JsonLd, serializeJsonLd } from './head/JsonLd';
export { SiteHeadContext, absoluteUrl, useSiteHead, useSiteOrigin } from './head/siteHead';
export type { SiteHead } from './head/siteHead';

export { TRACKING_PARAMS, pickTrackingParams } from './tracking/trackingParams';
export type { TrackingParam, TrackingParams } from './tracking/trackingParams';
export {
  TRACKING_COOKIE,
  TRACKING_COOKIE_MAX_AGE,
  keepTrackingParams,
  readTrackingParams,
  trackingCookieFor,
} from './tracking/trackingCookie';
export type { LandingLocation } from './tracking/trackingCookie';
export { cookieDomainFor, isProductHost } from './tracking/productHost';

// DTO types of the API (generated from its OpenAPI document), re-exported for convenience.
export type * from './dto/baseData';
export type * from './dto/booking';
export type * from './dto/cities';
export type * from './dto/common';
export type * from './dto/content';
export type * from './dto/documents';
export type * from './dto/favorites';
export type * from './dto/finishes';
export type * from './dto/genplan';
export type * from './dto/images';
export type * from './dto/infras';
export type * from './dto/layouts';
export type * from './dto/lots';
export type * from './dto/marketing';
export type * from './dto/mortgage';
export type * from './dto/offices';
export type * from './dto/otp';
export type * from './dto/progress';
export type * from './dto/projects';
export type * from './dto/publications';
export type * from './dto/requests';
export type * from './dto/viewed';

// The package entry, shared as one instance on the page by module federation.
export { CONTRACT_VERSION } from './contract';
export type {
  CityRef,
  Device,
  DeviceType,
  Domain,
  NavigateOptions,
  RemoteName,
  RemotePage,
  RemotePageProps,
  RemoteWidget,
  RemotesMap,
  ShellContext,
  WidgetProps,
} from './contract';
export { createEventBus, isEvent } from './events';
export type { BusEvent, EventBus, LotList, Notice } from './events';
export { ApiClient } from './http/client';
export type { ApiClientOptions, RequestOptions } from './http/client';
export { ApiError } from './http/ApiError';
export type { FieldErrors } from './http/ApiError';
export { serializeQuery } from './http/serializeQuery';
export type { Query, QueryValue } from './http/serializeQuery';

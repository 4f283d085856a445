// The shell <-> remote contract. The shell builds a ShellContext and hands it to every remote page it renders;
// a remote compiles against these types and declares the contract version it implements.
import type { ComponentType } from 'react';
import type { ApiClient } from './http/client';
import type { EventBus } from './events';
import type { PagePrefetch } from './query/prefetch';

/**
 * 2: a page may declare `prefetch` (its first data, run by the shell server before rendering) and renders its own
 * title and description (PageHead). 1: neither; the shell gives the route's title and description.
 */
export const CONTRACT_VERSION = 2;

export type DeviceType = 'mobile' | 'tablet' | 'desktop';

export interface Device {
  type: DeviceType;
  webp: boolean;
  ios: boolean;
  mac: boolean;
  safari: boolean;
  touch: boolean;
}

export interface Domain {
  /** host the visitor used, with port: tula.localhost:8080 */
  host: string;
  /** origin of the API as the browser reaches it (same origin as the page) */
  apiHost: string;
  protocol: 'http' | 'https';
  /** host of the default city, e.g. localhost:8080; other cities live on {slug}.{siteDomain} */
  siteDomain: string;
  /** any host without the production marker is a test stage: /ui is reachable there */
  isTestStage: boolean;
}

export interface CityRef {
  id: number;
  title: string;
  slug: string;
}

/** Where each remote's manifest lives; resolved at runtime, never compiled into the shell. */
export type RemotesMap = Record<RemoteName, string>;
export type RemoteName = 'catalog' | 'press' | 'favorites' | 'forms';

/** The documented addresses of the third-party scripts; configuration may point one elsewhere. */
export const THIRD_PARTY_SCRIPTS = {
  smartCaptcha: 'https://smartcaptcha.yandexcloud.net/captcha.js',
  metrica: 'https://mc.yandex.ru/metrika/tag.js',
  tagManager: 'https://www.googletagmanager.com/gtm.js',
  callWidget: 'https://mod.calltouch.ru/init.js',
} as const;
export type ThirdPartyScript = keyof typeof THIRD_PARTY_SCRIPTS;

/** Where a service's script comes from: the configured address, else the documented one. */
export function thirdPartyScript(integrations: Pick<Integrations, 'scripts'>, name: ThirdPartyScript): string {
  return integrations.scripts?.[name] ?? THIRD_PARTY_SCRIPTS[name];
}

/** Third-party services, each on only when configured. */
export interface Integrations {
  /** scripts moved from their documented address by configuration (a local fake in tests) */
  scripts?: Partial<Record<ThirdPartyScript, string>>;
  /** Yandex SmartCaptcha site key; no key → captcha off */
  smartCaptchaSiteKey: string | null;
  /** Yandex Metrica counter id; none → no analytics */
  metricaCounterId: number | null;
  /** Google Tag Manager container id */
  tagManagerId: string | null;
  /** Calltouch: offline callback requests (Tula only) and the call widget */
  calltouch: { siteId: string; modId: string | null; apiUrl: string } | null;
  /** map tiles (a Leaflet URL template); url null → maps show their pins over a plain grid */
  mapTiles: MapTileSource;
}

export interface MapTileSource {
  url: string | null;
  attribution?: string;
}

export interface NavigateOptions {
  replace?: boolean;
}

export interface ShellContext<TBase = unknown, TCity extends CityRef = CityRef, TProject = unknown> {
  contractVersion: number;
  city: TCity;
  cities: TCity[];
  device: Device;
  domain: Domain;
  baseData: TBase;
  projects: TProject[];
  api: ApiClient;
  bus: EventBus;
  integrations: Integrations;
  navigate: (to: string, options?: NavigateOptions) => void;
  /** absolute URL of `path` on the host of city `slug` */
  cityUrl: (slug: string, path: string) => string;
  /** renders an exposed module of another remote (a widget such as the favourite toggle) */
  Widget: ComponentType<WidgetProps>;
}

export interface WidgetProps {
  /** "remote/Module", e.g. "favorites/ToggleButtons" */
  module: string;
  props?: Record<string, unknown>;
  /** shown while the widget loads, and kept if it cannot load (unless `errorFallback` is given) */
  fallback?: React.ReactNode;
  /** shown when the widget could not load; `retry` loads its remote again without a page reload */
  errorFallback?: (retry: () => void) => React.ReactNode;
}

export interface RemotePageProps {
  ctx: ShellContext;
  params: Readonly<Record<string, string | undefined>>;
  search: URLSearchParams;
}

/** What every exposed page module exports as default. */
export interface RemotePage {
  contractVersion: number;
  Component: ComponentType<RemotePageProps>;
  /** contract 2: the data of the page's first render (see query/prefetch.ts) */
  prefetch?: PagePrefetch;
}

/**
 * A service a remote runs for the whole page from the start (e.g. the favourites store behind the header counts).
 * The shell loads every service module at start-up and calls `start`; the returned function stops it.
 */
export interface RemoteService {
  contractVersion: number;
  start: (ctx: ShellContext) => () => void;
}

/** What every exposed widget module exports as default. */
export interface RemoteWidget<P = Record<string, unknown>> {
  contractVersion: number;
  Component: ComponentType<P & { ctx: ShellContext }>;
}

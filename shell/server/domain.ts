// SPEC §4 Domain and Active city: host, API host and protocol from the forwarded host; the city from the host.
import type { IncomingMessage } from 'node:http';
import type { Domain } from '@estate/shared-api';
import type { ShellConfig } from './config';

export const defaultCitySlug = 'moskva';

function first(value: string | string[] | undefined): string | undefined {
  const text = Array.isArray(value) ? value[0] : value;
  return text?.split(',')[0]?.trim() || undefined;
}

export function readDomain(req: IncomingMessage, config: ShellConfig): Domain {
  const host = first(req.headers['x-forwarded-host']) ?? req.headers.host ?? config.siteDomain;
  const protocol = first(req.headers['x-forwarded-proto']) === 'https' ? 'https' : 'http';
  return {
    host,
    apiHost: `${protocol}://${host}`,
    protocol,
    siteDomain: config.siteDomain,
    isTestStage: !config.productionHostMarker || !host.includes(config.productionHostMarker),
  };
}

/** A host containing a city slug selects that city; anything else is the default city. */
export function citySlugFromHost(host: string, slugs: readonly string[]): string {
  const hostname = host.split(':')[0] ?? '';
  const labels = hostname.split('.');
  return slugs.find((slug) => slug !== defaultCitySlug && labels.includes(slug)) ?? defaultCitySlug;
}

// The first step of answering a page: what the request asks for — its URL, the site and city of its host, the
// device, whether a crawler asks, whether it is the bench's floor — and the key of the cached document answering it.
import type { FastifyRequest } from 'fastify';
import type { Device, Domain } from '@estate/shared-api';
import type { City } from '@estate/shared-api/dto/cities';
import type { ShellConfig } from '../config';
import { readDevice } from '../device';
import { wantsFloor } from '../render/documentFloor';
import { isCrawler } from '../render/streamDocument';
import { requestSite } from '../site/requestSite';
import type { CityDirectory } from '../site/cityDirectory';

export interface DocumentRequest {
  request: FastifyRequest;
  url: URL;
  domain: Domain;
  city: City;
  /** the cities as the API named them; null when it could not */
  cities: City[] | null;
  device: Device;
  /** a search engine or a link preview: it reads one complete document, scripts never run */
  crawler: boolean;
  /** the bench's floor: the same document, found or rendered the same way, sent without its scripts */
  floor: boolean;
  /** the cached document answering it */
  key: string;
}

/**
 * The normalised request a cached document answers: protocol and host (one of the site's: the city), path, query in
 * parameter order and the device (the layout and image formats depend on it).
 */
function documentKey(url: URL, domain: Domain, device: Device): string {
  const search = new URLSearchParams(url.searchParams);
  search.sort();
  return `${domain.protocol}://${domain.host}${url.pathname}?${search.toString()} ${JSON.stringify(device)}`;
}

export async function readDocumentRequest(request: FastifyRequest, config: ShellConfig, directory: CityDirectory): Promise<DocumentRequest> {
  const url = new URL(request.url, 'http://shell');
  const cities = await directory.cities();
  const { domain, city } = requestSite(request, config, cities ?? []);
  const device = readDevice(request.headers);
  return {
    request,
    url,
    domain,
    city,
    cities,
    device,
    crawler: isCrawler(request.headers['user-agent']),
    floor: wantsFloor(request.headers, config.documentFloor),
    key: documentKey(url, domain, device),
  };
}

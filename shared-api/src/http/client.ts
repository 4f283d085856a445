// Typed HTTP client for the api/ server (SPEC §7 general rules): same-origin relative paths, credentials
// included, the csrftoken cookie echoed as X-CSRFToken on unsafe methods, one query serialiser, typed errors.
import { ApiError } from './ApiError';
import { readCookie } from './cookies';
import { serializeQuery, type Query } from './serializeQuery';

export interface RequestOptions {
  query?: Query;
  /** JSON-serialisable body, or FormData for multipart */
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

export interface ApiClientOptions {
  /** '' in the browser (same origin); an absolute origin on a server */
  baseUrl?: string;
  fetch?: typeof fetch;
  /** where the csrftoken cookie comes from; the browser's document.cookie by default */
  cookies?: () => string;
  /** set by a server-side caller: the visitor's host, port and protocol */
  forwarded?: { host: string; port?: string; proto?: string };
}

const unsafe = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export class ApiClient {
  private readonly baseUrl: string;
  private readonly fetchImpl: typeof fetch;
  private readonly cookies: () => string;

  constructor(private readonly options: ApiClientOptions = {}) {
    this.baseUrl = options.baseUrl ?? '';
    this.fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
    this.cookies = options.cookies ?? (() => (typeof document === 'undefined' ? '' : document.cookie));
  }

  get<T>(path: string, options?: RequestOptions): Promise<T> {
    return this.request<T>('GET', path, options);
  }

  post<T>(path: string, options?: RequestOptions): Promise<T> {
    return this.request<T>('POST', path, options);
  }

  delete<T>(path: string, options?: RequestOptions): Promise<T> {
    return this.request<T>('DELETE', path, options);
  }

  async request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
    const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
    if (unsafe.has(method)) {
      const token = readCookie(this.cookies(), 'csrftoken');
      if (token) headers['X-CSRFToken'] = token;
    }
    const forwarded = this.options.forwarded;
    if (forwarded) {
      headers['X-Forwarded-Host'] = forwarded.host;
      if (forwarded.port) headers['X-Forwarded-Port'] = forwarded.port;
      if (forwarded.proto) headers['X-Forwarded-Proto'] = forwarded.proto;
    }
    let body: BodyInit | undefined;
    if (options.body instanceof FormData) {
      body = options.body;
    } else if (options.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
    const response = await this.fetchImpl(`${this.baseUrl}${path}${serializeQuery(options.query)}`, {
      method,
      headers,
      body,
      credentials: 'include',
      signal: options.signal,
    });
    const parsed = await readBody(response);
    if (!response.ok) throw new ApiError(response.status, parsed);
    return parsed as T;
  }
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  const text = await response.text();
  if (!text) return null;
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

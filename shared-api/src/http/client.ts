// Typed HTTP client for the api/ server (product §7 general rules): same-origin relative paths, credentials
// included, the csrftoken cookie echoed as X-CSRFToken on unsafe methods, one query serialiser, typed errors, and
// an Idempotency-Key per submission for the requests that submit something once (leads, bookings).
import { ApiError } from './ApiError';
import { documentCookies, readCookie } from './cookies';
import { withQuery, type Query } from './serializeQuery';
import { readBody } from './readBody';
import { apiPath, type ApiPath, type ApiTemplate, type ResponseOf } from '../api/apiTypes';
import { SubmissionKeys, sessionKeyStorage } from './submissionKeys';

export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  query?: Query;
  /** FormData (multipart), URLSearchParams (form-encoded), or anything JSON-serialisable */
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /**
   * A submission to store once (a lead, a booking): sent with an `Idempotency-Key` that stays the same for every
   * resend of the same body until one is acknowledged (the query, e.g. a captcha token, may differ between them).
   */
  idempotent?: boolean;
}

export interface Forwarded {
  host: string;
  port?: string;
  proto?: string;
}

export interface ApiClientOptions {
  /** '' in the browser (same origin); an absolute origin on a server */
  baseUrl?: string;
  fetch?: typeof fetch;
  /** where the csrftoken cookie comes from; the browser's document.cookie by default */
  cookies?: () => string;
  /** set by a server-side caller: the visitor's host, port and protocol */
  forwarded?: Forwarded;
  /** headers of every request (a server-side caller passes the visitor's Cookie) */
  headers?: Record<string, string>;
}

export const CSRF_COOKIE = 'csrftoken';
export const CSRF_HEADER = 'X-CSRFToken';
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

const unsafe = new Set<HttpMethod>(['POST', 'PUT', 'PATCH', 'DELETE']);
/**
 * The API's GET that sets the csrftoken cookie (204, never cached): a server-rendered page can send its first unsafe
 * request before the browser has been given one, and the public reads it makes set no cookie.
 */
const CSRF_SOURCE = apiPath('/api/session/');

export class ApiClient {
  private readonly baseUrl: string;
  private readonly fetchImpl: typeof fetch;
  private readonly cookies: () => string;
  private csrfFetch: Promise<unknown> | null = null;
  private readonly submissions = new SubmissionKeys(sessionKeyStorage());

  constructor(private readonly options: ApiClientOptions = {}) {
    this.baseUrl = (options.baseUrl ?? '').replace(/\/+$/, '');
    this.fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
    this.cookies = options.cookies ?? documentCookies;
  }

  /** The answer is typed by the operation the path was made for (`endpoints`, or `apiPath` from the document). */
  get<P extends ApiTemplate>(path: ApiPath<P>, options?: RequestOptions): Promise<ResponseOf<P, 'get'>> {
    return this.request('GET', path, options);
  }

  post<P extends ApiTemplate>(path: ApiPath<P>, options?: RequestOptions): Promise<ResponseOf<P, 'post'>> {
    return this.request('POST', path, options);
  }

  put<P extends ApiTemplate>(path: ApiPath<P>, options?: RequestOptions): Promise<ResponseOf<P, 'put'>> {
    return this.request('PUT', path, options);
  }

  patch<P extends ApiTemplate>(path: ApiPath<P>, options?: RequestOptions): Promise<ResponseOf<P, 'patch'>> {
    return this.request('PATCH', path, options);
  }

  delete<P extends ApiTemplate>(path: ApiPath<P>, options?: RequestOptions): Promise<ResponseOf<P, 'delete'>> {
    return this.request('DELETE', path, options);
  }

  /** Resolves with the parsed body (null when empty); rejects with ApiError for a non-2xx status. */
  async request<T>(method: HttpMethod, path: string, options: RequestOptions = {}): Promise<T> {
    if (!path.startsWith('/')) throw new Error(`ApiClient: path must be same-origin relative: ${path}`);
    const headers: Record<string, string> = {
      Accept: 'application/json',
      ...this.options.headers,
      ...this.forwardedHeaders(),
      ...options.headers,
    };
    if (unsafe.has(method)) {
      const token = readCookie(this.cookies(), CSRF_COOKIE) ?? (await this.fetchCsrfCookie());
      if (token) headers[CSRF_HEADER] = token;
    }
    const submission = options.idempotent ? this.submissions.submit(`${method} ${path}`, options.body) : null;
    if (submission) headers[IDEMPOTENCY_HEADER] = submission.key;
    const response = await this.fetchImpl(`${this.baseUrl}${withQuery(path, options.query)}`, {
      method,
      headers,
      body: encodeBody(options.body, headers),
      credentials: 'include',
      signal: options.signal,
    });
    const parsed = await readBody(response);
    if (!response.ok) throw new ApiError(response.status, parsed);
    submission?.acknowledged();
    return parsed as T;
  }

  /** One GET for every unsafe request waiting on it; the unsafe request goes on either way (the API answers 403). */
  private async fetchCsrfCookie(): Promise<string | null> {
    this.csrfFetch ??= this.get(CSRF_SOURCE)
      .catch(() => undefined)
      .finally(() => {
        this.csrfFetch = null;
      });
    await this.csrfFetch;
    return readCookie(this.cookies(), CSRF_COOKIE);
  }

  private forwardedHeaders(): Record<string, string> {
    const forwarded = this.options.forwarded;
    if (!forwarded) return {};
    const headers: Record<string, string> = { 'X-Forwarded-Host': forwarded.host };
    if (forwarded.port) headers['X-Forwarded-Port'] = forwarded.port;
    if (forwarded.proto) headers['X-Forwarded-Proto'] = forwarded.proto;
    return headers;
  }
}

/** FormData and URLSearchParams go as they are (fetch sets their content type); anything else as JSON. */
function encodeBody(body: unknown, headers: Record<string, string>): BodyInit | undefined {
  if (body === undefined) return undefined;
  if (body instanceof FormData || body instanceof URLSearchParams) return body;
  headers['Content-Type'] = 'application/json';
  return JSON.stringify(body);
}

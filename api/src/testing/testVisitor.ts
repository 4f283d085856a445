import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { SESSION_PATH } from '../features/session/sessionRoutes';

export const SITE_ORIGIN = 'http://localhost:8080';

/**
 * A browser-like visitor for `app.inject`: keeps its cookies, sends the Origin of the site, and echoes the
 * `csrftoken` cookie in X-CSRFToken on unsafe requests (unless told not to).
 */
export class TestVisitor {
  readonly cookies = new Map<string, string>();

  constructor(
    private readonly app: FastifyInstance,
    private readonly origin = SITE_ORIGIN,
  ) {}

  private remember(response: LightMyRequestResponse): void {
    for (const cookie of response.cookies as { name: string; value: string }[]) this.cookies.set(cookie.name, cookie.value);
  }

  private cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async request(options: InjectOptions & { csrf?: boolean }): Promise<LightMyRequestResponse> {
    const { csrf = true, headers = {}, ...rest } = options;
    const method = (rest.method ?? 'GET').toUpperCase();
    const unsafe = !['GET', 'HEAD', 'OPTIONS'].includes(method);
    const token = this.cookies.get('csrftoken');
    const response = await this.app.inject({
      ...rest,
      headers: {
        ...(this.cookies.size > 0 && { cookie: this.cookieHeader() }),
        ...(unsafe && { origin: this.origin }),
        ...(unsafe && csrf && token && { 'x-csrftoken': token }),
        ...headers,
      },
    });
    this.remember(response);
    return response;
  }

  get(url: string, headers: Record<string, string> = {}) {
    return this.request({ method: 'GET', url, headers });
  }

  post(url: string, payload?: unknown, options: { csrf?: boolean; headers?: Record<string, string> } = {}) {
    return this.request({ method: 'POST', url, ...(payload !== undefined && { payload: payload as InjectOptions['payload'] }), ...options });
  }

  delete(url: string, options: { csrf?: boolean } = {}) {
    return this.request({ method: 'DELETE', url, ...options });
  }

  /** First contact: the session and CSRF cookies (public reads set none). */
  async start(): Promise<this> {
    await this.get(SESSION_PATH);
    return this;
  }
}

/** A multipart/form-data body like the footer form sends. */
export function multipart(fields: Record<string, string>): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----estate${Math.random().toString(16).slice(2)}`;
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return {
    payload: Buffer.from(`${parts.join('')}--${boundary}--\r\n`),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

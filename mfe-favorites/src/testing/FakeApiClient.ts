// Test helper: an ApiClient answered in memory by the fake lists API (for jsdom suites, which have no fetch).
import { ApiClient, ApiError, serializeQuery, type HttpMethod, type RequestOptions } from '@estate/shared-api';
import type { FakeListsBackend } from './fakeListsBackend';

export class FakeApiClient extends ApiClient {
  constructor(private readonly backend: FakeListsBackend) {
    super({ baseUrl: 'http://fake', cookies: () => `csrftoken=${backend.csrfToken}` });
  }

  override async request<T>(method: HttpMethod, path: string, options: RequestOptions = {}): Promise<T> {
    if (options.signal?.aborted) throw new DOMException('Aborted', 'AbortError');
    const query = Object.fromEntries(new URLSearchParams(serializeQuery(options.query ?? {})));
    const answer = await this.backend.handle({
      method,
      path,
      query,
      body: options.body === undefined ? undefined : (JSON.parse(JSON.stringify(options.body)) as unknown),
      csrf: method === 'GET' ? undefined : this.backend.csrfToken,
    });
    if (answer.status >= 400) throw new ApiError(answer.status, answer.body ?? null);
    return (answer.body ?? null) as T;
  }
}

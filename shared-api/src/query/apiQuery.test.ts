import { ApiClient } from '../http/client';
import { endpoints } from '../endpoints/endpoints';
import { apiQuery, apiQueryKey, settleNoEarlier } from './apiQuery';

describe('apiQueryKey', () => {
  it('is the same for the same request whatever the order of the query', () => {
    expect(apiQueryKey('/api/offices/', { limit: 50, city: 'tula' })).toEqual(apiQueryKey('/api/offices/', { city: 'tula', limit: 50 }));
    expect(apiQueryKey('/api/offices/', { city: 'tula', page: null })).toEqual(['api', '/api/offices/', '?city=tula']);
    expect(apiQueryKey('/api/company/')).toEqual(['api', '/api/company/', '']);
  });
});

describe('settleNoEarlier', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('holds a fast result until the minimum has passed, errors too', async () => {
    let value: string | null = null;
    void settleNoEarlier(Promise.resolve('data'), 200).then((result) => (value = result));
    await jest.advanceTimersByTimeAsync(199);
    expect(value).toBeNull();
    await jest.advanceTimersByTimeAsync(1);
    expect(value).toBe('data');
    const failed = settleNoEarlier(Promise.reject(new Error('down')), 200);
    failed.catch(() => undefined);
    await jest.advanceTimersByTimeAsync(200);
    await expect(failed).rejects.toThrow('down');
  });
});

describe('apiQuery', () => {
  it('GETs the path with its query', async () => {
    const fetch = jest.fn(async () => ({ ok: true, status: 200, headers: { get: () => 'application/json' }, text: async () => '{"a":1}' }));
    const api = new ApiClient({ fetch: fetch as unknown as typeof globalThis.fetch, cookies: () => '' });
    const options = apiQuery(api, endpoints.content.company(), { city: 'tula' });
    const queryFn = options.queryFn as unknown as (context: { signal: AbortSignal }) => Promise<unknown>;
    await expect(queryFn({ signal: new AbortController().signal })).resolves.toEqual({ a: 1 });
    expect(fetch).toHaveBeenCalledWith('/api/company/?city=tula', expect.objectContaining({ method: 'GET' }));
  });
});

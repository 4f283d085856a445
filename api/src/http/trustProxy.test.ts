import { createTestApp, type TestApp } from '../testing/testApp';
import { TestVisitor } from '../testing/testVisitor';

/** Sends footer leads from new sessions, each with its own phone and the given X-Forwarded-For. */
async function leadStatuses(test: TestApp, forwardedFor: string[]): Promise<number[]> {
  const statuses: number[] = [];
  for (const [index, header] of forwardedFor.entries()) {
    const visitor = await new TestVisitor(test.app).start();
    const response = await visitor.request({
      method: 'POST',
      url: '/api/requests/',
      payload: { type: 'questions', url: 'http://localhost:8080/', phone: `+7 916 800 ${String(10 + index).padStart(2, '0')} 00`, site_city: 'moskva' },
      headers: { 'x-forwarded-for': header },
    });
    statuses.push(response.statusCode);
  }
  return statuses;
}

describe('the client address behind proxies (TRUST_PROXY)', () => {
  let test: TestApp | undefined;
  afterEach(async () => {
    await test?.close();
    test = undefined;
  });

  it('with no proxy named, the socket address counts: a rotating X-Forwarded-For does not escape the per-address limit', async () => {
    test = await createTestApp('pglite', { LEADS_PER_IP_LIMIT: '3' });
    expect(await leadStatuses(test, ['1.1.1.1', '2.2.2.2', '3.3.3.3', '4.4.4.4'])).toEqual([201, 201, 201, 429]);
  });

  it('with one hop trusted (the shell), the address the shell saw counts, whatever the client claimed before it', async () => {
    test = await createTestApp('pglite', { LEADS_PER_IP_LIMIT: '3', TRUST_PROXY: '1' });
    expect(await leadStatuses(test, ['9.9.9.1, 203.0.113.5', '9.9.9.2, 203.0.113.5', '9.9.9.3, 203.0.113.5', '9.9.9.4, 203.0.113.5', '198.51.100.1'])).toEqual([201, 201, 201, 429, 201]);
    const { rows } = await test.db.query<{ ip: string }>('select distinct ip from requests order by ip');
    expect(rows.map((row) => row.ip)).toEqual(['198.51.100.1', '203.0.113.5']);
  });

  it('with addresses named, only those peers may forward', async () => {
    test = await createTestApp('pglite', { LEADS_PER_IP_LIMIT: '3', TRUST_PROXY: '10.0.0.0/8' });
    expect(await leadStatuses(test, ['1.1.1.1', '2.2.2.2', '3.3.3.3', '4.4.4.4'])).toEqual([201, 201, 201, 429]);
  });
});

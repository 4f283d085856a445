import http from 'node:http';

/** One request of a burst: when it was sent and answered (ms from the burst's start), and how. */
export interface BurstAnswer {
  index: number;
  sentMs: number;
  answeredMs: number;
  /** The HTTP status, or the socket error's code (ECONNRESET: the server dropped it without an answer). */
  status: number | string;
  retryAfter: string | null;
  body: string;
}

export interface BurstRequest {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: Buffer | string;
}

export interface BurstOptions {
  /**
   * `kept-alive`: every request goes on a connection of its own opened (and used once) before the burst, as
   * browsers and balancers hold them, so all of them reach the server at once; `new`: each opens its connection as
   * it is sent, so the server accepts them one by one.
   */
  connections: 'kept-alive' | 'new';
  /** Pause between two requests (0: all at once). */
  gapMs?: number;
  /** Sent as `X-Request-Id: <prefix>-<index>`, for the server's log to tell the order the requests reached it in. */
  idPrefix?: string;
}

function send(base: string, request: BurstRequest, agent: http.Agent | false, started: number, index: number): Promise<BurstAnswer> {
  const sentMs = performance.now() - started;
  return new Promise((resolve) => {
    const done = (status: number | string, retryAfter: string | null, body: string) =>
      resolve({ index, sentMs, answeredMs: performance.now() - started, status, retryAfter, body });
    const outgoing = http.request(`${base}${request.path}`, { method: request.method, headers: request.headers, agent }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => done(response.statusCode ?? 0, (response.headers['retry-after'] as string | undefined) ?? null, Buffer.concat(chunks).toString()));
      response.on('error', (error: NodeJS.ErrnoException) => done(error.code ?? error.message, null, ''));
    });
    outgoing.on('error', (error: NodeJS.ErrnoException) => done(error.code ?? error.message, null, ''));
    outgoing.end(request.body);
  });
}

/** Sends `requests` in their order and resolves with every answer in that order; a request never rejects. */
export async function burst(base: string, requests: BurstRequest[], options: BurstOptions): Promise<BurstAnswer[]> {
  const agents = requests.map(() => (options.connections === 'kept-alive' ? new http.Agent({ keepAlive: true, maxSockets: 1 }) : false));
  try {
    // each kept-alive connection opened with a request that needs no database
    await Promise.all(agents.map((agent) => agent && send(base, { method: 'GET', path: '/api/none' }, agent, 0, 0)));
    const started = performance.now();
    const answers: Array<Promise<BurstAnswer>> = [];
    for (const [index, request] of requests.entries()) {
      const id: Record<string, string> = options.idPrefix ? { 'x-request-id': `${options.idPrefix}-${String(index).padStart(4, '0')}` } : {};
      answers.push(send(base, { ...request, headers: { ...request.headers, ...id } }, agents[index]!, started, index));
      if (options.gapMs) await new Promise((resolve) => setTimeout(resolve, options.gapMs));
    }
    return await Promise.all(answers);
  } finally {
    for (const agent of agents) if (agent) agent.destroy();
  }
}

/**
 * The answers in the order their requests reached the server, from its log of incoming requests (sent with
 * `idPrefix`): requests sent at once reach it in an order of the kernel's choosing.
 */
export function inArrivalOrder(answers: BurstAnswer[], serverLog: string, idPrefix: string): BurstAnswer[] {
  const arrived: number[] = [];
  for (const line of serverLog.split('\n')) {
    if (!line.includes('"incoming request"')) continue;
    const id = /"request_id":"([\w-]+)"/.exec(line)?.[1];
    if (id?.startsWith(`${idPrefix}-`)) arrived.push(Number(id.slice(idPrefix.length + 1)));
  }
  return arrived.map((index) => answers[index]!);
}

/** How many pairs were answered out of order (a later request answered before an earlier one). */
export function overtakes(answers: BurstAnswer[]): number {
  let count = 0;
  answers.forEach((earlier, i) => answers.slice(i + 1).forEach((later) => (count += later.answeredMs < earlier.answeredMs ? 1 : 0)));
  return count;
}

/** Outcomes counted by status or error code, e.g. `{ 201: 49, 503: 1 }`. */
export function statusCounts(answers: BurstAnswer[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const answer of answers) counts[answer.status] = (counts[answer.status] ?? 0) + 1;
  return counts;
}

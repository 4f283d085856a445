// Pieces of the graceful-stop drills (the API's and the shell server's): a server that holds requests in flight until
// released, visitors on kept-alive connections of their own, and new connections probed until refused.
import http from 'node:http';

/** A local HTTP server holding every request until `release()`, then answering each with `answer`. */
export async function holdingServer(answer) {
  const held = [];
  const arrivals = new Set();
  let released = false;
  const server = http.createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      if (released) return answer(response);
      held.push(response);
      for (const arrived of arrivals) arrived();
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    held: (count) =>
      new Promise((resolve) => {
        const check = () => {
          if (held.length < count) return;
          arrivals.delete(check);
          resolve();
        };
        arrivals.add(check);
        check();
      }),
    release() {
      released = true;
      for (const response of held.splice(0)) answer(response);
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** A visitor on one kept-alive connection of its own: one socket, reused while the server keeps it open. */
export function keptAliveVisitor(base) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  return {
    request: (method, target, headers = {}, body) =>
      new Promise((resolve) => {
        const request = http.request(`${base}${target}`, { method, headers, agent }, (response) => {
          const chunks = [];
          response.on('data', (chunk) => chunks.push(chunk));
          response.on('end', () =>
            resolve({
              status: response.statusCode,
              reused: request.reusedSocket,
              connection: response.headers.connection,
              body: Buffer.concat(chunks).toString(),
            }),
          );
        });
        request.on('error', (error) => resolve({ status: 'failed', code: String(error.code ?? error.message) }));
        request.end(body);
      }),
    close: () => agent.destroy(),
  };
}

/** Requests on new connections until one is refused (or `timeoutMs` passes): `answered <status>` or the error code of each. */
export async function newConnectionsUntilRefused(url, timeoutMs = 10_000) {
  const attempts = [];
  const deadline = Date.now() + timeoutMs;
  while (attempts.at(-1) !== 'ECONNREFUSED' && Date.now() < deadline)
    attempts.push(
      await new Promise((resolve) => {
        http
          .get(url, { agent: false }, (response) => {
            response.resume();
            resolve(`answered ${response.statusCode}`);
          })
          .on('error', (error) => resolve(String(error.code)));
      }),
    );
  return attempts;
}

/** Outcomes counted by status or error code, e.g. `{ 200: 19, ECONNREFUSED: 1 }`. */
export function countOutcomes(outcomes) {
  const counts = new Map();
  for (const outcome of outcomes) {
    const key = outcome.status === 'failed' ? outcome.code : String(outcome.status);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return Object.fromEntries([...counts].sort());
}

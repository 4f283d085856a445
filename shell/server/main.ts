// The shell's Node server: the HTML document rendered with React (frame and page) with the right status, the
// remotes map, the shell's static files, robots.txt, and a proxy of /api, /img, /feeds and the sitemap to the API.
import './productionMode';
import { enableStaticRendering } from 'mobx-react-lite';
import { readConfig } from './config';
import { buildShellServer, logDestination } from './buildShellServer';
import { provideDomParser } from './render/serverDomParser';

/** The longest a stop waits for the requests in flight. */
const STOP_TIMEOUT_MS = 10_000;

/** Exits once the log lines still buffered are written. */
function exit(code: number): void {
  logDestination.flush(() => process.exit(code));
  setTimeout(() => process.exit(code), 1000).unref();
}

// mobx observers render once and subscribe to nothing on the server (the remotes share this mobx-react-lite)
enableStaticRendering(true);
provideDomParser();

const config = readConfig();

async function start() {
  const app = await buildShellServer(config);
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port; // PORT=0 picks a free one
  app.log.info({ api: config.apiUrl, remotes: config.remotes }, `shell on http://${config.host}:${port}`);

  // Graceful stop: no new connections, requests in flight finish (within 10 s), each answer closes its connection,
  // and kept-alive connections close once idle.
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    setInterval(() => app.server.closeIdleConnections(), 1000).unref();
    setTimeout(() => exit(0), STOP_TIMEOUT_MS).unref();
    app.close().then(
      () => exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'stop failed');
        exit(1);
      },
    );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

start().catch((error: unknown) => {
  console.error(JSON.stringify({ level: 60, service: 'shell', msg: 'shell failed to start', err: error instanceof Error ? error.stack : String(error) }));
  process.exit(1);
});

// The shell's Node server: the HTML document rendered with React (frame and page) with the right status, the
// remotes map, the shell's static files, robots.txt, and a proxy of /api, /img, /feeds and the sitemap to the API.
// On SIGTERM it drains, then stops (shellServer.ts); the log lines still buffered are written at exit (pino's
// asynchronous destination flushes itself then).
import './productionMode';
import { enableStaticRendering } from 'mobx-react-lite';
import { stopOnSignals } from '@estate/server-kit';
import { readConfig } from './config';
import { startShellServer } from './shellServer';
import { provideDomParser } from './render/serverDomParser';

// mobx observers render once and subscribe to nothing on the server (the remotes share this mobx-react-lite)
enableStaticRendering(true);
provideDomParser();

const config = readConfig();

startShellServer(config).then(
  (shell) => {
    const { drainDelayMs, shutdownTimeoutMs } = config.operations;
    stopOnSignals((cutShort) => shell.close(cutShort), { timeoutMs: drainDelayMs + shutdownTimeoutMs, log: shell.app.log });
  },
  (error: unknown) => {
    console.error(JSON.stringify({ level: 60, service: 'shell', msg: 'shell failed to start', err: error instanceof Error ? error.stack : String(error) }));
    process.exit(1);
  },
);

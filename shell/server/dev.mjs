// `npm run dev`'s shell server: builds the server (webpack watch, development mode) and restarts it after every
// rebuild. The shell's browser assets come from its webpack dev server (SHELL_DEV_ASSETS_URL); the remotes' dev
// servers build no server bundle, so in development every remote page renders in the browser (the frame on the
// server).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import webpack from 'webpack';
import createConfig from '../webpack.config.mjs';

const dir = path.dirname(fileURLToPath(import.meta.url));
const config = createConfig({ server: true }, { mode: 'development' }).find((build) => build.name === 'server');
let server = null;
let restarts = Promise.resolve();

/** The next build's server starts once the last one has let go of its ports (the site's and the metrics'). */
async function restart() {
  const last = server;
  if (last && last.exitCode === null && last.signalCode === null) {
    const exited = new Promise((resolve) => last.once('exit', resolve));
    last.kill('SIGTERM');
    await exited;
  }
  server = spawn(process.execPath, [path.join(dir, '..', 'dist-server', 'main.js')], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'development' },
  });
}

webpack(config).watch({}, (error, stats) => {
  if (error || stats.hasErrors()) {
    console.error(error ?? stats.toString('errors-only'));
    return;
  }
  restarts = restarts.then(restart);
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server?.kill(signal);
    process.exit(0);
  });
}

// Cross-app end-to-end tests in a real Chromium against the production build served by the real servers.
// Without BASE_URL the harness builds and starts the site and every spec runs. BASE_URL=https://… runs the suite
// against a site started elsewhere and starts nothing; tests/local/ (specs that stop, rebuild or start servers, or
// read the API's development endpoints) needs the site the harness owns and is left out.
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../bench/src/chromium';

const external = Boolean(process.env.BASE_URL);
const baseURL = process.env.BASE_URL ?? 'http://localhost:8080';
// each kind of run keeps its own results, so `npm test`'s two runs do not wipe each other's reports and traces
const run = external ? 'base-url' : 'harness';

export default defineConfig({
  testDir: './tests',
  testIgnore: external ? ['local/**'] : [],
  outputDir: `./test-results/${run}`,
  fullyParallel: false,
  // Against a running site the spec files split between two browsers (each file stays in order in one worker): half
  // of the suite waits on timeouts and the site, not on the CPU. The harness's own specs stop and redeploy the site
  // the others would be using, so they run one at a time.
  workers: external ? Number(process.env.E2E_WORKERS ?? 2) : 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: `playwright-report/${run}` }]],
  globalSetup: external ? undefined : './harness/globalSetup.ts',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // the system Chromium (browser downloads are impossible on these machines), with the bench's flags
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});

// Cross-app end-to-end tests in a real Chromium against the production build served by the real servers.
// Without BASE_URL the harness builds and starts the site and every spec runs. BASE_URL=https://… runs the suite
// against a site started elsewhere and starts nothing; tests/local/ (specs that stop, rebuild or start servers, or
// read the API's development endpoints) needs the site the harness owns and is left out.
import fs from 'node:fs';
import { defineConfig } from '@playwright/test';

const external = Boolean(process.env.BASE_URL);
const baseURL = process.env.BASE_URL ?? 'http://localhost:8080';
// each kind of run keeps its own results, so `npm test`'s two runs do not wipe each other's reports and traces
const run = external ? 'base-url' : 'harness';

/** A system Chromium when there is one: browser downloads are impossible on these machines. */
function chromiumPath(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((candidate): candidate is string => Boolean(candidate && fs.existsSync(candidate)));
}

export default defineConfig({
  testDir: './tests',
  testIgnore: external ? ['local/**'] : [],
  outputDir: `./test-results/${run}`,
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: `playwright-report/${run}` }]],
  globalSetup: external ? undefined : './harness/globalSetup.ts',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});

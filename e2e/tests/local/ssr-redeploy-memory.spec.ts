// Redeploys are picked up by a running shell server without growing its memory. A second shell
// server (the built one, collecting garbage before each figure) reads the press remote from a test server; the
// press remote is redeployed 20 times (its manifest changes), each time a page is rendered from the new server
// build; the heap after the 20th redeploy stays within a few MB of the heap after the 5th.
import { expect, test } from '../../harness/test';
import { servePressVariant, type PressVariant } from '../../harness/pressVariant';
import { startShell } from '../forms-helpers';

const shellPort = 8092;
const pressPort = 3012;
const redeploys = 20;

function heapAfterRedeploys(log: string): number[] {
  return log
    .split('\n')
    .filter((line) => line.includes('"remote redeployed"') && line.includes('"remote":"press"'))
    .map((line) => (JSON.parse(line) as { heapUsed: number }).heapUsed);
}

test('20 redeploys of the press remote keep the shell server’s memory bounded', async ({ request }) => {
  test.setTimeout(240_000);
  const variant: PressVariant = { deploy: 'memory-0', port: pressPort };
  const stopPress = await servePressVariant(variant);
  const shell = await startShell(shellPort, {
    REMOTE_PRESS_URL: `http://127.0.0.1:${pressPort}/mf-manifest.json`,
    REMOTE_CHECK_INTERVAL_MS: '200',
    NODE_OPTIONS: '--expose-gc',
  });
  try {
    for (let deploy = 1; deploy <= redeploys; deploy++) {
      variant.deploy = `memory-${deploy}`;
      await expect.poll(() => heapAfterRedeploys(shell.log()).length, { timeout: 10_000 }).toBe(deploy);
      // a render loads the new server build (the old one is dropped)
      const html = await (await request.get(`http://127.0.0.1:${shellPort}/about`)).text();
      expect(html).toMatch(/data-remote-region="press\/AboutPage"><!--\$--><div/);
    }
    const heap = heapAfterRedeploys(shell.log());
    const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;
    test.info().annotations.push({ type: 'heap after redeploys (MB)', description: heap.map(mb).join(', ') });
    console.info(`heap after each redeploy (MB): ${heap.map(mb).join(', ')}`);
    const growth = (heap[redeploys - 1] ?? 0) - (heap[4] ?? 0);
    expect(mb(growth)).toBeLessThan(15);
  } finally {
    await shell.stop();
    await stopPress();
  }
});

// Shared bits of the forms e2e specs: a second shell server with extra configuration, unique phone numbers and the
// lead request as the browser sent it.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { expect, type APIRequestContext, type Page, type Request } from '@playwright/test';
import { waitUntilPortFree } from '@estate/tooling/ports';
import { repoRoot } from '../harness/site';

/** A phone the API accepts (+7 9xx …) and no other test uses: digits as typed into the mask, and as stored. */
export function uniquePhone(): { typed: string; digits: string } {
  const rest = String(Date.now() % 1_000_000_000).padStart(9, '0');
  const typed = `9${rest}`;
  return { typed, digits: `7${typed}` };
}

/** A second shell server (the built one) with extra environment, on its own port; the API and remotes are the harness's. */
export async function startShell(port: number, env: Record<string, string>): Promise<{ stop: () => Promise<void>; log: () => string }> {
  await waitUntilPortFree(port);
  let output = '';
  const shell: ChildProcess = spawn(process.execPath, [path.join(repoRoot, 'shell/dist-server/main.js')], {
    env: { ...process.env, PORT: String(port), SITE_DOMAIN: `localhost:${port}`, METRICS_PORT: '0', DRAIN_DELAY_MS: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  shell.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  shell.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise((resolve) => shell.once('exit', resolve));
  const stop = async () => {
    shell.kill('SIGTERM');
    await waitUntilPortFree(port, { exited });
  };
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/remotes.json`)).ok) return { stop, log: () => output };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  await stop();
  throw new Error(`the shell on port ${port} did not start: ${output}`);
}

/** The fields of a multipart (or form-encoded) request the browser sent. */
export async function sentFields(request: Request): Promise<Record<string, string>> {
  const body = request.postDataBuffer() ?? Buffer.alloc(0);
  const form = await new Response(new Uint8Array(body), { headers: { 'content-type': (await request.allHeaders())['content-type'] ?? '' } }).formData();
  const fields: Record<string, string> = {};
  form.forEach((value, key) => {
    fields[key] = typeof value === 'string' ? value : '[file]';
  });
  return fields;
}

/** The footer call-back form inside the shell's footer slot. */
export function footerForm(page: Page) {
  const region = page.getByRole('region', { name: 'Обратный звонок' });
  return {
    region,
    phone: region.getByRole('textbox', { name: 'Ваш телефон' }),
    consent: region.getByRole('checkbox'),
    submit: region.getByRole('button', { name: 'Перезвоните мне' }),
  };
}

/** The visitor accepted cookies on an earlier visit (the notice would cover the footer). */
export async function acceptCookiesBeforehand(page: Page) {
  await page.addInitScript(() => {
    // the site's own document only: third-party frames (the captcha's) keep their storage to themselves
    if (window === window.top) window.localStorage.setItem('accept-cookie', 'true');
  });
}

/** The latest one-time code sent to `digits`, read from the API's development SMS outbox (waits for it). */
export async function outboxCode(request: APIRequestContext, digits: string): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(async () => {
      const response = await request.get(`/api/dev/outbox/?phone=${digits}`);
      code = response.ok() ? (((await response.json()) as { code: string | null }[])[0]?.code ?? null) : null;
      return code;
    })
    .not.toBeNull();
  return code as unknown as string;
}

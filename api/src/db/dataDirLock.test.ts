import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { until } from '../testing/until';
import { lockDataDir } from './dataDirLock';

describe('the PGlite data directory lock', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lock-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));
  const dataDir = () => path.join(dir, 'pglite');

  it('refuses a directory a live process holds', async () => {
    const holder = spawn('sleep', ['30']);
    try {
      const started = fs.readFileSync(`/proc/${holder.pid}/stat`, 'utf8').split(') ')[1]!.split(' ')[19];
      fs.writeFileSync(`${dataDir()}.lock`, `${holder.pid} ${started}`);
      expect(() => lockDataDir(dataDir())).toThrow(`in use by process ${holder.pid}`);
    } finally {
      holder.kill('SIGKILL');
    }
  });

  it('takes over at once from a process killed with SIGKILL and not yet reaped by its parent', async () => {
    // the holder's parent is a shell that execs `sleep`: it never reaps, so the killed holder stays a zombie
    const shell = spawn('sh', ['-c', `sleep 30 & echo $!; exec sleep 30`], { stdio: ['ignore', 'pipe', 'ignore'] });
    try {
      const pid = Number(await new Promise<string>((resolve) => shell.stdout!.once('data', (chunk: Buffer) => resolve(chunk.toString()))));
      // until the shell has become `sleep`, it could still reap its child itself
      await until(() => fs.readFileSync(`/proc/${shell.pid}/comm`, 'utf8').trim() === 'sleep');
      const started = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')[19];
      fs.writeFileSync(`${dataDir()}.lock`, `${pid} ${started}`);
      process.kill(pid, 'SIGKILL');
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(fs.readFileSync(`/proc/${pid}/stat`, 'utf8')).toMatch(/\) Z /);
      const unlock = lockDataDir(dataDir());
      expect(fs.readFileSync(`${dataDir()}.lock`, 'utf8')).toMatch(new RegExp(`^${process.pid} \\d+$`));
      unlock();
      expect(fs.existsSync(`${dataDir()}.lock`)).toBe(false);
    } finally {
      shell.kill('SIGKILL');
    }
  });

  it('takes over from a dead owner whose pid another process got since', () => {
    fs.writeFileSync(`${dataDir()}.lock`, `${process.ppid} 1`);
    const unlock = lockDataDir(dataDir());
    unlock();
  });
});

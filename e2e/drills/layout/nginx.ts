import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { until } from './ports';

export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

/**
 * nginx running the shipped configuration (deploy/nginx/estate.conf.template, rendered with the drill's ports) in
 * the foreground, inside a minimal main configuration of the drill's own (pid, logs and temp files in `dir`).
 */
export async function startNginx(dir: string, values: Record<string, string>): Promise<{ process: ChildProcess; accessLog: string; errorLog: string; stop(): Promise<void> }> {
  // an ES module of its own (import.meta): loaded as one, not through the test runner's transform
  const { renderNginxConfig } = await import('../../../deploy/nginx/render.mjs');
  fs.mkdirSync(path.join(dir, 'logs'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'estate.conf'), renderNginxConfig({ ...values, LOG_DIR: path.join(dir, 'logs') }));
  fs.writeFileSync(
    path.join(dir, 'nginx.conf'),
    [
      'daemon off;',
      'worker_processes 1;',
      `pid ${dir}/nginx.pid;`,
      `error_log ${dir}/logs/error.log warn;`,
      'events { worker_connections 4096; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `  ${name}_temp_path ${dir}/${name}_temp;`),
      `  include ${dir}/estate.conf;`,
      '}',
    ].join('\n'),
  );
  const child = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const listen = values.LISTEN ?? '';
  await until(async () => {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${stderr}`);
    return (await fetch(`http://${listen}/remotes/none`)).status === 404;
  }, 15_000, 'nginx to listen');
  return {
    process: child,
    accessLog: path.join(dir, 'logs', 'estate-access.log'),
    errorLog: path.join(dir, 'logs', 'error.log'),
    stop: async () => {
      child.kill('SIGQUIT');
      await exited;
    },
  };
}

// Where the harness keeps the site it starts: a fresh database per run and the press remote run on its own,
// so tests can stop, break and redeploy it while the rest of the site keeps running.
import path from 'node:path';

export const repoRoot = path.resolve(__dirname, '..', '..');
export const workDir = path.join(repoRoot, 'e2e', '.tmp');
export const pressPidFile = path.join(workDir, 'press.pid');
export const sitePidFile = path.join(workDir, 'site.pid');
export const pressPort = 3002;

/** The catalogue import's bearer token and the SMTP server the site's e-mails go to (started by the specs that read them). */
export const adminToken = 'e2e-admin-token';
export const smtpPort = 2525;

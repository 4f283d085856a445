import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findRepoRoot, loadConfig } from '../config';
import { openDb } from '../db/openDb';
import { migrate } from '../db/migrate';
import type { Db } from '../db/db';
import { runCli } from './runCli';
import { attemptsOf, resend, undeliveredRows, type QueueRow } from '../shared/outbox/outboxReport';

// `npm run leads -w api [-- show <id> | resend <id>]`: the operator's view of the outbox (see api/README.md).
const USAGE = 'usage: npm run leads -w api [-- show <id> | resend <id>]';
const LIST_LIMIT = 200;

const iso = (value: Date | string) => new Date(value).toISOString().replace(/\.\d{3}Z$/, 'Z');

function age(from: Date, now: Date): string {
  const seconds = Math.max(0, Math.round((now.getTime() - new Date(from).getTime()) / 1000));
  if (seconds < 120) return `${seconds} s`;
  if (seconds < 7200) return `${Math.round(seconds / 60)} min`;
  return `${(seconds / 3600).toFixed(1)} h`;
}

function table(header: string[], rows: string[][]): string {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)));
  const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ').trimEnd();
  return [line(header), ...rows.map(line)].join('\n');
}

function list(rows: QueueRow[], now: Date): string {
  if (rows.length === 0) return 'Every message is delivered.';
  const counts = (['pending', 'failing', 'dead'] as const).map((state) => `${rows.filter((row) => row.state === state).length} ${state}`);
  const body = table(
    ['id', 'kind', 'state', 'age', 'attempts', 'next try', 'delivered to', 'key', 'last error'],
    rows.map((row) => [
      String(row.id),
      row.kind,
      row.state,
      age(row.created_at, now),
      String(row.attempts),
      row.state === 'dead' ? '-' : iso(row.next_attempt_at),
      row.delivered_to.join(',') || '-',
      row.key,
      (row.last_error ?? '').slice(0, 120),
    ]),
  );
  const more = rows.length === LIST_LIMIT ? `\n(the oldest ${LIST_LIMIT} shown)` : '';
  return `${rows.length} undelivered: ${counts.join(', ')}\n\n${body}${more}`;
}

async function show(db: Db, id: number): Promise<string> {
  const attempts = await attemptsOf(db, id);
  if (attempts.length === 0) return `Outbox row ${id} has no recorded attempt (or does not exist).`;
  return table(
    ['time', 'target', 'outcome', 'status', 'ms', 'error'],
    attempts.map((row) => [iso(row.attempted_at), row.target, row.outcome, row.status ?? '-', String(row.duration_ms), row.error ?? '']),
  );
}

async function main(args: string[]): Promise<number> {
  const [command, rawId] = args;
  const id = Number(rawId);
  if (command !== undefined && (!['show', 'resend'].includes(command) || !Number.isInteger(id) || id <= 0)) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig(process.env, findRepoRoot(path.dirname(fileURLToPath(import.meta.url))));
  const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrate(db);
    const now = new Date();
    if (command === 'show') console.info(await show(db, id));
    else if (command === 'resend') {
      if (!(await resend(db, id, now))) {
        console.error(`Outbox row ${id} is delivered or does not exist: nothing to re-send.`);
        return 1;
      }
      console.info(`Outbox row ${id} is queued again: a running API sends it within seconds.`);
    } else console.info(list(await undeliveredRows(db, LIST_LIMIT), now));
    return 0;
  } finally {
    await db.close();
  }
}

await runCli(main);

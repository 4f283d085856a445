import type { Db } from '../../db/db';
import { bumpDataVersion } from '../../db/dataVersion';
import { writeSystemAudit } from '../../shared/staff/auditLog';

/**
 * Publishes the scheduled publications whose time has come, in one transaction that bumps the content version (so
 * the list, the page, the sitemap and the rendered documents show them within the freshness bound) and records each
 * in the audit log. Several API processes may run it at once: the update takes each row once.
 */
export async function publishDue(db: Db, now: Date): Promise<string[]> {
  const due = await db.query("select 1 from publications where status = 'scheduled' and published_at <= $1 limit 1", [now]);
  if (due.rows.length === 0) return [];
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: number; slug: string }>(
      "update publications set status = 'published', updated_at = $1 where status = 'scheduled' and published_at <= $1 returning id, slug",
      [now],
    );
    if (rows.length === 0) return [];
    for (const row of rows) {
      await writeSystemAudit(tx, { action: 'publish', resource: 'publications', recordId: row.id, before: { status: 'scheduled' }, after: { status: 'published' } });
    }
    await bumpDataVersion(tx, 'content');
    return rows.map((row) => row.slug);
  });
}

interface ScheduleLog {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
}

/**
 * Looks for due publications every `everyMs` (1 s: a publication is live within about a second of its time plus the
 * caches' bound); a round that finds none reads one index entry and writes nothing.
 */
export function startPublicationSchedule(db: Db, options: { everyMs: number; now: () => Date; log: ScheduleLog }): { stop(): Promise<void> } {
  let round: Promise<void> | null = null;
  const run = () =>
    (round ??= publishDue(db, options.now())
      .then((published) => {
        if (published.length > 0) options.log.info({ publications: published }, 'scheduled publications published');
      })
      .catch((error: unknown) => options.log.warn({ err: error }, 'publishing scheduled publications failed; retrying next round'))
      .finally(() => {
        round = null;
      }));
  void run();
  const timer = setInterval(() => void run(), options.everyMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await round;
    },
  };
}

import type { Db, Queryable } from '../db/db';

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  'Recheck Cond'?: string;
  Plans?: PlanNode[];
}

const nodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodes)];

/**
 * How the statements of `run` read `lots`, with sequential scans priced out (what indexes can do alone): each scan
 * of the lots as its node type, index and statement, and its index condition, or `WALKS` where it reads a whole index.
 */
export async function lotScans(db: Db, run: (db: Queryable) => Promise<unknown>): Promise<string[]> {
  return db.transaction(async (tx) => {
    // joins by nested loops too: a hash or merge join would read its side of the lots whole, from any index
    for (const setting of ['enable_seqscan', 'enable_hashjoin', 'enable_mergejoin']) await tx.query(`set local ${setting} = off`);
    const scans: string[] = [];
    const recording: Queryable = {
      exec: (sql) => tx.exec(sql),
      async query<Row>(sql: string, params?: readonly unknown[]) {
        if (/\blots\b/.test(sql)) {
          const { rows } = await tx.query<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> | string }>(`explain (format json) ${sql}`, params);
          const plan = rows[0]!['QUERY PLAN'];
          const root = (typeof plan === 'string' ? (JSON.parse(plan) as Array<{ Plan: PlanNode }>) : plan)[0]!.Plan;
          for (const node of nodes(root).filter((each) => each['Relation Name'] === 'lots')) {
            scans.push(`${node['Node Type']} ${node['Index Name'] ?? ''} (${sql.slice(0, 100)}…): ${node['Index Cond'] ?? node['Recheck Cond'] ?? 'WALKS'}`);
          }
        }
        return tx.query<Row>(sql, params);
      },
    };
    await run(recording);
    return scans;
  });
}

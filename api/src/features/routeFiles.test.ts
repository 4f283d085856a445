// Routes hold routes: the SQL, its rows and their mapping live in the feature's repository, so a route file never
// spells a statement nor talks to the database itself.
import fs from 'node:fs';
import path from 'node:path';

const features = __dirname;
const routeFiles = fs
  .readdirSync(features, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .flatMap((entry) => fs.readdirSync(path.join(features, entry.name)).filter((name) => /Routes\.ts$/.test(name)).map((name) => path.join(entry.name, name)));

/** Every quoted or template text of a file (a template's `${…}` parts left in: good enough for keywords). */
const texts = (source: string): string[] => [...source.matchAll(/(['"`])((?:\\.|(?!\1)[^\\])*)\1/g)].map((match) => match[2] ?? '');

/** A text that begins as a statement does, or names a table the way a statement does. */
const SQL = /^\s*(select\s+[\w*(]|insert\s+into\s|update\s+\w+\s+set\s|delete\s+from\s|with\s+\w+\s+as\s*\()|\b(from|join)\s+[a-z_]+\s+[a-z]{1,3}\b[\s\S]*\b(where|on)\s/i;
/** The database used directly: `ctx.db.query(…)`, `tx.exec(…)`, `db.transaction(…)`. */
const DATABASE_CALL = /\b(db|tx)\s*\.\s*(query|exec|transaction)\s*[<(]/;

describe('route files', () => {
  it('are found (every feature has one or more)', () => {
    expect(routeFiles.length).toBeGreaterThan(25);
  });

  it.each(routeFiles)('%s holds no SQL and no database call', (file) => {
    const source = fs.readFileSync(path.join(features, file), 'utf8');
    expect(texts(source).filter((text) => SQL.test(text))).toEqual([]);
    expect(source.match(DATABASE_CALL)).toBeNull();
  });

  it('would see a statement or a database call in one', () => {
    expect(texts("await ctx.db.query('select 1');").filter((text) => SQL.test(text))).toEqual(['select 1']);
    expect(texts('const rows = `select l.id from lots l join projects p on p.id = l.project_id`;').some((text) => SQL.test(text))).toBe(true);
    expect(texts("summary: 'Lots to select from a project, with the facets'").some((text) => SQL.test(text))).toBe(false);
    expect('await ctx.db.query(sql, params)').toMatch(DATABASE_CALL);
  });
});

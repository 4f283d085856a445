// The committed OpenAPI document (api/openapi.json) describes every route the app can register: the development
// endpoints, the catalogue import and the session handoff are switched on by configuration, so the document is made
// (and checked) by an app with all of them on.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import fs from 'node:fs';

/** The configuration under which the app registers every route it has. */
export const EVERY_ROUTE_ENV = { API_DEV_ENDPOINTS: '1', ADMIN_TOKEN: 'openapi-document', SITE_DOMAIN: 'localhost:8080' } as const;

/** api/openapi.json of the repository at `repoRoot`. */
export const documentFile = (repoRoot: string): string => path.join(repoRoot, 'api', 'openapi.json');

/** The document as committed: two-space JSON with a final newline. */
export const documentText = (document: unknown): string => `${JSON.stringify(document, null, 2)}\n`;

export const readCommittedDocument = (repoRoot: string): string => fs.readFileSync(documentFile(repoRoot), 'utf8');

/** shared-api/src/api/openapi.ts: the document's types (openapi-typescript). */
export const typesFile = (repoRoot: string): string => path.join(repoRoot, 'shared-api', 'src', 'api', 'openapi.ts');

/** The types openapi-typescript makes of the committed document (its command line, as the project runs it). */
export function generatedTypes(repoRoot: string): string {
  return execFileSync('npm', ['exec', '--no', '--', 'openapi-typescript', documentFile(repoRoot)], {
    cwd: path.join(repoRoot, 'api'),
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });
}

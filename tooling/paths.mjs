// Absolute locations of the workspace packages, for aliases in webpack and jest.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const sharedUiSrc = path.join(repoRoot, 'shared-ui', 'src');
export const sharedApiSrc = path.join(repoRoot, 'shared-api', 'src');

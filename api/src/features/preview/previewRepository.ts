// A draft as the site would show it: the public page it would be on, and the answers of the public reads that page
// makes with the draft in place of what is published. The shell renders that page with these answers for a staff
// member; nothing here is ever answered by a public endpoint.
import type { Queryable } from '../../db/db';
import { sanitizeEditorialHtml } from '../../domain/editorialHtml';
import { sitePaths } from '@estate/shared-api/links/sitePaths';
import { findAnyPublicationRow, othersOf, toDetail } from '../../shared/publications/publicationRows';
import type { Permission } from '../../shared/staff/roles';
import type { PreviewDocument } from './previewSchemas';

/** Under a publication: as many others as its page asks for. */
const OTHERS_LIMIT = 3;

interface Previewable {
  /** who may see it: the permission that edits it */
  permission: Permission;
  load(db: Queryable, key: string): Promise<PreviewDocument | null>;
}

const publications: Previewable = {
  permission: 'editorial',
  async load(db, key) {
    if (!/^\d{1,9}$/.test(key)) return null;
    const row = await findAnyPublicationRow(db, Number(key));
    if (!row) return null;
    const base = `/api/publications/${encodeURIComponent(row.slug)}/`;
    return {
      path: sitePaths.publication(row.slug),
      city: row.city_slug,
      reads: { [base]: toDetail(row), [`${base}other/`]: await othersOf(db, row, OTHERS_LIMIT) },
    };
  },
};

const agreements: Previewable = {
  permission: 'editorial',
  async load(db, key) {
    const { rows } = await db.query<{ version: string; title: string; text: string; published_at: string }>(
      `select version, title, text, to_char(published_at, 'YYYY-MM-DD') as published_at from personal_data_agreements where version = $1`,
      [key],
    );
    const agreement = rows[0];
    if (!agreement) return null;
    return {
      path: sitePaths.policy(),
      city: null,
      reads: { '/api/personal_data_agreement/': { ...agreement, text: sanitizeEditorialHtml(agreement.text) } },
    };
  },
};

/** The about page is the `company` block; the other blocks are parts of forms, not pages. */
const contentBlocks: Previewable = {
  permission: 'editorial',
  async load(db, key) {
    if (key !== 'company') return null;
    const { rows } = await db.query<{ data: { description: string } }>('select data from content_blocks where key = $1', [key]);
    const block = rows[0];
    if (!block) return null;
    return { path: sitePaths.about(), city: null, reads: { '/api/company/': { ...block.data, description: sanitizeEditorialHtml(block.data.description) } } };
  },
};

/** What can be previewed, by the back office's resource name. */
export const PREVIEWABLE: Record<string, Previewable> = { publications, agreements, content_blocks: contentBlocks };

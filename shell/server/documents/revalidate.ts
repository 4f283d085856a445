// A kept document whose data versions moved is checked against the API before it is rendered again: each API read of
// its render is asked again with the ETag of its answer (`If-None-Match`). The API keeps an answer through changes
// that do not touch it (a booking of another lot, a price list elsewhere), so it answers 304 — and when every read
// does, with the versions in force, the document is the one it would render now: kept at the new versions and sent.
// Any other answer (200, an error, an API process still behind) and the page is rendered as usual.
import type { Revalidation, RenderedDocument } from './documentCache';
import { parseVersions, versionsText } from './dataVersionWatch';

export interface RevalidateDeps {
  requestId: string;
  /** every answer's `X-Data-Version`, as the renders' are */
  learn: (header: string | undefined) => void;
  /** how long the check may take (the render budget: past it the page is rendered after all) */
  timeoutMs: number;
}

export async function revalidate({ document, reads }: Revalidation, deps: RevalidateDeps): Promise<RenderedDocument | null> {
  const signal = AbortSignal.timeout(deps.timeoutMs);
  try {
    const answers = await Promise.all(
      reads.map(async (read) => {
        const response = await fetch(read.url, { headers: { ...read.headers, 'If-None-Match': read.etag, 'X-Request-Id': deps.requestId }, signal });
        await response.arrayBuffer();
        const header = response.headers.get('x-data-version') ?? undefined;
        deps.learn(header);
        return { unchanged: response.status === 304, version: versionsText(parseVersions(header)) };
      }),
    );
    const versions = new Set(answers.map((answer) => answer.version));
    if (!answers.every((answer) => answer.unchanged) || versions.size !== 1) return null;
    return { document, keep: true, dataVersion: [...versions][0] ?? null, reads };
  } catch {
    return null; // unreachable or too slow: rendered as usual
  }
}

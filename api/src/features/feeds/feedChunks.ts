import { gzipPart, partBytes, type GzipPart } from '../../http/gzipParts';

/** Lots whose ids fall in one span of this many share a chunk: a change of a lot compresses only its chunk again. */
export const CHUNK_IDS = 128;

/** The offers of a span of lot ids, compressed together, and where each begins: enough to replace some of them. */
export interface FeedChunk {
  /** the lots' ids, ascending */
  ids: number[];
  /** each offer's length in bytes, in the same order */
  lengths: number[];
  gzip: GzipPart;
}

/** A part of a feed: its chunks by span (`id / CHUNK_IDS`). */
export type FeedChunks = ReadonlyMap<number, FeedChunk>;

/** One lot's offer, as rendered. */
export interface Fragment {
  id: number;
  bytes: Buffer;
}

const spanOf = (id: number) => Math.floor(id / CHUNK_IDS);

async function chunkOf(fragments: readonly Fragment[]): Promise<FeedChunk> {
  return {
    ids: fragments.map((fragment) => fragment.id),
    lengths: fragments.map((fragment) => fragment.bytes.length),
    gzip: await gzipPart(Buffer.concat(fragments.map((fragment) => fragment.bytes))),
  };
}

/** The fragments a chunk holds, read back from its compressed bytes. */
async function fragmentsOf(chunk: FeedChunk): Promise<Fragment[]> {
  const bytes = await partBytes(chunk.gzip);
  let offset = 0;
  return chunk.ids.map((id, index) => {
    const length = chunk.lengths[index]!;
    offset += length;
    return { id, bytes: bytes.subarray(offset - length, offset) };
  });
}

/**
 * `chunks` with the offers of `changed` lots replaced: those in `fragments` (rendered anew) put in their place by
 * id, the rest (no longer on sale there) taken out. Only the chunks of the changed lots are compressed again; the
 * others are shared with `chunks`, which stays as it was (requests may be streaming it).
 */
export async function patchChunks(chunks: FeedChunks, changed: Iterable<number>, fragments: readonly Fragment[]): Promise<Map<number, FeedChunk>> {
  const spans = new Map<number, { out: Set<number>; in: Fragment[] }>();
  const span = (id: number) => spans.get(spanOf(id)) ?? spans.set(spanOf(id), { out: new Set(), in: [] }).get(spanOf(id))!;
  for (const id of changed) span(id).out.add(id);
  for (const fragment of fragments) span(fragment.id).in.push(fragment);
  const next = new Map(chunks);
  await Promise.all(
    [...spans].map(async ([key, change]) => {
      const old = chunks.get(key);
      const kept = old ? (await fragmentsOf(old)).filter((fragment) => !change.out.has(fragment.id)) : [];
      const all = [...kept, ...change.in].sort((a, b) => a.id - b.id);
      if (all.length) next.set(key, await chunkOf(all));
      else next.delete(key);
    }),
  );
  return next;
}

/** The chunks in document order. */
export const inIdOrder = (chunks: FeedChunks): FeedChunk[] => [...chunks.keys()].sort((a, b) => a - b).map((key) => chunks.get(key)!);

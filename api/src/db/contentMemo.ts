import type { DataVersion } from './dataVersion';

/**
 * A value read from the content (the cities, the mortgage programmes) kept until the content's version moves: a
 * request reads it with no statement of its own. While the versions may be outdated (`live()` false) it is read
 * through; a failed read is not kept.
 */
export function contentMemo<T>(dataVersion: DataVersion, load: () => Promise<T>): () => Promise<T> {
  let kept: { version: number; value: Promise<T> } | null = null;
  return () => {
    if (!dataVersion.live()) return load();
    const version = dataVersion.current('content');
    if (kept?.version !== version) {
      const value = load();
      const entry = { version, value };
      kept = entry;
      value.catch(() => {
        if (kept === entry) kept = null;
      });
    }
    return kept.value;
  };
}

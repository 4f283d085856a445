import type { DataVersion } from './dataVersion';
import { contentMemo } from './contentMemo';

/** The versions a memo reads: the content's, movable, and whether they are live. */
function versions(): { dataVersion: DataVersion; move(): void; live: boolean } {
  const state = { content: 1, live: true };
  return {
    dataVersion: { current: (scope: string) => (scope === 'content' ? state.content : 7), live: () => state.live } as unknown as DataVersion,
    move: () => (state.content += 1),
    set live(value: boolean) {
      state.live = value;
    },
    get live() {
      return state.live;
    },
  };
}

describe('a value kept per content version', () => {
  it('is read once per version, again when the content moves', async () => {
    const clock = versions();
    let reads = 0;
    const memo = contentMemo(clock.dataVersion, async () => ++reads);
    expect(await Promise.all([memo(), memo(), memo()])).toEqual([1, 1, 1]);
    clock.move();
    expect(await memo()).toBe(2);
    expect(await memo()).toBe(2);
  });

  it('is read through while the versions may be outdated', async () => {
    const clock = versions();
    let reads = 0;
    const memo = contentMemo(clock.dataVersion, async () => ++reads);
    await memo();
    clock.live = false;
    expect([await memo(), await memo()]).toEqual([2, 3]);
  });

  it('does not keep a failed read', async () => {
    const clock = versions();
    let reads = 0;
    const memo = contentMemo(clock.dataVersion, async () => {
      reads += 1;
      if (reads === 1) throw new Error('database away');
      return reads;
    });
    await expect(memo()).rejects.toThrow('database away');
    expect(await memo()).toBe(2);
  });
});

import zlib from 'node:zlib';
import { crc32Combine, gzipDocument, gzipPart } from './gzipParts';

const collect = async (parts: string[]) => {
  const compressed = await Promise.all(parts.map(gzipPart));
  async function* each() {
    yield* compressed;
  }
  const chunks: Buffer[] = [];
  for await (const chunk of gzipDocument(each())) chunks.push(chunk);
  return Buffer.concat(chunks);
};

describe('a gzip document of parts compressed on their own', () => {
  it('is one valid gzip member holding the parts joined, whatever the parts', async () => {
    const parts = ['<feed>\n', ...Array.from({ length: 30 }, (_, i) => `<offer id="${i}">${'квартира '.repeat(i * 50)}</offer>\n`), '', '</feed>\n'];
    const document = await collect(parts);
    expect(zlib.gunzipSync(document).toString()).toBe(parts.join(''));
    // one member: the trailer's CRC and length are those of the whole text
    expect(document.readUInt32LE(document.length - 8)).toBe(zlib.crc32(parts.join('')));
    expect(document.readUInt32LE(document.length - 4)).toBe(Buffer.byteLength(parts.join('')));
  });

  it('combines CRCs as computing over the joined bytes does', () => {
    for (const [a, b] of [['', 'x'], ['abc', ''], ['hello ', 'world'], ['a'.repeat(100_000), 'b'.repeat(3)]] as const) {
      expect(crc32Combine(zlib.crc32(a), zlib.crc32(b), Buffer.byteLength(b))).toBe(zlib.crc32(a + b));
    }
  });
});

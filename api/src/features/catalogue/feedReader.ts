import fs from 'node:fs';
import { TokenParser, Tokenizer, TokenType, type ParsedElementInfo, type ParsedTokenInfo } from '@streamparser/json';

/** What a catalogue feed holds, read in the order it comes: the cities' ids, their projects, each whole. */
export type FeedEvent =
  | { kind: 'city'; city: number; externalId: unknown }
  | { kind: 'project'; city: number; project: number; value: unknown }
  /** Where the feed's outer levels (the root, each city) break the schema: unknown or missing fields, no arrays. */
  | { kind: 'problem'; where: string; problem: string };

const CITY_FIELDS = ['external_id', 'projects'];
const ROOT_FIELDS = ['generated_at', 'cities'];
/** Fields whose value must be an array, per level. */
const ARRAYS: Record<string, string> = { root: 'cities', city: 'projects' };

interface Frame {
  object: boolean;
  level: 'root' | 'cities' | 'city' | 'other';
  path: string;
  index: number;
  key: string | null;
  expectKey: boolean;
  keys: Set<string>;
}

/**
 * Watches the tokens of the levels above the projects (the root object and each city), which are never held whole:
 * a project is the largest thing read at once. Says what the schema would (unknown field, missing field, not an
 * array) for those levels; the projects are checked whole against their part of the schema.
 */
class OuterLevels {
  private readonly stack: Frame[] = [];
  private checkArray: string | null = null;

  constructor(private readonly problem: (where: string, problem: string) => void) {}

  token({ token, value }: ParsedTokenInfo): void {
    const frame = this.stack.at(-1);
    if (this.checkArray !== null && token !== TokenType.COLON) {
      if (token !== TokenType.LEFT_BRACKET) this.problem(this.checkArray, 'must be array');
      this.checkArray = null;
    }
    switch (token) {
      case TokenType.LEFT_BRACE:
      case TokenType.LEFT_BRACKET: {
        const object = token === TokenType.LEFT_BRACE;
        if (!frame && !object) this.problem('$', 'must be object');
        const level = !frame ? 'root' : frame.level === 'root' && frame.key === 'cities' && !object ? 'cities' : frame.level === 'cities' && object ? 'city' : 'other';
        const path = !frame ? '$' : frame.object ? (frame.path === '$' ? String(frame.key) : `${frame.path}.${String(frame.key)}`) : `${frame.path}[${frame.index}]`;
        this.stack.push({ object, level, path, index: 0, key: null, expectKey: object, keys: new Set() });
        return;
      }
      case TokenType.RIGHT_BRACE:
      case TokenType.RIGHT_BRACKET: {
        const closed = this.stack.pop();
        if (closed?.object && (closed.level === 'root' || closed.level === 'city')) {
          const required = closed.level === 'root' ? ['cities'] : CITY_FIELDS;
          for (const field of required) if (!closed.keys.has(field)) this.problem(closed.path === '$' ? field : `${closed.path}.${field}`, 'is required');
        }
        return;
      }
      case TokenType.COMMA:
        if (frame?.object) frame.expectKey = true;
        else if (frame) frame.index += 1;
        return;
      case TokenType.STRING:
        if (!frame) this.problem('$', 'must be object');
        else if (frame.object && frame.expectKey) {
          frame.key = String(value);
          frame.expectKey = false;
          frame.keys.add(frame.key);
          if (frame.level === 'root' || frame.level === 'city') {
            const allowed = frame.level === 'root' ? ROOT_FIELDS : CITY_FIELDS;
            if (!allowed.includes(frame.key)) this.problem(frame.path, `unknown field "${frame.key}"`);
            if (ARRAYS[frame.level] === frame.key) this.checkArray = frame.path === '$' ? frame.key : `${frame.path}.${frame.key}`;
          }
        }
        return;
      default:
        if (!frame) this.problem('$', 'must be object');
        return;
    }
  }
}

/**
 * Reads a catalogue feed from `file` as a stream, yielding its cities' ids and its projects one by one (each project
 * whole, with its buildings, sections, floors and lots; nothing else is kept), so memory stays within the largest
 * project whatever the feed's size. The file is read in chunks and the event loop serves other requests between them.
 * Invalid JSON ends the reading with an error whose message says where.
 */
export async function* readFeed(file: string): AsyncGenerator<FeedEvent> {
  const events: FeedEvent[] = [];
  const tokenizer = new Tokenizer();
  const parser = new TokenParser({ paths: ['$.cities.*.external_id', '$.cities.*.projects.*'], keepStack: false });
  const outer = new OuterLevels((where, problem) => events.push({ kind: 'problem', where, problem }));
  tokenizer.onToken = (token) => {
    outer.token(token);
    parser.write(token);
  };
  parser.onValue = ({ value, key, stack }: ParsedElementInfo) => {
    // stack: the root, the cities array, the city (its index)[, its projects array]
    const city = Number(stack[2]?.key);
    if (key === 'external_id') events.push({ kind: 'city', city, externalId: value });
    else events.push({ kind: 'project', city, project: Number(key), value });
  };
  parser.onError = (error) => tokenizer.error(error);
  for await (const chunk of fs.createReadStream(file, { highWaterMark: 64 * 1024 })) {
    tokenizer.write(chunk as Buffer);
    yield* events.splice(0);
  }
  tokenizer.end();
  if (!parser.isEnded) throw new Error('the feed ends before its last value is closed');
  yield* events.splice(0);
}

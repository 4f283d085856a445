import type { ValidationErrors } from '@estate/shared-api/dto/common';
import { messages, validationError } from './errors';

interface Bounds {
  min?: number;
  max?: number;
}

/** PostgreSQL's `integer`: every integer parameter is compared with such a column (ids, prices, floors, years). */
const INT_MIN = -2_147_483_648;
const INT_MAX = 2_147_483_647;
/** Decimal parameters (areas, rates) stay far inside numeric's range. */
const NUMBER_LIMIT = 1e9;

const TRUE = new Set(['true', '1', 'True', 'yes']);
const FALSE = new Set(['false', '0', 'False', 'no']);

/**
 * Reads query parameters the Django REST way: repeated parameters are lists, empty values are dropped, unknown
 * parameters are ignored, and every bad value is collected as `{field: [message]}` for one 400 response.
 */
export class QueryReader {
  readonly errors: ValidationErrors = Object.create(null) as ValidationErrors;

  constructor(private readonly query: Record<string, unknown>) {}

  static of(query: unknown): QueryReader {
    return new QueryReader(query && typeof query === 'object' ? (query as Record<string, unknown>) : {});
  }

  values(name: string): string[] {
    const raw = this.query[name];
    const list = Array.isArray(raw) ? raw : raw === undefined ? [] : [raw];
    return list.map((value) => String(value).trim()).filter((value) => value !== '');
  }

  one(name: string): string | undefined {
    const list = this.values(name);
    return list[list.length - 1];
  }

  fail(name: string, message: string): void {
    (this.errors[name] ??= []).push(message);
  }

  private bounded(name: string, value: number, bounds: Bounds): number | undefined {
    if (bounds.min !== undefined && value < bounds.min) {
      this.fail(name, messages.min(bounds.min));
      return undefined;
    }
    if (bounds.max !== undefined && value > bounds.max) {
      this.fail(name, messages.max(bounds.max));
      return undefined;
    }
    return value;
  }

  private parseInt(name: string, raw: string, bounds: Bounds): number | undefined {
    if (!/^-?\d{1,12}$/.test(raw)) {
      this.fail(name, messages.integer);
      return undefined;
    }
    return this.bounded(name, Number(raw), { min: Math.max(bounds.min ?? INT_MIN, INT_MIN), max: Math.min(bounds.max ?? INT_MAX, INT_MAX) });
  }

  int(name: string, bounds: Bounds = {}): number | undefined {
    const raw = this.one(name);
    return raw === undefined ? undefined : this.parseInt(name, raw, bounds);
  }

  ints(name: string, bounds: Bounds = {}): number[] {
    return this.values(name)
      .map((raw) => this.parseInt(name, raw, bounds))
      .filter((value): value is number => value !== undefined);
  }

  number(name: string, bounds: Bounds = {}): number | undefined {
    const raw = this.one(name);
    if (raw === undefined) return undefined;
    const value = Number(raw.replace(',', '.'));
    if (!Number.isFinite(value) || !/^-?[\d.,]+$/.test(raw)) {
      this.fail(name, messages.number);
      return undefined;
    }
    return this.bounded(name, value, { min: Math.max(bounds.min ?? -NUMBER_LIMIT, -NUMBER_LIMIT), max: Math.min(bounds.max ?? NUMBER_LIMIT, NUMBER_LIMIT) });
  }

  bool(name: string): boolean | undefined {
    const raw = this.one(name);
    if (raw === undefined) return undefined;
    if (TRUE.has(raw)) return true;
    if (FALSE.has(raw)) return false;
    this.fail(name, messages.boolean);
    return undefined;
  }

  choice<T extends string>(name: string, allowed: readonly T[]): T | undefined {
    const raw = this.one(name);
    if (raw === undefined) return undefined;
    if ((allowed as readonly string[]).includes(raw)) return raw as T;
    this.fail(name, messages.choice(raw));
    return undefined;
  }

  choices<T extends string>(name: string, allowed: readonly T[]): T[] {
    const out: T[] = [];
    for (const raw of this.values(name)) {
      if ((allowed as readonly string[]).includes(raw)) {
        if (!out.includes(raw as T)) out.push(raw as T);
      } else this.fail(name, messages.choice(raw));
    }
    return out;
  }

  /** Throws the collected errors as a 400 response. */
  check(): void {
    if (Object.keys(this.errors).length > 0) throw validationError(this.errors);
  }
}

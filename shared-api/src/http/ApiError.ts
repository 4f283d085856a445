// Errors of the API in the shape the backend uses: {field: [messages]} with 400, {detail} otherwise.
export type FieldErrors = Record<string, string[]>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(ApiError.describe(status, body));
    this.name = 'ApiError';
  }

  /** Field errors of the body ({field: [messages]} or {field: message}), or null when it has none. */
  get fieldErrors(): FieldErrors | null {
    if (!isRecord(this.body)) return null;
    const entries: [string, string[]][] = [];
    for (const [key, value] of Object.entries(this.body)) {
      if (key === 'detail') continue;
      if (Array.isArray(value)) entries.push([key, value.map(String)]);
      else if (typeof value === 'string') entries.push([key, [value]]);
    }
    return entries.length > 0 ? Object.fromEntries(entries) : null;
  }

  /** The `detail` text of the body, if any. */
  get detail(): string | null {
    return isRecord(this.body) && typeof this.body.detail === 'string' ? this.body.detail : null;
  }

  /**
   * product §7: "the first message of the last field"; falls back to `detail`. A body that is not the API's JSON
   * (a proxy's HTML or plain-text error page) carries no message meant for visitors, so it gives none.
   */
  get displayMessage(): string | null {
    const last = Object.values(this.fieldErrors ?? {}).at(-1);
    if (last?.[0]) return last[0];
    return this.detail;
  }

  /** product §8 tells a failure with a body from one without (the latter is only logged). */
  get hasBody(): boolean {
    return this.body !== null && this.body !== undefined && this.body !== '';
  }

  private static describe(status: number, body: unknown): string {
    const detail = isRecord(body) && typeof body.detail === 'string' ? body.detail : null;
    return detail ? `HTTP ${status}: ${detail}` : `HTTP ${status}`;
  }
}

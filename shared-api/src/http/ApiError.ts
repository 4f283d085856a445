// Errors of the API in the shape the backend uses: {field: [messages]} with 400, {detail} otherwise.
export type FieldErrors = Record<string, string[]>;

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(ApiError.describe(status, body));
    this.name = 'ApiError';
  }

  /** Field errors of a 400 body, or null when the body has none. */
  get fieldErrors(): FieldErrors | null {
    if (!this.body || typeof this.body !== 'object' || Array.isArray(this.body)) return null;
    const entries = Object.entries(this.body as Record<string, unknown>).filter(
      ([key, value]) => key !== 'detail' && Array.isArray(value),
    );
    if (entries.length === 0) return null;
    return Object.fromEntries(entries.map(([key, value]) => [key, (value as unknown[]).map(String)]));
  }

  /** SPEC §7: "the first message of the last field"; falls back to `detail`. */
  get displayMessage(): string | null {
    const fields = this.fieldErrors;
    if (fields) {
      const last = Object.values(fields).at(-1);
      if (last?.[0]) return last[0];
    }
    const detail = (this.body as { detail?: unknown } | null)?.detail;
    return typeof detail === 'string' ? detail : null;
  }

  get hasBody(): boolean {
    return this.body !== null && this.body !== undefined && this.body !== '';
  }

  private static describe(status: number, body: unknown): string {
    const detail = (body as { detail?: unknown } | null)?.detail;
    return typeof detail === 'string' ? `HTTP ${status}: ${detail}` : `HTTP ${status}`;
  }
}

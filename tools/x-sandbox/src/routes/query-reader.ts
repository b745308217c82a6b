import type { ParameterError } from './x-errors.js';

/**
 * Reads and validates X query (and path) parameters, collecting every problem the way X reports
 * them all at once in one 400.
 */
export class QueryReader {
  readonly errors: ParameterError[] = [];
  private readonly values = new Map<string, string>();

  constructor(query: unknown, pathParams: Record<string, string>, allowed: readonly string[]) {
    for (const [name, raw] of Object.entries((query ?? {}) as Record<string, unknown>)) {
      const value = Array.isArray(raw) ? raw.map(String).join(',') : String(raw);
      if (!allowed.includes(name)) {
        this.fail(name, value, `The query parameter [${name}] is not one of [${allowed.join(',')}]`);
      } else {
        this.values.set(name, value);
      }
    }
    for (const [name, value] of Object.entries(pathParams)) this.values.set(name, value);
  }

  get failed(): boolean {
    return this.errors.length > 0;
  }

  optional(name: string): string | undefined {
    return this.values.get(name);
  }

  matching(name: string, pattern: RegExp): string {
    const value = this.values.get(name) ?? '';
    if (!pattern.test(value)) this.fail(name, value, `The \`${name}\` query parameter value [${value}] does not match ${pattern.source}`);
    return value;
  }

  optionalMatching(name: string, pattern: RegExp): string | undefined {
    return this.values.has(name) ? this.matching(name, pattern) : undefined;
  }

  integer(name: string, min: number, max: number, fallback: number): number {
    const value = this.values.get(name);
    if (value === undefined) return fallback;
    const parsed = /^-?[0-9]+$/.test(value) ? Number(value) : Number.NaN;
    if (!(parsed >= min && parsed <= max)) {
      this.fail(name, value, `The \`${name}\` query parameter value [${value}] is not between ${min} and ${max}`);
      return fallback;
    }
    return parsed;
  }

  timestamp(name: string): number | undefined {
    const value = this.values.get(name);
    if (value === undefined) return undefined;
    const parsed = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?(Z|[+-]\d{2}:\d{2})$/.test(value) ? Date.parse(value) : Number.NaN;
    if (Number.isNaN(parsed)) {
      this.fail(name, value, `The \`${name}\` query parameter value [${value}] is not a valid RFC 3339 date-time`);
      return undefined;
    }
    return parsed;
  }

  /** A comma-separated list whose entries must come from `allowed`. */
  list(name: string, allowed: readonly string[]): Set<string> {
    const value = this.values.get(name);
    if (value === undefined) return new Set();
    const entries = value.split(',');
    for (const entry of entries) {
      if (!allowed.includes(entry)) {
        this.fail(name, entry, `The \`${name}\` query parameter value [${entry}] is not one of [${allowed.join(',')}]`);
      }
    }
    return new Set(entries);
  }

  fail(name: string, value: string, message: string): void {
    this.errors.push({ parameters: { [name]: [value] }, message });
  }
}

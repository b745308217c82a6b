/** 32-bit FNV-1a over the parts (separated), finished with a murmur3 avalanche so nearby inputs diverge. */
export function hash32(...parts: readonly (string | number)[]): number {
  let h = 0x811c9dc5;
  for (const part of parts) {
    const text = String(part);
    for (let i = 0; i < text.length; i++) {
      h ^= text.charCodeAt(i);
      h = Math.imul(h, 0x01000193);
    }
    h ^= 0x1f;
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

const ALNUM = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** mulberry32 with convenience draws. Every world value comes from one of these, never Math.random. */
export class Rng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  static from(...parts: readonly (string | number)[]): Rng {
    return new Rng(hash32(...parts));
  }

  /** Uniform in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }

  /** Standard normal via Box-Muller. */
  normal(): number {
    const u = 1 - this.next();
    const v = this.next();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  }

  logNormal(median: number, sigma: number): number {
    return median * Math.exp(sigma * this.normal());
  }

  digits(length: number): string {
    let out = String(this.int(1, 9));
    while (out.length < length) out += String(this.int(0, 9));
    return out;
  }

  /** Nine decimal digits, zero-padded. */
  nineDigits(): string {
    return String(Math.floor(this.next() * 1e9)).padStart(9, '0');
  }

  alnum(length: number): string {
    let out = '';
    for (let i = 0; i < length; i++) out += ALNUM[Math.floor(this.next() * ALNUM.length)];
    return out;
  }
}

/** A weighted choice with its cumulative weights computed once. */
export class WeightedTable<T> {
  private readonly values: T[] = [];
  private readonly cumulative: number[] = [];
  private readonly total: number;

  constructor(entries: readonly (readonly [T, number])[]) {
    let total = 0;
    for (const [value, weight] of entries) {
      if (weight <= 0) continue;
      total += weight;
      this.values.push(value);
      this.cumulative.push(total);
    }
    this.total = total;
  }

  pick(rng: Rng): T {
    const roll = rng.next() * this.total;
    for (let i = 0; i < this.cumulative.length; i++) if (roll < this.cumulative[i]) return this.values[i];
    return this.values[this.values.length - 1];
  }
}

/** A Map that forgets its oldest entries past `capacity`, for caches that must not grow without end. */
export class BoundedMap<K, V> {
  private readonly entries = new Map<K, V>();

  constructor(private readonly capacity: number) {}

  get(key: K): V | undefined {
    return this.entries.get(key);
  }

  /** Keeps the first value stored for a key. */
  remember(key: K, value: V): void {
    if (this.entries.has(key)) return;
    this.entries.set(key, value);
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value as K);
  }
}

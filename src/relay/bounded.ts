/**
 * A map that forgets its oldest entries once it holds more than `maxEntries`, or more than
 * `maxWeight` in all (each entry's weight is given when it is set: its size, say). What a relay
 * keeps for requests that ended is bounded this way, by count and by size, so neither many small
 * requests nor a few large ones make it grow without bound.
 *
 * @example
 * ```ts
 * const kept = new BoundedMap<string, string>(1000, 1_000_000);
 * kept.set(id, text, text.length);
 * ```
 */
export class BoundedMap<K, V> {
  readonly #entries = new Map<K, { value: V; weight: number }>();
  #weight = 0;

  constructor(readonly maxEntries: number, readonly maxWeight = Number.POSITIVE_INFINITY) {}

  get size(): number {
    return this.#entries.size;
  }

  get(key: K): V | undefined {
    return this.#entries.get(key)?.value;
  }

  has(key: K): boolean {
    return this.#entries.has(key);
  }

  /** Keeps `value` under `key` as the newest entry; one heavier than `maxWeight` alone is not kept. */
  set(key: K, value: V, weight = 1): void {
    this.delete(key);
    if (weight > this.maxWeight) return;
    this.#entries.set(key, { value, weight });
    this.#weight += weight;
    while (this.#entries.size > this.maxEntries || this.#weight > this.maxWeight)
      this.delete(this.#entries.keys().next().value as K);
  }

  delete(key: K): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#weight -= entry.weight;
  }
}

interface AppendedEntry<T> {
  /** How many generated members existed when this one was appended; it sits right above them. */
  readonly generatedBefore: number;
  readonly item: T;
}

export type ListSlot<T> = { readonly appended: T } | { readonly generated: number };

/**
 * Members added at run time on top of a generated list that itself keeps growing. Positions count
 * from the oldest end; an appended member keeps its position for good because later generated
 * arrivals land above it.
 */
export class AppendableList<T> {
  private readonly appended: AppendedEntry<T>[] = [];

  get appendedCount(): number {
    return this.appended.length;
  }

  /** `items` oldest first. */
  append(items: readonly T[], generatedLength: number): void {
    for (const item of items) this.appended.push({ generatedBefore: generatedLength, item });
  }

  /** What sits at `position` (0 = oldest) while the generated part has `generatedLength` members. */
  locate(position: number, generatedLength: number): ListSlot<T> {
    const mergedPosition = (k: number) => Math.min(this.appended[k].generatedBefore, generatedLength) + k;
    let low = 0;
    let high = this.appended.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (mergedPosition(middle) < position) low = middle + 1;
      else high = middle;
    }
    if (low < this.appended.length && mergedPosition(low) === position) return { appended: this.appended[low].item };
    return { generated: position - low };
  }
}

/** Length of a list whose appended part may be absent. */
export function listLength(list: AppendableList<unknown> | undefined, generatedLength: number): number {
  return generatedLength + (list?.appendedCount ?? 0);
}

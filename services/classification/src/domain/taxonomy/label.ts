/** A canonical label: its name (stored on segments, never renamed) and the other ways people write it. */
export interface Label {
  name: string;
  synonyms: readonly string[];
  /** Broader labels of its category it implies: a segment asking for "Founder" accepts a "Co-founder". */
  parents?: readonly string[];
}

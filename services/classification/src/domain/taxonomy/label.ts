/** A canonical label: its name (stored on segments, never renamed) and the other ways people write it. */
export interface Label {
  name: string;
  synonyms: readonly string[];
}

const LABEL_MAX = 60;

/**
 * The name of a stream created without one (DECISIONS): the segment's name, or its description,
 * cut to 60 characters, then "@handle" for one account or "N accounts" for several.
 */
export function deriveStreamName(segment: { name: string | null; description: string }, handles: string[]): string {
  const text = (segment.name ?? segment.description).replace(/\s+/g, " ").trim();
  const label = [...text].slice(0, LABEL_MAX).join("").trimEnd();
  const target = handles.length === 1 ? `@${handles[0]}` : `${handles.length} accounts`;
  return `${label} · ${target}`;
}

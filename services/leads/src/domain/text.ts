/** PostgreSQL text cannot hold NUL characters; everything else is kept. Trimmed. */
export const plainText = (raw: string): string => raw.replaceAll("\u0000", "").trim();

/** Length in characters (code points), as users count them. */
export const charLength = (s: string): number => [...s].length;

/** At most `max` characters, cut at a code-point boundary. */
export const truncate = (s: string, max: number): string => (s.length <= max ? s : [...s].slice(0, max).join(""));

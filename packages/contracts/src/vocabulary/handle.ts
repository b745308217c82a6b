/**
 * An X handle as the API takes it: one optional "@", then 1 to 15 letters, digits or underscores
 * (docs/decisions.md, "Handles"). The gateway's schema checks the pattern, the services parse it.
 */
export const HANDLE_PATTERN = "^@?[A-Za-z0-9_]{1,15}$";

const HANDLE = new RegExp(HANDLE_PATTERN);

/** The handle without its "@", or null when `raw` is not one. */
export const parseHandle = (raw: string): string | null => (HANDLE.test(raw) ? raw.replace(/^@/, "") : null);

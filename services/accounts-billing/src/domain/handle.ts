const HANDLE = /^[A-Za-z0-9_]{1,15}$/;

/** An X handle as sent (one leading "@" allowed, any case), or null when it cannot be one. */
export function parseHandle(raw: string): string | null {
  const handle = raw.startsWith("@") ? raw.slice(1) : raw;
  return HANDLE.test(handle) ? handle : null;
}

/** Handles are unique regardless of case. */
export const handleKey = (handle: string): string => handle.toLowerCase();

/** Handles are unique regardless of case. */
export const handleKey = (handle: string): string => handle.toLowerCase();

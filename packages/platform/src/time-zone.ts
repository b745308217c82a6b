/**
 * An IANA time zone in its usual spelling, or undefined when it is not one. Case is fixed
 * ("europe/paris" -> "Europe/Paris") but the zone is never renamed: ICU resolves some current
 * names to old aliases (Asia/Kolkata -> Asia/Calcutta, Europe/Kyiv -> Europe/Kiev), which users
 * would not recognise.
 */
export function canonicalTimeZone(raw: string): string | undefined {
  const zone = raw.trim();
  let resolved: string;
  try {
    resolved = new Intl.DateTimeFormat("en", { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
  if (resolved.toLowerCase() === zone.toLowerCase()) return resolved;
  // An alias of the resolved zone: capitalise each word as IANA names are written.
  return zone
    .split("/")
    .map((part) => part.split("_").map((w) => w.charAt(0).toUpperCase() + w.slice(1).toLowerCase()).join("_"))
    .join("/");
}

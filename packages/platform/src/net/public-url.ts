import { lookup } from "node:dns/promises";
import net from "node:net";
import { AppError } from "../errors.js";

/** True for addresses a webhook must never reach: private, loopback, link-local, CGNAT, multicast, reserved. */
export function isPrivateAddress(address: string): boolean {
  if (net.isIPv4(address)) {
    const [a, b] = address.split(".").map(Number);
    return (
      a === 0 || a === 10 || a === 127 || a >= 224 ||
      (a === 100 && b >= 64 && b <= 127) ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 192 && b === 0) ||
      (a === 198 && (b === 18 || b === 19))
    );
  }
  const v6 = address.toLowerCase();
  if (v6.startsWith("::ffff:")) return isPrivateAddress(v6.slice(7));
  return v6 === "::" || v6 === "::1" || /^(fc|fd|fe8|fe9|fea|feb|ff)/.test(v6) || v6.startsWith("64:ff9b:") || v6.startsWith("2002:");
}

/**
 * Accepts a URL a server of ours may POST to: https and resolving only to public addresses
 * (DECISIONS, SSRF). With `allowPrivate` (dev and tests) http and private addresses pass too.
 * Throws AppError("invalid_request") naming `param`.
 */
export async function assertDeliverableUrl(raw: string, opts: { param: string; allowPrivate: boolean }): Promise<URL> {
  const bad = (why: string) => new AppError("invalid_request", `${opts.param} ${why}`, { param: opts.param });
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw bad("must be an absolute URL");
  }
  if (raw.length > 2048) throw bad("must be at most 2048 characters");
  if (url.username || url.password) throw bad("must not contain credentials");
  const schemes = opts.allowPrivate ? ["https:", "http:"] : ["https:"];
  if (!schemes.includes(url.protocol)) throw bad(`must use ${opts.allowPrivate ? "http or https" : "https"}`);
  if (opts.allowPrivate) return url;
  const host = url.hostname.replace(/^\[|\]$/g, "");
  const addresses = net.isIP(host) ? [host] : await lookup(host, { all: true }).then((r) => r.map((a) => a.address), () => []);
  if (addresses.length === 0) throw bad("does not resolve");
  if (addresses.some(isPrivateAddress)) throw bad("must resolve to a public address");
  return url;
}

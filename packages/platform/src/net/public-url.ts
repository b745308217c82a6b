import dns from "node:dns";
import { lookup } from "node:dns/promises";
import net from "node:net";
import ipaddr from "ipaddr.js";
import { AppError } from "../errors.js";

/**
 * IPv6 forms that carry an IPv4 address in two 16-bit words, as [prefix, prefix length, index of
 * the first word]; the embedded address decides. ::/96 covers IPv4-compatible forms (and :: and ::1,
 * whose 0.0.0.0/8 results are refused like the originals).
 */
const EMBEDDING_IPV4: ReadonlyArray<readonly [ipaddr.IPv6, number, number]> = [
  [ipaddr.IPv6.parse("::"), 96, 6], // IPv4-compatible (deprecated)
  [ipaddr.IPv6.parse("::ffff:0:0"), 96, 6], // IPv4-mapped
  [ipaddr.IPv6.parse("::ffff:0:0:0"), 96, 6], // IPv4-translated (RFC 6145)
  [ipaddr.IPv6.parse("64:ff9b::"), 96, 6], // NAT64 well-known prefix (RFC 6052); 64:ff9b:1::/48 is local-use
  [ipaddr.IPv6.parse("2002::"), 16, 1], // 6to4
];

/**
 * IANA allocates global unicast IPv6 only from 2000::/3. ipaddr.js calls everything it has no name
 * for "unicast", e.g. 100:0:0:1::/64 (RFC 9780 dummy prefix) and unallocated space; this refuses them.
 * Its IPv4 ranges already cover the IANA IPv4 special-purpose registry.
 */
const GLOBAL_UNICAST_V6 = ipaddr.IPv6.parseCIDR("2000::/3");

function embeddedIPv4(address: ipaddr.IPv6): ipaddr.IPv4 | undefined {
  const form = EMBEDDING_IPV4.find(([prefix, bits]) => address.match(prefix, bits));
  if (!form) return undefined;
  const [high, low] = address.parts.slice(form[2], form[2] + 2);
  return new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);
}

/**
 * True only for a globally routable unicast address (allow-list): the one test of "may a webhook
 * reach this address", at subscribe time and at every send. Anything that is not a plain IP literal is refused.
 */
export function isPublicAddress(address: string): boolean {
  if (!net.isIP(address)) return false;
  const ip = ipaddr.parse(address);
  if (ip instanceof ipaddr.IPv4) return ip.range() === "unicast";
  const v4 = embeddedIPv4(ip);
  if (v4) return v4.range() === "unicast";
  return ip.match(GLOBAL_UNICAST_V6) && ip.range() === "unicast";
}

/**
 * A `lookup` for node:net, node:http and undici's `connect` that resolves like dns.lookup and fails
 * with code ERR_NON_PUBLIC_ADDRESS when any address is not public (unless `allowPrivate`), so a
 * webhook host that re-resolves to a private address after subscribe time is never connected to.
 * Node does not call it for IP-literal hosts: those were decided by assertDeliverableUrl.
 */
export function publicOnlyLookup(allowPrivate: boolean): net.LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, []);
      const refused = allowPrivate ? undefined : addresses.find((a) => !isPublicAddress(a.address));
      if (refused) return callback(nonPublicAddress(hostname, refused.address), []);
      if (options.all) return callback(null, addresses);
      callback(null, addresses[0].address, addresses[0].family);
    });
  };
}

function nonPublicAddress(hostname: string, address: string): NodeJS.ErrnoException {
  return Object.assign(new Error(`${hostname} resolves to ${address}, which is not a public address`), {
    code: "ERR_NON_PUBLIC_ADDRESS",
  });
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
  // WHATWG URL has already normalized IPv4 in odd notations (2130706433, 0x7f.1) and brackets IPv6.
  const host = url.hostname.replace(/^\[|\]$/g, "");
  const addresses = net.isIP(host) ? [host] : await lookup(host, { all: true }).then((r) => r.map((a) => a.address), () => []);
  if (addresses.length === 0) throw bad("does not resolve");
  if (!addresses.every(isPublicAddress)) throw bad("must resolve to a public address");
  return url;
}

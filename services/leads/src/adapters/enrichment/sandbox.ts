import { setTimeout as sleep } from "node:timers/promises";
import { AppError } from "@leadstream/platform/errors";
import type { EnrichmentProvider, EnrichmentQuery, ProviderFindings } from "../../app/ports.js";
import { asciiFold, companyDomain, personName } from "./profile.js";

// The provider `pnpm dev` and the tests use when no ENRICHMENT_BASE_URL is set. It calls nothing
// and invents plausible findings from the profile, the same ones every time for the same profile.

interface Outcome {
  linkedin: boolean;
  email: "verified" | "unverified" | null;
  slow: boolean;
}

/** Handle prefixes (any case) with a fixed outcome, short enough to leave room in a 15-character handle; they do not clash with the X sandbox's nf_, priv_ and down_. */
const MAGIC: [prefix: string, outcome: Outcome | "error"][] = [
  ["enr_error", "error"],
  ["enr_none", { linkedin: false, email: null, slow: false }],
  ["enr_nomail", { linkedin: true, email: null, slow: false }],
  ["enr_unverif", { linkedin: true, email: "unverified", slow: false }],
  ["enr_slow", { linkedin: true, email: "verified", slow: true }],
];

/** FNV-1a, 32 bits. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** A number 0..99 for one aspect of the profile, independent of the other aspects. */
const roll = (key: string, aspect: string): number => hash(`${aspect}:${key}`) % 100;

/** Others: 12% nothing found, 8% a LinkedIn URL only, 80% both; a quarter of the e-mails unverified; 5% slow. */
function outcomeOf(key: string): Outcome {
  const found = roll(key, "found");
  return {
    linkedin: found >= 12,
    email: found < 20 ? null : roll(key, "verified") < 25 ? "unverified" : "verified",
    slow: roll(key, "slow") < 5,
  };
}

function findingsOf(query: EnrichmentQuery, key: string, outcome: Outcome): ProviderFindings {
  const name = personName(query.displayName);
  const handle = query.handle.toLowerCase().replace(/[^a-z0-9]+/g, " ").trim().split(" ").filter(Boolean);
  const words = name ? [asciiFold(name.first), asciiFold(name.last)].filter(Boolean) : [];
  const parts = words.length > 0 ? words : handle.length > 0 ? handle : ["member"];
  const tag = hash(key).toString(16).padStart(8, "0");
  const linkedin = outcome.linkedin && query.outputs.includes("linkedin_url") ? { url: `https://www.linkedin.com/in/${parts.join("-")}-${tag}`, confidence: (60 + (roll(key, "confidence") % 40)) / 100 } : null;
  const status = outcome.email;
  const email =
    status && query.outputs.includes("email") && (status === "verified" || query.emailMode === "any")
      ? { address: `${parts.join(".")}@${companyDomain(query.url) ?? "example.com"}`, status }
      : null;
  return { linkedin, email };
}

/** A deterministic stand-in for Prospeo; `slowMs` is how long slow profiles take (1.5 s by default). */
export function sandboxProvider(opts: { slowMs?: number } = {}): EnrichmentProvider {
  const slowMs = opts.slowMs ?? 1500;
  return {
    name: "sandbox",
    async find(query, signal) {
      if (signal.aborted) throw new AppError("enrichment_provider_error", "Sandbox enrichment aborted");
      const handle = query.handle.toLowerCase();
      const magic = MAGIC.find(([prefix]) => handle.startsWith(prefix))?.[1];
      if (magic === "error") throw new AppError("enrichment_provider_error", `Sandbox enrichment failed for @${query.handle} (magic handle enr_error)`);
      const key = `${query.xUserId}/${handle}`;
      const outcome = magic ?? outcomeOf(key);
      if (outcome.slow) {
        try {
          await sleep(slowMs, undefined, { signal });
        } catch {
          throw new AppError("enrichment_provider_error", "Sandbox enrichment aborted");
        }
      }
      return findingsOf(query, key, outcome);
    },
  };
}

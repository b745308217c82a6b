import { AppError } from "@leadstream/platform/errors";
import type { EnrichmentProvider, EnrichmentQuery, ProviderFindings } from "../../app/ports.js";
import { asciiFold, companyDomain, companyFromBio, linkedinProfileUrl, personName } from "./profile.js";

// Prospeo's Enrich Person API (https://prospeo.io/api-docs/enrich-person): POST <base>/enrich-person
// with the X-KEY header and {only_verified_email, enrich_mobile, data: {datapoints}}. A match is
// 200 {error: false, person: {full_name, linkedin_url, email: {email, status, revealed}}, company};
// anything else is {error: true, error_code} with 400 (NO_MATCH, INVALID_DATAPOINTS,
// INSUFFICIENT_CREDITS, INTERNAL_ERROR, ...), 401 (INVALID_API_KEY) or 429 (RATE_LIMITED).

const NOTHING: ProviderFindings = { linkedin: null, email: null };

interface Datapoints {
  full_name?: string;
  company_name?: string;
  company_website?: string;
  linkedin_url?: string;
}

interface Person {
  full_name?: unknown;
  linkedin_url?: unknown;
  email?: { email?: unknown; status?: unknown; revealed?: unknown } | null;
}

interface Answer {
  error?: unknown;
  error_code?: unknown;
  person?: Person | null;
}

const HINTS = new Map([
  ["INVALID_API_KEY", "Prospeo refused the API key"],
  ["INSUFFICIENT_CREDITS", "the Prospeo account has no credits left"],
  ["INVALID_DATAPOINTS", "Prospeo cannot identify a person from the profile's name and company"],
  ["INTERNAL_ERROR", "Prospeo failed on its side"],
]);

const RATE_HEADERS = ["retry-after", "x-minute-request-left", "x-minute-reset-seconds", "x-daily-request-left", "x-daily-reset-seconds"];

const failure = (message: string) => new AppError("enrichment_provider_error", message);

/** Prospeo identifies a person by a LinkedIn URL, or by a full name with a company (its name or website). */
function datapointsOf(query: EnrichmentQuery): Datapoints | null {
  const linkedin = linkedinProfileUrl(query.url);
  if (linkedin) return { linkedin_url: linkedin };
  const name = personName(query.displayName);
  const company = companyFromBio(query.bio);
  const website = companyDomain(query.url);
  if (!name || (!company && !website)) return null;
  return { full_name: name.full, ...(company && { company_name: company }), ...(website && { company_website: website }) };
}

const nameTokens = (name: string): string[] => name.split(/\s+/).map(asciiFold).filter(Boolean);

/** The found person's first and last names are both in the name asked about. */
function sameName(asked: string, found: unknown): boolean {
  const ours = new Set(nameTokens(asked));
  const theirs = typeof found === "string" ? nameTokens(found) : [];
  return theirs.length > 0 && ours.has(theirs[0]) && ours.has(theirs[theirs.length - 1]);
}

/**
 * Prospeo gives no match score, so the confidence says how the person was identified: by the
 * LinkedIn page the profile itself links, by name and company website, or by name and a company
 * read from the bio; lower when the name Prospeo found differs from the profile's.
 */
function confidence(sent: Datapoints, foundName: unknown): number {
  if (sent.linkedin_url) return 0.95;
  const base = sent.company_website ? 0.85 : 0.7;
  return sameName(sent.full_name ?? "", foundName) ? base : Math.round(base * 60) / 100;
}

function findingsOf(query: EnrichmentQuery, sent: Datapoints, person: Person): ProviderFindings {
  const url = person.linkedin_url;
  const linkedin =
    query.outputs.includes("linkedin_url") && typeof url === "string" && /^https?:\/\/([a-z0-9-]+\.)?linkedin\.com\/in\/[^/\s]+/i.test(url)
      ? { url, confidence: confidence(sent, person.full_name) }
      : null;
  // An e-mail Prospeo did not reveal comes masked ("jane.*****@acme.com"): not found.
  const address = person.email?.revealed !== false ? person.email?.email : undefined;
  const status: "verified" | "unverified" = person.email?.status === "VERIFIED" ? "verified" : "unverified";
  const email =
    query.outputs.includes("email") && typeof address === "string" && /^[^\s@*]+@[^\s@*]+\.[^\s@*]+$/.test(address) && (status === "verified" || query.emailMode === "any")
      ? { address, status }
      : null;
  return { linkedin, email };
}

/** When to retry, and the rate-limit headers Prospeo sent. */
function rateLimitInfo(headers: Headers): string {
  const dailySpent = headers.get("x-daily-request-left") === "0";
  const retryAfter = dailySpent ? headers.get("x-daily-reset-seconds") : (headers.get("retry-after") ?? headers.get("x-minute-reset-seconds"));
  const seen = RATE_HEADERS.flatMap((name) => (headers.has(name) ? [`${name}: ${headers.get(name)}`] : []));
  return `${retryAfter && /^\d+$/.test(retryAfter) ? `retry after ${retryAfter} s` : "retry later"}${seen.length > 0 ? ` (${seen.join(", ")})` : ""}`;
}

function parse(text: string): Answer | null {
  try {
    const body: unknown = JSON.parse(text);
    return typeof body === "object" && body !== null ? body : null;
  } catch {
    return null;
  }
}

function answerOf(res: Response, text: string, query: EnrichmentQuery, sent: Datapoints): ProviderFindings {
  const body = parse(text);
  const code = typeof body?.error_code === "string" ? body.error_code : null;
  if (res.status === 429) throw failure(`Prospeo rate limit reached (${code ?? "HTTP 429"}): ${rateLimitInfo(res.headers)}`);
  if (body?.error === true) {
    // Also what only_verified_email answers for a person without a verified e-mail.
    if (code === "NO_MATCH") return NOTHING;
    const hint = code && HINTS.get(code);
    throw failure(`Prospeo answered ${code ?? "an error"} (HTTP ${res.status})${hint ? `: ${hint}` : ""}`);
  }
  if (!res.ok) throw failure(`Prospeo answered HTTP ${res.status}`);
  if (!body) throw failure(`Prospeo answered HTTP ${res.status} with malformed JSON`);
  if (body.error !== false || typeof body.person !== "object" || body.person === null) throw failure(`Prospeo answered HTTP ${res.status} without a person`);
  return findingsOf(query, sent, body.person);
}

/** Prospeo's Enrich Person API at `baseUrl` (https://api.prospeo.io) with `apiKey`. */
export function prospeoProvider(opts: { baseUrl: string; apiKey: string; timeoutMs: number }): EnrichmentProvider {
  const endpoint = `${opts.baseUrl.replace(/\/$/, "")}/enrich-person`;
  return {
    name: "prospeo",
    async find(query, signal) {
      const data = datapointsOf(query);
      if (!data || query.outputs.length === 0) return NOTHING;
      // Only when the e-mail is all that was asked: with the LinkedIn URL asked too, a person without a verified e-mail still counts.
      const onlyVerified = query.emailMode === "verified" && !query.outputs.includes("linkedin_url");
      const timeout = AbortSignal.timeout(opts.timeoutMs);
      let res: Response;
      let text: string;
      try {
        res = await fetch(endpoint, {
          method: "POST",
          headers: { "content-type": "application/json", accept: "application/json", "x-key": opts.apiKey },
          // A mobile costs 10 credits and is never asked for.
          body: JSON.stringify({ only_verified_email: onlyVerified, enrich_mobile: false, data }),
          signal: AbortSignal.any([signal, timeout]),
        });
        text = await res.text();
      } catch (err) {
        if (signal.aborted) throw failure("Prospeo request aborted");
        if (timeout.aborted) throw failure(`Prospeo did not answer within ${opts.timeoutMs} ms`);
        const cause = (err as Error & { cause?: { code?: string; message?: string } }).cause;
        throw failure(`Prospeo unreachable: ${cause?.code ?? cause?.message ?? (err as Error).message}`);
      }
      return answerOf(res, text, query, data);
    },
  };
}

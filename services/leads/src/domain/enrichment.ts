import { EMAIL_MODE, EMAIL_STATUS, ENRICHMENT_KIND, ENRICHMENT_OUTPUT } from "@leadstream/contracts/vocabulary";
import { AppError } from "@leadstream/platform/errors";
import { invalidField } from "./errors.js";

export type EnrichmentOutput = (typeof ENRICHMENT_OUTPUT.names)[number];
export type EmailMode = (typeof EMAIL_MODE.names)[number];
export type EmailStatus = (typeof EMAIL_STATUS.names)[number];
export type EnrichmentKind = (typeof ENRICHMENT_KIND.names)[number];

export interface EnrichmentOptions {
  outputs: EnrichmentOutput[];
  emailMode: EmailMode;
}

export interface LinkedinResult {
  url: string;
  confidence: number;
}

export interface EmailResult {
  address: string;
  status: EmailStatus;
  provider: string;
}

/** What enrichment has found for a lead so far; kept on the lead. */
export interface Enrichment {
  linkedin: LinkedinResult | null;
  email: EmailResult | null;
  enrichedAt: Date;
}

/** What one enrichment call found of what it was asked for. */
export interface EnrichmentResult {
  ok: boolean;
  kind: EnrichmentKind;
  linkedin: LinkedinResult | null;
  email: EmailResult | null;
}

/** DECISIONS: a LinkedIn URL costs 1 credit, an e-mail 2, charged only when found. */
export const PRICE: Record<EnrichmentOutput, number> = { linkedin_url: 1, email: 2 };

/** Raw options as they arrive (names, "" for not set): outputs required, no repeats; e-mail mode defaults to any. */
export function validOptions(raw: { outputs: string[]; emailMode: string }): EnrichmentOptions {
  if (raw.outputs.length === 0) throw invalidField("requested_outputs", `requested_outputs must name at least one of ${ENRICHMENT_OUTPUT.names.join(", ")}.`);
  const outputs: EnrichmentOutput[] = [];
  for (const output of raw.outputs) {
    if (!ENRICHMENT_OUTPUT.has(output)) throw invalidField("requested_outputs", `requested_outputs may only hold ${ENRICHMENT_OUTPUT.names.join(", ")}.`);
    if (outputs.includes(output)) throw invalidField("requested_outputs", `requested_outputs names ${output} twice.`);
    outputs.push(output);
  }
  if (raw.emailMode !== "" && !EMAIL_MODE.has(raw.emailMode)) throw invalidField("email_mode", `email_mode must be one of ${EMAIL_MODE.names.join(", ")}.`);
  return { outputs, emailMode: raw.emailMode === "" ? "any" : raw.emailMode };
}

export const maxPrice = (outputs: readonly EnrichmentOutput[]): number => outputs.reduce((sum, output) => sum + PRICE[output], 0);

/** The credits a result costs: only what was found. */
export const priceOf = (result: Pick<EnrichmentResult, "linkedin" | "email">): number => (result.linkedin ? PRICE.linkedin_url : 0) + (result.email ? PRICE.email : 0);

/** An e-mail the lead already has that satisfies the mode needs no new lookup. */
const emailSatisfies = (email: EmailResult | null, mode: EmailMode): boolean => email !== null && (mode === "any" || email.status === "verified");

/** What a lead still lacks of what was asked: only that goes to the provider (and is paid for). */
export function missingOutputs(options: EnrichmentOptions, current: Enrichment | null): EnrichmentOutput[] {
  return options.outputs.filter((output) => (output === "linkedin_url" ? !current?.linkedin : !emailSatisfies(current?.email ?? null, options.emailMode)));
}

/** Findings restricted to what was asked, an unverified e-mail dropped in verified mode. */
export function resultOf(outputs: readonly EnrichmentOutput[], emailMode: EmailMode, found: { linkedin: LinkedinResult | null; email: EmailResult | null }): EnrichmentResult {
  const linkedin = outputs.includes("linkedin_url") ? found.linkedin : null;
  const email = outputs.includes("email") && emailSatisfies(found.email, emailMode) ? found.email : null;
  const foundCount = (linkedin ? 1 : 0) + (email ? 1 : 0);
  const kind: EnrichmentKind = foundCount === 0 ? "not_found" : foundCount === outputs.length ? "full" : "partial";
  return { ok: foundCount > 0, kind, linkedin, email };
}

/** The lead's enrichment after a result: what was found replaces what was there; the rest stays. */
export function merged(current: Enrichment | null, result: EnrichmentResult, at: Date): Enrichment | null {
  if (!result.ok) return current;
  return { linkedin: result.linkedin ?? current?.linkedin ?? null, email: result.email ?? current?.email ?? null, enrichedAt: at };
}

export const leadNotFoundForEnrichment = (): AppError => new AppError("lead_not_found", "No such lead.");

export const profileMissing = (): AppError => new AppError("profile_missing", "This lead has no X profile to enrich.");

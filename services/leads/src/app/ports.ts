import type { LOOKUP_KIND } from "@leadstream/contracts/vocabulary";
import type { DatabasePort } from "@leadstream/platform";
import type { CursorPosition } from "../domain/cursor.js";
import type { DmTemplate, DmTemplateContent } from "../domain/dm-template.js";
import type { Enrichment, EnrichmentResult } from "../domain/enrichment.js";
import type { Verdict } from "../domain/feedback.js";
import type { LeadBatch } from "../domain/lead-batch.js";
import type { LeadFilter } from "../domain/lead-filter.js";
import type { Lead } from "../domain/lead.js";

/** Counts of the leads a filter covers. */
export interface LeadCounts {
  total: number;
  high: number;
  medium: number;
}

/** Newest first (discovered_at desc, id desc): `offset` rows skipped, or only those before `after`. */
export interface PageRequest {
  limit: number;
  offset?: number;
  after?: CursorPosition | null;
}

export interface LeadRepository {
  /** Records the batch's candidates that are not leads of its (stream, segment) yet; returns those, in any order. */
  addNew(batch: LeadBatch): Promise<Lead[]>;
  findOwned(userId: number, leadId: number): Promise<Lead | null>;
  /** Whether the lead's user has a lead for the lead's profile in `segmentId` (the lead itself or another). */
  profileInSegment(lead: Lead, segmentId: number): Promise<boolean>;
  /** Sets exported_at unless it is set already; null when the user has no such lead. */
  markExported(userId: number, leadId: number): Promise<Lead | null>;
  page(userId: number, filter: LeadFilter, page: PageRequest): Promise<Lead[]>;
  count(userId: number, filter: LeadFilter): Promise<LeadCounts>;
  /** `page` and `count` read at once (one snapshot). */
  pageWithCounts(userId: number, filter: LeadFilter, page: PageRequest): Promise<{ leads: Lead[]; counts: LeadCounts }>;
  /** High and medium counts of the leads one run recorded, and how many of them are enriched. */
  countRun(userId: number, runId: number): Promise<{ high: number; medium: number; enriched: number }>;
  /** The leads one run recorded, oldest first. */
  listRun(userId: number, runId: number): Promise<Lead[]>;
  /** Stores the lead's enrichment (null leaves it) and marks the lead tried; null when the user has no such lead. */
  saveEnrichment(userId: number, leadId: number, enrichment: Enrichment | null, at: Date): Promise<Lead | null>;
  /** Leads of the run auto-enrichment has not tried yet, oldest first. */
  untriedInRun(userId: number, runId: number, limit: number): Promise<Lead[]>;
  /** How many of the run's leads are enriched, and how many are still untried. */
  countRunEnrichment(userId: number, runId: number): Promise<{ enriched: number; untried: number }>;
}

export interface LookupRecord {
  id: number;
  userId: number;
  kind: LookupKind;
  xUserId: string;
  handle: string;
  result: EnrichmentResult;
  creditsCharged: number;
  createdAt: Date;
}

/** A user's lookups; every call is scoped to the user. */
export interface LookupRepository {
  /** An id for a lookup about to be paid for, so its ledger row can name it. */
  reserveId(): Promise<number>;
  add(record: LookupRecord): Promise<LookupRecord>;
  /** Newest first (created_at desc, id desc), strictly after `after`. */
  page(userId: number, kind: LookupKind, limit: number, after: CursorPosition | null): Promise<LookupRecord[]>;
}

export interface FeedbackRepository {
  /** One verdict per (lead, segment): a later one replaces it. */
  upsert(lead: Lead, segmentId: number, verdict: Verdict): Promise<void>;
}

/** A user's DM templates; every call is scoped to the user, so another user's id is simply not found. */
export interface DmTemplateRepository {
  /** Throws the domain's name-taken conflict when the user has a template of that name (ignoring case). */
  create(userId: number, content: DmTemplateContent): Promise<DmTemplate>;
  /** Newest first. */
  list(userId: number): Promise<DmTemplate[]>;
  findOwned(userId: number, templateId: number): Promise<DmTemplate | null>;
  /** Replaces name and body; null when the user has no such template; name taken as on create. */
  replace(userId: number, templateId: number, content: DmTemplateContent): Promise<DmTemplate | null>;
  /** False when the user has no such template. */
  delete(userId: number, templateId: number): Promise<boolean>;
}

/** Events go to the outbox of the transaction they are written in. */
export interface LeadsEvents {
  leadsDiscovered(batch: LeadBatch, leads: Lead[]): Promise<void>;
  feedbackRecorded(lead: Lead, segmentId: number, verdict: Verdict): Promise<void>;
}

export interface Repositories {
  leads: LeadRepository;
  lookups: LookupRepository;
  feedback: FeedbackRepository;
  dmTemplates: DmTemplateRepository;
}

export interface UnitOfWork extends Repositories {
  events: LeadsEvents;
}

export type Database = DatabasePort<Repositories, UnitOfWork>;

export interface AppDeps {
  db: Database;
}

export interface EnrichmentDeps extends AppDeps {
  provider: EnrichmentProvider;
  credits: CreditsPort;
  profiles: XProfilesPort;
  /** Provider calls a run's auto-enrichment makes at once. */
  concurrency: number;
  now(): Date;
}

// ---- Enrichment (issue 10)

export type LookupKind = (typeof LOOKUP_KIND.names)[number];

/** accounts-billing: the team's credits, held before a provider call and settled after it. */
export interface CreditsPort {
  /** Throws credits_exhausted when the team cannot cover `amount`. */
  reserve(userId: number, reservationId: string, amount: number): Promise<void>;
  /** Charges `charge` of the hold (0 frees it); returns the balance after. */
  settle(userId: number, reservationId: string, charge: number, paidFor: { leadId?: number; lookupId?: number; description: string }): Promise<number>;
  refund(userId: number, reservationId: string): Promise<void>;
  balance(userId: number): Promise<number>;
}

/** accounts-billing: any X profile, by handle or id (handle_not_found, handle_protected, handle_lookup_failed). */
export interface XProfilesPort {
  lookup(userId: number, ref: { handle: string } | { xUserId: string }): Promise<XProfile>;
}

export interface XProfile {
  xUserId: string;
  handle: string;
  displayName: string;
  bio: string;
  url: string;
  location: string;
}

/** What an enrichment provider is asked about: an X profile, and what to find for it. */
export interface EnrichmentQuery {
  xUserId: string;
  handle: string;
  displayName: string;
  bio: string;
  /** The profile's website, "" when none. */
  url: string;
  location: string;
  outputs: readonly ("linkedin_url" | "email")[];
  /** "verified": only a verified e-mail counts as found. */
  emailMode: "verified" | "any";
}

/** What the provider found; null for what it did not find or was not asked for. */
export interface ProviderFindings {
  linkedin: { url: string; confidence: number } | null;
  email: { address: string; status: "verified" | "unverified" } | null;
}

/** A professional-profile and e-mail finder (adapters/enrichment: Prospeo over HTTP, or the sandbox). */
export interface EnrichmentProvider {
  /** Recorded with each e-mail found ("prospeo", "sandbox"). */
  readonly name: string;
  /**
   * Resolves with what was found (nothing found is not an error). Any failure, including a
   * rate limit, a timeout or `signal` aborting, rejects with AppError `enrichment_provider_error`.
   */
  find(query: EnrichmentQuery, signal: AbortSignal): Promise<ProviderFindings>;
}

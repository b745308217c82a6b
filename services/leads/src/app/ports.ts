import type { DatabasePort } from "@leadstream/platform";
import type { CursorPosition } from "../domain/cursor.js";
import type { DmTemplate, DmTemplateContent } from "../domain/dm-template.js";
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
  /** High and medium counts of the leads one run recorded. */
  countRun(userId: number, runId: number): Promise<{ high: number; medium: number }>;
  /** The leads one run recorded, oldest first. */
  listRun(userId: number, runId: number): Promise<Lead[]>;
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
  feedback: FeedbackRepository;
  dmTemplates: DmTemplateRepository;
}

export interface UnitOfWork extends Repositories {
  events: LeadsEvents;
}

export interface Database extends DatabasePort<Repositories, UnitOfWork> {
  /** Runs the reads in `work` on one snapshot of the data, so they agree with each other. */
  snapshot<T>(work: (repositories: Repositories) => Promise<T>): Promise<T>;
}

export interface AppDeps {
  db: Database;
}

import { taxonomy } from "../taxonomy/taxonomy.js";
import { classify } from "./classify.js";
import { compileSegment } from "./compile-segment.js";
import type { XProfile } from "./profile.js";

const SEGMENTS = [
  { description: "Founders and engineers at SaaS companies, not recruiters", genderValues: [], appliedSearchFilters: {}, followerCountTiers: [] },
  { description: "", genderValues: [], appliedSearchFilters: { job_role: ["Founder", "Software Engineer"], industry: ["Technology"] }, followerCountTiers: [] },
  { description: "nurses or doctors in hospitals, no students", genderValues: [], appliedSearchFilters: {}, followerCountTiers: [] },
];
const EPOCH = Date.parse("2020-01-01T00:00:00Z");
const DAY = 86_400_000;

/** Bios written from the taxonomy's own forms, three labels of different categories each, with everyday words around them. */
function* warmUpProfiles(): Generator<XProfile> {
  const forms = taxonomy().flatMap(({ labels }) => labels.flatMap((label) => [label.name, ...label.synonyms]));
  for (let i = 0; ; i++) {
    const at = (k: number) => forms[(i * 7919 + k * 104_729) % forms.length];
    yield {
      xUserId: `warm-up-${i}`,
      handle: `warm_up_${i % 10_000}`,
      displayName: i % 3 === 0 ? "Acme Inc" : "Alex Doe",
      bio: `${at(0)} at ${at(1)} | ex-${at(2)} · dad of 2, coffee ☕ #${at(3).replace(/\s+/g, "")}`,
      followersCount: (i * 37) % 20_000,
      followingCount: (i * 53) % 5_100,
      tweetCount: (i * 101) % 90_000,
      createdAt: new Date(EPOCH + (i % 2_000) * DAY).toISOString(),
      defaultProfileImage: i % 11 === 0,
      verified: i % 13 === 0,
    };
  }
}

/**
 * Classifies made-up profiles for `budgetMs` before a process takes traffic: a process just
 * started judges its first real batch at about 60 % of its steady speed while the JIT compiles the
 * classifier's hot paths and its word caches fill. Deterministic, offline, and no result of it is
 * kept beyond those caches. Returns how many profiles it judged.
 */
export function warmUpClassifier(budgetMs: number): number {
  if (budgetMs <= 0) return 0;
  const segments = SEGMENTS.map((segment) => compileSegment(segment));
  const until = performance.now() + budgetMs;
  const now = EPOCH + 3_000 * DAY;
  let judged = 0;
  for (const profile of warmUpProfiles()) {
    for (const segment of segments) classify(profile, segment, { now });
    judged++;
    if (judged % 64 === 0 && performance.now() >= until) return judged;
  }
  return judged;
}

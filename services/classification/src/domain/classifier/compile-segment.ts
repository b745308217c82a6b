import type { FollowerCountTier, GenderValue } from "../segment.js";
import { CATEGORIES, matchLabel, taxonomy, withAncestors, type Category } from "../taxonomy/taxonomy.js";
import { describe, type DescriptionTerms } from "./description.js";
import type { SegmentCriteria } from "./profile.js";

/** A category the segment asks for, and the profile labels that satisfy it. */
export interface WantedCategory {
  category: Category;
  /** Canonical labels asked for (any of them will do). */
  labels: string[];
  /** Those labels and every narrower label implying one of them ("Co-founder" for "Founder"). */
  accepted: ReadonlySet<string>;
  /** Set in `appliedSearchFilters`, rather than read from the description. */
  explicit: boolean;
}

/** A segment prepared once, so classifying a profile against it does no parsing or regex building. */
export interface CompiledSegment {
  readonly compiled: true;
  criteria: SegmentCriteria;
  /** Empty: any tier. */
  tiers: ReadonlySet<FollowerCountTier>;
  /** Empty: any gender. */
  genders: ReadonlySet<GenderValue>;
  /** Categories a match is measured on: explicit filters, then categories only the description names. */
  wanted: WantedCategory[];
  /** An explicit personality filter next to other categories: a soft preference that only caps at `medium`. */
  personality?: WantedCategory;
  excluded: { category: Category; label: string; accepted: ReadonlySet<string>; quote: string }[];
  keywords: DescriptionTerms["keywords"];
  /** Filter labels that are no canonical label of their category; they are ignored. */
  orphanLabels: { category: Category; label: string }[];
}

const labelsImplying = new Map<Category, Map<string, Set<string>>>();

/** label -> the label and all labels below it, per category. */
function impliedBy(category: Category): Map<string, Set<string>> {
  let byLabel = labelsImplying.get(category);
  if (!byLabel) {
    byLabel = new Map();
    const labels = taxonomy().find((entry) => entry.category === category)?.labels ?? [];
    for (const { name } of labels) {
      for (const ancestor of withAncestors(category, name)) {
        const set = byLabel.get(ancestor) ?? new Set([ancestor]);
        set.add(name);
        byLabel.set(ancestor, set);
      }
    }
    labelsImplying.set(category, byLabel);
  }
  return byLabel;
}

function acceptedFor(category: Category, labels: readonly string[]): Set<string> {
  return new Set(labels.flatMap((label) => [...(impliedBy(category).get(label) ?? [label])]));
}

export function compileSegment(criteria: SegmentCriteria): CompiledSegment {
  const orphanLabels: CompiledSegment["orphanLabels"] = [];
  const explicit: WantedCategory[] = [];
  for (const category of CATEGORIES) {
    const labels: string[] = [];
    for (const raw of criteria.appliedSearchFilters[category] ?? []) {
      const label = matchLabel(category, raw);
      if (label === undefined) orphanLabels.push({ category, label: raw });
      else if (!labels.includes(label)) labels.push(label);
    }
    if (labels.length > 0) explicit.push({ category, labels, accepted: acceptedFor(category, labels), explicit: true });
  }
  const terms = describe(criteria.description);
  const implicit: WantedCategory[] = [...terms.labels]
    .filter(([category]) => category !== "personality" && !explicit.some((wanted) => wanted.category === category))
    .map(([category, labels]) => ({ category, labels, accepted: acceptedFor(category, labels), explicit: false }));
  const personality = explicit.find((wanted) => wanted.category === "personality");
  const others = explicit.filter((wanted) => wanted !== personality);
  const onlyPersonality = personality !== undefined && others.length === 0 && implicit.length === 0;
  return {
    compiled: true,
    criteria,
    tiers: new Set(criteria.followerCountTiers),
    genders: new Set(criteria.genderValues),
    wanted: onlyPersonality ? [personality] : [...others, ...implicit],
    ...(personality && !onlyPersonality && { personality }),
    excluded: terms.excludedLabels.map((excluded) => ({ ...excluded, accepted: acceptedFor(excluded.category, [excluded.label]) })),
    keywords: terms.keywords,
    orphanLabels,
  };
}

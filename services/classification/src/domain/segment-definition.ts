import { FOLLOWER_COUNT_TIER, GENDER } from "@leadstream/contracts/vocabulary";
import { canonicalSearchFilters } from "./applied-search-filters.js";
import { invalidField } from "./errors.js";
import type { SegmentDefinition } from "./segment.js";

/** A definition as the caller sent it; an empty name means none. */
export interface SegmentDefinitionInput {
  description: string;
  name: string;
  genderValues: string[];
  appliedSearchFilters: Record<string, string[]>;
  followerCountTiers: string[];
}

const DESCRIPTION_MAX = 2000;
const NAME_MAX = 100;

const length = (text: string): number => [...text].length;

export function validDescription(raw: string): string {
  const description = raw.trim();
  if (description === "") throw invalidField("description", "description is required.");
  if (length(description) > DESCRIPTION_MAX) throw invalidField("description", `description must be at most ${DESCRIPTION_MAX} characters.`);
  return description;
}

export function validName(raw: string): string | null {
  const name = raw.trim();
  if (name === "") return null;
  if (length(name) > NAME_MAX) throw invalidField("name", `name must be 1 to ${NAME_MAX} characters.`);
  return name;
}

/** `values` as a list of distinct members of `allowed`. */
function validSubset<T extends string>(param: string, values: string[], allowed: readonly T[]): T[] {
  for (const value of values) {
    if (!(allowed as readonly string[]).includes(value)) throw invalidField(param, `${param} may contain only ${allowed.join(", ")}; got ${JSON.stringify(value)}.`);
  }
  if (new Set(values).size !== values.length) throw invalidField(param, `${param} must not repeat a value.`);
  return values as T[];
}

/**
 * The definition validated and normalised (trimmed text, canonical labels): invalid_request
 * naming the first bad field, or orphan_label listing every label with no canonical match.
 */
export function validSegmentDefinition(input: SegmentDefinitionInput): SegmentDefinition {
  return {
    description: validDescription(input.description),
    name: validName(input.name),
    genderValues: validSubset("genderValues", input.genderValues, GENDER.names),
    followerCountTiers: validSubset("followerCountTiers", input.followerCountTiers, FOLLOWER_COUNT_TIER.names),
    appliedSearchFilters: canonicalSearchFilters(input.appliedSearchFilters),
  };
}

import { describe, expect, it } from "vitest";
import { classify, compileSegment, warmUpClassifier } from "../../../src/domain/classifier/index.js";
import { makeProfile, NOW } from "./make-profile.js";

describe("warmUpClassifier", () => {
  it("does nothing with no budget", () => {
    expect(warmUpClassifier(0)).toBe(0);
  });

  it("judges made-up profiles for about its budget and changes no later result", () => {
    const segment = compileSegment({ description: "Nurses in hospitals, not recruiters", genderValues: [], appliedSearchFilters: {}, followerCountTiers: [] });
    const profiles = [
      makeProfile({ bio: "ICU nurse at St Mary's. Night shift survivor." }),
      makeProfile({ bio: "Healthcare recruiter placing travel nurses. DM me!" }),
      makeProfile({ bio: "Krankenpfleger auf der Intensivstation, Berlin" }),
    ];
    const before = profiles.map((profile) => classify(profile, segment, { now: NOW }));
    const started = performance.now();
    const judged = warmUpClassifier(150);
    const took = performance.now() - started;
    expect(judged).toBeGreaterThan(0);
    expect(took).toBeGreaterThanOrEqual(150);
    expect(took).toBeLessThan(2_000);
    expect(profiles.map((profile) => classify(profile, segment, { now: NOW }))).toEqual(before);
  });
});

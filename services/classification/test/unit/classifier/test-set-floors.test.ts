import { describe, expect, it } from "vitest";
import { measurePart } from "../../../../../bench/classifier/run.js";

/**
 * Issue 11's CI floors on the sets the classifier is never tuned on: the main set's frozen test
 * part and the independent holdout set, per segment and pooled. Each floor is 0.05 under the
 * measurement of 2026-11-24 (after the bot filter and description compiler of issue 11; pooled:
 * test P(high) 0.856 R(high+medium) 0.853, holdout 0.642 / 0.682), each ceiling on bots delivered
 * 0.03 and on humans dropped 0.01 over it. Raised where the later measurement of 2026-11-24 (bot
 * behaviour, activities, markets, leaders) improved: holdout bots delivered 0.152 -> 0.121,
 * school_teachers R(high+medium) 0.692 -> 0.744. Raised again to 0.05 under the measurement of
 * 2026-11-24 after the second tuning set (pooled: test 0.863 / 0.853, holdout 0.718 / 0.788, holdout
 * bots delivered 0.061), and after the bot tuning set and the taxonomy's new languages (holdout
 * 0.723 / 0.807, bots delivered 0.030, humans dropped 0/403), and after the precision rules from the
 * tuning sets and tuning-4 (2026-11-24: test 0.895 / 0.853, holdout 0.801 / 0.801), and after the description parser's
 * fixes, the lexicon's credentials and language forms and the rules from tuning-5 and tuning-6 (2026-11-24: test 0.896 /
 * 0.853, holdout 0.823 / 0.829), and pooled after the rules and language tables from the blind sets tuning-7, -8
 * and -10 (2026-11-24: test 0.897 / 0.857, holdout 0.844 / 0.844), and after the rules from the blind sets
 * tuning-18 to tuning-26 (2026-11-24: test 0.905 / 0.862, holdout 0.848 / 0.850; test tech_creators P(high)
 * 0.571, holdout women_in_climate R(high+medium) 0.824, school_teachers P(high) 0.704). null: the segment had no `high` to measure.
 * Raise them as the classifier improves; never lower them to make a change pass.
 */
const FLOORS = {
  test: {
    pooled: { highPrecision: 0.855, leadRecall: 0.81 },
    botsDeliveredAtMost: 0.03,
    humansDroppedAtMost: 0.02,
    segments: {
      saas_founders: { highPrecision: 0.95, leadRecall: 0.78 },
      growth_marketers: { highPrecision: 0.95, leadRecall: 0.78 },
      software_engineers: { highPrecision: 0.95, leadRecall: 0.83 },
      devops_sre: { highPrecision: 0.61, leadRecall: 0.79 },
      data_ml: { highPrecision: 0.95, leadRecall: 0.8 },
      tech_recruiters: { highPrecision: 0.95, leadRecall: 0.76 },
      vc_investors: { highPrecision: 0.8, leadRecall: 0.95 },
      fintech: { highPrecision: 0.86, leadRecall: 0.75 },
      women_product_leaders: { highPrecision: 0.95, leadRecall: 0.95 },
      female_founders: { highPrecision: 0.83, leadRecall: 0.77 },
      cybersecurity: { highPrecision: 0.95, leadRecall: 0.67 },
      ecommerce_brands: { highPrecision: 0.61, leadRecall: 0.53 },
      real_estate_agents: { highPrecision: 0.95, leadRecall: 0.95 },
      tech_creators: { highPrecision: 0.52, leadRecall: 0.65 },
      sales_reps: { highPrecision: 0.95, leadRecall: 0.81 },
      dads_in_tech: { highPrecision: 0.85, leadRecall: 0.95 },
    },
  },
  holdout: {
    pooled: { highPrecision: 0.798, leadRecall: 0.8 },
    botsDeliveredAtMost: 0.06,
    humansDroppedAtMost: 0.02,
    segments: {
      nurses: { highPrecision: 0.81, leadRecall: 0.85 },
      indie_game_devs: { highPrecision: 0.53, leadRecall: 0.69 },
      school_teachers: { highPrecision: 0.65, leadRecall: 0.84 },
      lawyers: { highPrecision: 0.82, leadRecall: 0.86 },
      restaurant_owners: { highPrecision: 0.75, leadRecall: 0.86 },
      ux_designers: { highPrecision: 0.95, leadRecall: 0.81 },
      women_in_climate: { highPrecision: 0.63, leadRecall: 0.77 },
      hr_leaders: { highPrecision: 0.88, leadRecall: 0.83 },
      photographers: { highPrecision: 0.95, leadRecall: 0.62 },
    },
  },
} as const;

describe("classifier quality on the parts it is never tuned on", () => {
  for (const [part, floors] of Object.entries(FLOORS)) {
    it(`stays above the floors on the ${part} part, per segment and pooled`, () => {
      const m = measurePart(part as keyof typeof FLOORS).evaluation;
      expect(m.pooled.highPrecision.p, "pooled P(high)").toBeGreaterThanOrEqual(floors.pooled.highPrecision);
      expect(m.pooled.leadRecall.p, "pooled R(high+medium)").toBeGreaterThanOrEqual(floors.pooled.leadRecall);
      expect(m.bots.botsDelivered.p, "bots delivered").toBeLessThanOrEqual(floors.botsDeliveredAtMost);
      expect(m.bots.humansDropped.p, "humans dropped").toBeLessThanOrEqual(floors.humansDroppedAtMost);
      for (const segment of m.perSegment) {
        const floor = floors.segments[segment.key as keyof typeof floors.segments] as { highPrecision: number | null; leadRecall: number };
        expect(floor, segment.key).toBeDefined();
        if (floor.highPrecision !== null) expect(segment.highPrecision.p, `${segment.key} P(high)`).toBeGreaterThanOrEqual(floor.highPrecision);
        expect(segment.leadRecall.p, `${segment.key} R(high+medium)`).toBeGreaterThanOrEqual(floor.leadRecall);
      }
    });
  }
});

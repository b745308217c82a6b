import { describe, expect, it } from "vitest";
import { extractLabelEvidence } from "../../src/domain/classifier/evidence.js";
import { classify, compileSegment } from "../../src/domain/classifier/index.js";
import { tokenize } from "../../src/domain/classifier/text.js";
import { matchLabel, withAncestors } from "../../src/domain/taxonomy/taxonomy.js";
import { makeProfile, makeSegment, NOW } from "./classifier/make-profile.js";

/** The labels the bio reader finds in a bio, as "category:label". */
const labelsIn = (bio: string): string[] => extractLabelEvidence({ title: tokenize("Jane Doe"), bio: tokenize(bio) }).map((e) => `${e.category}:${e.label}`);

const none = (bio: string, ...labels: string[]) => {
  const found = labelsIn(bio);
  for (const label of labels) expect(found, bio).not.toContain(label);
};

describe("business functions", () => {
  it("name procurement people in the languages bios come in, by seniority", () => {
    const roles: [string, string][] = [
      ["Leiter Einkauf", "Head of Procurement"],
      ["Einkäuferin", "Procurement Manager"],
      ["Jefa de compras", "Procurement Manager"],
      ["Directrice achats", "Head of Procurement"],
      ["acheteuse", "Procurement Manager"],
      ["Responsabile acquisti", "Procurement Manager"],
      ["Satın alma müdürü", "Procurement Manager"],
      ["Inkoper", "Procurement Manager"],
      ["hoofd inkoop", "Head of Procurement"],
      ["comprador", "Procurement Manager"],
      ["Staf pengadaan", "Procurement Manager"],
      ["購買担当", "Procurement Manager"],
      ["采购经理", "Procurement Manager"],
      ["구매팀장", "Head of Procurement"],
      ["chief procurement officer", "Head of Procurement"],
    ];
    for (const [text, label] of roles) expect(matchLabel("job_role", text), text).toBe(label);
    expect(withAncestors("job_role", "Head of Procurement")).toContain("Procurement Manager");
    expect(labelsIn("Comprador sênior em uma indústria de alimentos")).toContain("job_role:Procurement Manager");
    expect(labelsIn("メーカーで購買を担当して12年")).toContain("skill:Purchasing");
    expect(labelsIn("Strategic sourcing, supplier development and tenders")).toContain("job_role:Procurement Manager");
  });

  it("do not read procurement from shopping or fundraising", () => {
    none("Consumer purchasing power nerd. Economist", "skill:Purchasing", "job_role:Procurement Manager");
    none("スタートアップの資金調達を支援", "skill:Purchasing", "job_role:Procurement Manager");
    none("Me encantan las compras online", "skill:Purchasing", "job_role:Procurement Manager");
  });

  it("let a description-only segment find procurement people", () => {
    const segment = compileSegment(makeSegment({ description: "Procurement managers and buyers" }));
    const outcome = (bio: string) => classify(makeProfile({ bio }), segment, { now: NOW }).outcome;
    expect(outcome("Leiter Einkauf bei einem Maschinenbauer")).toBe("high");
    expect(outcome("Jefa de compras en una cadena de supermercados")).toBe("high");
    expect(outcome("Sales rep selling packaging to manufacturers")).toBe("none");
  });
});

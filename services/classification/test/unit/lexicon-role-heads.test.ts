import { describe, expect, it } from "vitest";
import { findLabelHits } from "../../src/domain/classifier/lexicon.js";
import { tokenize } from "../../src/domain/classifier/text.js";

const roles = (bio: string): string[] => [...new Set(findLabelHits(tokenize(bio).tokens).filter((hit) => hit.category === "job_role").map((hit) => hit.label))];

describe("titles with a translated head and an English field word", () => {
  it.each([
    ["Analista SOC N1 | QRadar, Wazuh", "Security Engineer"],
    ["Analis SOC | blue team", "Security Engineer"],
    ["SOC analisti | SIEM, olay müdahalesi", "Security Engineer"],
    ["SOCアナリスト。SIEMのアラート対応", "Security Engineer"],
    ["SOC 분석가 | 야간 교대", "Security Engineer"],
    ["Ingénieure DevOps chez Criteo", "DevOps Engineer"],
    ["Inżynierka DevOps w Allegro", "DevOps Engineer"],
    ["DevOps-Ingenieur in München", "DevOps Engineer"],
    ["Diseñadora UX en una fintech", "UX Designer"],
    ["Responsable SEO @ une marketplace", "SEO Specialist"],
  ])("%s is a %s", (bio, role) => {
    expect(roles(bio)).toContain(role);
  });

  it("finds nothing where the field word makes no English title, or the head stands alone", () => {
    expect(roles("Analista de ventas en Madrid")).toEqual([]);
    expect(roles("Ingeniero | padre de dos")).toEqual([]);
    expect(roles("responsable de todo en casa")).toEqual([]);
  });

  it("reads the field only within the head's clause", () => {
    expect(roles("Analista | SOC fan")).toEqual([]);
  });
});

import { describe, expect, it } from "vitest";
import { PLACES } from "../../../src/domain/places/index.js";

const ofKind = (kind: string) => [...PLACES.values()].filter((place) => place.kind === kind);

describe("the gazetteer's data", () => {
  it("covers the countries, the regions the classifier tells apart, and about a thousand cities", () => {
    expect(ofKind("country").length).toBeGreaterThanOrEqual(220);
    const regions = ofKind("region").map((place) => place.code);
    expect(regions.filter((code) => code.startsWith("US-"))).toHaveLength(51);
    expect(regions.filter((code) => code.startsWith("CA-"))).toHaveLength(13);
    expect(regions.filter((code) => code.startsWith("AU-"))).toHaveLength(8);
    expect(regions.filter((code) => code.startsWith("DE-"))).toHaveLength(16);
    expect(regions.filter((code) => code.startsWith("GB-"))).toHaveLength(4);
    expect(ofKind("city").length).toBeGreaterThanOrEqual(900);
  });

  it("puts every city and region inside a place it knows, and every group's members too", () => {
    for (const place of PLACES.values()) {
      if (place.kind === "city") expect(PLACES.has(place.code.split("/")[0]), place.code).toBe(true);
      if (place.kind === "region") expect(PLACES.get(place.code.slice(0, 2))?.kind, place.code).toBe("country");
      if (place.kind === "area") {
        expect(place.members.length, place.code).toBeGreaterThan(1);
        for (const member of place.members) expect(PLACES.get(member)?.kind, `${place.code} ${member}`).toMatch(/^(country|region)$/);
      }
    }
  });

  it("gives a city in a country with regions its region", () => {
    for (const place of ofKind("city")) {
      if (/^(US|CA|AU|DE|GB)\//.test(place.code)) throw new Error(`${place.code} has no region`);
    }
  });
});

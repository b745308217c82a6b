import { describe, expect, it } from "vitest";
import { matchesPlace, placesInDescription, placesOfProfile, type PlaceAsk } from "../../../src/domain/places/index.js";

const ask = (description: string): PlaceAsk => {
  const read = placesInDescription(description);
  if (read === undefined) throw new Error(`no place in ${description}`);
  return read;
};
const match = (description: string, location: string | undefined, bio = "") => matchesPlace(ask(description), placesOfProfile(location, bio));

describe("whether a profile is where a description asks", () => {
  it("is in when a place of the profile lies inside a place asked for", () => {
    const dach = "Sales directors at SaaS companies in Germany, Austria or Switzerland (DACH)";
    expect(match(dach, "München, Bayern")).toBe("in");
    expect(match(dach, "Zürich / remote")).toBe("in");
    expect(match(dach, "Wien")).toBe("in");
    expect(match(dach, "🇦🇹")).toBe("in");
    expect(match(dach, "Berlin & SF")).toBe("in");
    expect(match(dach, "SF")).toBe("elsewhere");
    expect(match(dach, "Remote")).toBe("unknown");
    expect(match(dach, undefined, "Founder based in Graz")).toBe("in");
  });

  it("reads a region asked for as its cities, and a city as inside its region and country", () => {
    expect(match("realtors in Texas", "Austin, TX")).toBe("in");
    expect(match("realtors in Texas", "Houston")).toBe("in");
    expect(match("realtors in Texas", "Paris, TX")).toBe("in");
    expect(match("realtors in Texas", "Paris")).toBe("elsewhere");
    expect(match("founders in Bavaria", "Nürnberg")).toBe("in");
    expect(match("founders in Bavaria", "Berlin")).toBe("elsewhere");
    expect(match("founders in Germany", "Nürnberg")).toBe("in");
    expect(match("nurses in the UK", "Edinburgh")).toBe("in");
    expect(match("nurses in Scotland", "London")).toBe("elsewhere");
  });

  it("is unknown when the profile names only a place wider than the one asked for", () => {
    expect(match("realtors in Texas", "USA")).toBe("unknown");
    expect(match("founders in Bavaria", "Germany")).toBe("unknown");
    expect(match("founders in Germany", "Europe")).toBe("unknown");
    expect(match("realtors in Miami", "Florida")).toBe("unknown");
    expect(match("realtors in Miami", "Miami Beach")).toBe("in");
    expect(match("realtors in Miami", "Orlando")).toBe("elsewhere");
  });

  it("reads a group a profile names as all of its countries", () => {
    expect(match("founders in Europe", "Europe")).toBe("in");
    expect(match("founders in the US", "Europe")).toBe("elsewhere");
    expect(match("founders in DACH", "DACH")).toBe("in");
    expect(match("founders in LATAM", "CDMX")).toBe("in");
    expect(match("founders in LATAM", "Madrid")).toBe("elsewhere");
  });

  it("keeps out places ruled out", () => {
    expect(match("founders outside the US", "Berlin")).toBe("in");
    expect(match("founders outside the US", "Austin, TX")).toBe("elsewhere");
    expect(match("founders outside the US", "Remote")).toBe("unknown");
    expect(match("founders in Europe except the UK", "London")).toBe("elsewhere");
    expect(match("founders in Europe except the UK", "Lisboa")).toBe("in");
    expect(match("founders in Europe except the UK", "Europe")).toBe("unknown");
  });

  it("is unknown when the profile names no place", () => {
    for (const location of [undefined, "Remote", "Earth", "🌍", "worldwide", "Internet"]) expect(match("founders in Germany", location)).toBe("unknown");
  });
});

describe("speed", () => {
  it("reads 20 000 profiles in under a second", () => {
    const profiles: [string | undefined, string][] = [
      ["San Francisco, CA", "Building the future of AI infra. Ex-Google, ex-Stripe. Angel investor. Dad. Opinions my own."],
      ["München, Bayern 🇩🇪", "Gründer & CEO @acme | B2B SaaS | Vertrieb | Skifahren, Bergsteigen und guter Kaffee ☕"],
      [undefined, "Product designer based in Lisbon 🇵🇹 • previously @spotify • I write about design systems and typography"],
      ["Remote", "Senior Software Engineer. TypeScript, Rust, distributed systems. 📍 Austin, TX. Views are mine."],
      ["東京都渋谷区", "エンジニア。機械学習とデータ基盤。週末はカメラ。"],
      ["São Paulo, Brasil", "Head de Marketing | Growth | Mãe do Pedro | Apaixonada por dados e boas histórias"],
      ["she/her", "Nurse 👩‍⚕️ ICU. Coffee addict. Dog mom 🐶. Stand with Ukraine 🇺🇦"],
      ["Earth 🌍", "Crypto | NFTs | Web3 builder | DYOR | Not financial advice"],
    ];
    const started = performance.now();
    let read = 0;
    for (let i = 0; i < 20_000; i++) {
      const [location, bio] = profiles[i % profiles.length];
      read += placesOfProfile(location, bio).places.length;
    }
    expect(performance.now() - started).toBeLessThan(1000);
    expect(read).toBe(15_000);
  });
});

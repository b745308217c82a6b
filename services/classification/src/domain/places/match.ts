import { ancestry, PLACES } from "./gazetteer.js";
import type { PlaceAsk } from "./description.js";
import type { ProfilePlaces } from "./profile.js";

export type PlaceMatch = "in" | "elsewhere" | "unknown";

type Fit = "in" | "maybe" | "out";

/** A place inside an asked one is in it; one an asked place lies inside ("US" for "US-TX") may be. */
function fit(code: string, asked: string): Fit {
  if (ancestry(code).includes(asked)) return "in";
  return ancestry(asked).includes(code) ? "maybe" : "out";
}

function best(code: string, asked: readonly string[]): Fit {
  let result: Fit = "out";
  for (const place of asked) {
    const one = fit(code, place);
    if (one === "in") return "in";
    if (one === "maybe") result = "maybe";
  }
  return result;
}

/** How one country, region or city fits the ask: in a place asked for and none ruled out. */
function fitOf(code: string, ask: PlaceAsk): Fit {
  const ruledOut = best(code, ask.excluded);
  if (ruledOut === "in") return "out";
  const asked = ask.places.length > 0 ? best(code, ask.places) : "in";
  if (asked === "out") return "out";
  return asked === "in" && ruledOut === "out" ? "in" : "maybe";
}

/**
 * Whether a profile is where a description asks: "in" when one of its places lies inside a place
 * asked for (a city in Bavaria is in DE and in DE-BY) and in none ruled out, "elsewhere" when it
 * names places and none can be, "unknown" when it names none or only a wider one ("US" for
 * Texas, "Europe" for Germany).
 */
export function matchesPlace(ask: PlaceAsk, profile: ProfilePlaces): PlaceMatch {
  let maybe = false;
  for (const code of profile.places) {
    const members = PLACES.get(code)?.members ?? [code];
    const fits = members.map((member) => fitOf(member, ask));
    if (fits.every((one) => one === "in")) return "in";
    if (!fits.every((one) => one === "out")) maybe = true;
  }
  return maybe || profile.places.length === 0 ? "unknown" : "elsewhere";
}

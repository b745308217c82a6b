import { describe, expect, it } from "vitest";
import { placesInDescription } from "../../../src/domain/places/index.js";

const asked = (text: string) => placesInDescription(text)?.places;

describe("the places a description asks for", () => {
  it.each([
    ["Sales directors at SaaS companies in Germany, Austria or Switzerland (DACH)", ["AT", "CH", "DE"]],
    ["UK-based nurses", ["GB"]],
    ["Nurses based in the UK", ["GB"]],
    ["Realtors in Texas", ["US-TX"]],
    ["Founders from Brazil", ["BR"]],
    ["German founders", ["DE"]],
    ["Dutch and Belgian accountants", ["BE", "NL"]],
    ["founders in the US", ["US"]],
    ["founders in the U.S.", ["US"]],
    ["founders in the USA", ["US"]],
    ["founders in the United States", ["US"]],
    ["Founders in America", ["US"]],
    ["American founders", ["US"]],
    ["Engineers in the States", ["US"]],
    ["Nurses in England or Wales", ["GB-ENG", "GB-WLS"]],
    ["Scottish founders", ["GB-SCT"]],
    ["Teachers in Ontario or British Columbia", ["CA-BC", "CA-ON"]],
    ["Tradies in New South Wales", ["AU-NSW"]],
    ["Mittelstand CEOs in Bavaria or Baden-Württemberg", ["DE-BW", "DE-BY"]],
    ["Realtors in Texas, Georgia and Florida", ["US-FL", "US-GA", "US-TX"]],
    ["People in the Bay Area", ["US-CA"]],
    ["Silicon Valley engineers", ["US-CA"]],
    ["Founders in Turkey", ["TR"]],
    ["Founders in Chile", ["CL"]],
    ["Engineers in China", ["CN"]],
    ["Founders in Jordan", ["JO"]],
    ["Founders in Jordan and Lebanon", ["JO", "LB"]],
    ["Bankers in Jersey or Guernsey", ["GG", "JE"]],
    ["Startups in the UAE and Saudi Arabia", ["AE", "SA"]],
    ["SaaS in DE/AT/CH", ["AT", "CH", "DE"]],
    ["US/CA sales reps", ["CA", "US"]],
    ["Agencies in NZ", ["NZ"]],
  ])("%s", (text, places) => {
    expect(asked(text)).toEqual(places);
  });

  it.each([
    ["Directores de ventas en España", ["ES"]],
    ["Fundadores en México y Colombia", ["CO", "MX"]],
    ["Fundadores no Brasil", ["BR"]],
    ["Médicos em Portugal", ["PT"]],
    ["Fondateurs en France ou en Belgique", ["BE", "FR"]],
    ["Startups en Allemagne", ["DE"]],
    ["Gründer in Deutschland, Österreich und der Schweiz", ["AT", "CH", "DE"]],
    ["Fondatori in Italia", ["IT"]],
    ["Oprichters in Nederland", ["NL"]],
    ["Empresas alemanas de software", ["DE"]],
    ["Startups brasileiras", ["BR"]],
    ["Entreprises françaises", ["FR"]],
    ["Deutsche Unternehmen", ["DE"]],
    ["Aziende italiane", ["IT"]],
    ["Nederlandse bedrijven", ["NL"]],
    ["Vertriebsleiter im DACH-Raum", ["AT", "CH", "DE"]],
    ["Fundadores en Latinoamérica", expect.arrayContaining(["AR", "BR", "MX"])],
    ["Engineers in 日本", ["JP"]],
  ])("in other languages: %s", (text, places) => {
    expect(asked(text)).toEqual(places);
  });

  it("reads lower-case names that are no words, and not those that are", () => {
    expect(asked("founders in the uk")).toEqual(["GB"]);
    expect(asked("nurses in the usa")).toEqual(["US"]);
    expect(asked("founders in germany")).toEqual(["DE"]);
    expect(placesInDescription("founders like us")).toBeUndefined();
    expect(placesInDescription("eu sou fundador")).toBeUndefined();
  });

  it("reads no place in an organisation's name: 'Météo-France', 'NAV CANADA'", () => {
    expect(placesInDescription("Forecasters at national met services (NWS, Met Office, DWD, Météo-France, JMA)")).toBeUndefined();
    expect(placesInDescription("Controllers at air navigation service providers (FAA, NATS, DFS, NAV CANADA...)")).toBeUndefined();
    expect(asked("Founders in FRANCE")).toEqual(["FR"]);
    expect(asked("UK-based nurses")).toEqual(["GB"]);
  });

  it("says which words it read", () => {
    expect(placesInDescription("Sales directors at SaaS companies in Germany, Austria or Switzerland (DACH)")?.words).toEqual(["Germany", "Austria", "Switzerland", "DACH"]);
    expect(placesInDescription("UK-based nurses")?.words).toEqual(["UK"]);
    expect(placesInDescription("Founders in Paris, Texas")?.words).toEqual(["Paris, Texas"]);
  });

  it("reads places named only as included as a welcome, not a place asked for", () => {
    expect(placesInDescription("Family office CIOs and principals. Includes European family offices and Asian and Gulf ones.")).toBeUndefined();
    expect(asked("Founders in the UK, including those in Ireland")).toEqual(["GB", "IE"]);
  });

  it("returns nothing when no place is asked for", () => {
    for (const text of ["Sales directors at SaaS companies", "Nurses who post about burnout", "Founders building with TypeScript", ""]) {
      expect(placesInDescription(text)).toBeUndefined();
    }
  });
});

describe("words that look like places but are not", () => {
  it.each([
    "People who use American Express",
    "Engineers at Texas Instruments",
    "German Shepherd breeders",
    "French fries lovers",
    "turkey farmers",
    "Thanksgiving turkey recipes",
    "people who run the parks, rec centers, pools and youth sports leagues",
    "children's social workers in safeguarding or CIN/CP teams",
    "Jersey cow farmers",
    "Chile pepper growers",
    "Collectors of fine china",
    "Java developers",
    "Jordan fans",
    "Sneakerheads who collect Air Jordans",
    "Victoria fans",
    "Victoria's Secret shoppers",
    "Georgia O'Keeffe admirers",
    "Fans of Indiana Jones",
    "People who speak German",
    "Marketers who post in German or French",
    "German-speaking marketers",
    "German speakers",
    "Translators from German into English",
    "Italian restaurant owners",
    "Mexican food bloggers",
    "Brazilian jiu-jitsu coaches",
    "Greek yogurt brands",
    "Readers of the New York Times",
    "University of Texas alumni",
    "Georgia State University students",
    "African American founders",
    "Mexican-American founders",
    "People in IT",
    "PR managers",
    "HR leaders",
    "AR/VR developers",
    "Hiring an AE or SE",
    "DE&I leaders",
    "Engineers in QC",
    "Therapists trained in ACT",
    "16 GB of RAM",
    "Help US grow",
    "Deutsche Bank traders",
    "Korean drama fans",
    "Founders building for the Japanese market",
    "People into Turkish coffee",
  ])("%s", (text) => {
    expect(placesInDescription(text)).toBeUndefined();
  });

  it("reads the place when the same word is one", () => {
    expect(asked("Turkey-based founders")).toEqual(["TR"]);
    expect(asked("Founders in Georgia")).toEqual(["GE"]);
    expect(asked("Founders in Victoria")).toEqual(["AU-VIC"]);
    expect(asked("German engineers in companies")).toEqual(["DE"]);
    expect(asked("Engineers in German companies")).toEqual(["DE"]);
  });
});

describe("groups of countries", () => {
  it.each([
    ["in DACH", ["AT", "CH", "DE"]],
    ["in the Nordics", ["DK", "FI", "IS", "NO", "SE"]],
    ["in Scandinavia", ["DK", "NO", "SE"]],
    ["in Benelux", ["BE", "LU", "NL"]],
    ["in the Baltics", ["EE", "LT", "LV"]],
    ["in Iberia", ["ES", "PT"]],
    ["in the GCC", ["AE", "BH", "KW", "OM", "QA", "SA"]],
    ["in North America", ["CA", "US"]],
    ["in Central America", ["BZ", "CR", "GT", "HN", "NI", "PA", "SV"]],
    ["in ANZ", ["AU", "NZ"]],
    ["in Southeast Asia", ["BN", "ID", "KH", "LA", "MM", "MY", "PH", "SG", "TH", "TL", "VN"]],
  ])("%s", (text, places) => {
    expect(asked(`Founders ${text}`)).toEqual(places);
  });

  it("spells out the larger ones", () => {
    const latam = asked("founders in LATAM")!;
    expect(latam).toEqual(asked("founders in Latin America"));
    expect(latam).toEqual(expect.arrayContaining(["AR", "BR", "CL", "CO", "MX", "PE", "UY"]));
    expect(latam).not.toContain("US");
    expect(latam).not.toContain("ES");

    const europe = asked("founders in Europe")!;
    expect(europe).toEqual(expect.arrayContaining(["DE", "FR", "GB", "CH", "NO", "UA", "PL"]));
    expect(europe).not.toContain("TR");
    const eu = asked("founders in the EU")!;
    expect(eu).toHaveLength(27);
    expect(eu).not.toContain("GB");
    expect(eu).not.toContain("CH");

    const mena = asked("founders in MENA")!;
    expect(mena).toEqual(expect.arrayContaining(["AE", "SA", "EG", "MA", "IL", "JO"]));
    expect(mena).not.toContain("TR");
    expect(asked("founders in the Middle East")).toContain("TR");

    const apac = asked("founders in APAC")!;
    expect(apac).toEqual(expect.arrayContaining(["AU", "NZ", "JP", "CN", "IN", "SG", "ID"]));
    expect(apac).not.toContain("AE");
    expect(apac).not.toContain("RU");

    const emea = asked("founders in EMEA")!;
    expect(emea).toEqual(expect.arrayContaining(["DE", "AE", "ZA", "NG", "EG"]));
    expect(asked("founders in Africa")).toHaveLength(56);
    expect(asked("founders in Sub-Saharan Africa")).not.toContain("EG");
  });
});

describe("places ruled out", () => {
  it.each([
    ["founders outside the US", [], ["US"]],
    ["non-US founders", [], ["US"]],
    ["founders anywhere except China", [], ["CN"]],
    ["founders not based in the UK or Ireland", [], ["GB", "IE"]],
    ["fundadores fuera de España", [], ["ES"]],
    ["Gründer außerhalb Deutschlands", [], ["DE"]],
    // Refusing those outside a place asks for the place.
    ["Founders of D2C brands in India. Not founders outside India.", ["IN"], []],
    ["Fundadoras en México, no fundadoras fuera de México", ["MX"], []],
  ])("%s", (text, places, excluded) => {
    expect(placesInDescription(text)).toMatchObject({ places, excluded });
  });

  it("keeps what is asked next to what is ruled out", () => {
    const ask = placesInDescription("founders in Europe except the UK")!;
    expect(ask.places).toContain("DE");
    expect(ask.excluded).toEqual(["GB"]);
  });
});

describe("names that stand for more than one place", () => {
  it("reads Georgia as the country unless the description names a US place", () => {
    expect(asked("Founders in Georgia")).toEqual(["GE"]);
    expect(asked("Founders in Tbilisi, Georgia")).toEqual(["GE/tbilisi"]);
    expect(asked("Founders in Georgia, USA")).toEqual(["US-GA"]);
    expect(asked("Founders in Atlanta, Georgia")).toEqual(["US-GA/atlanta"]);
    expect(asked("Realtors in Florida or Georgia")).toEqual(["US-FL", "US-GA"]);
  });

  it("reads a city with the state or country after it", () => {
    expect(asked("Founders in Paris")).toEqual(["FR/paris"]);
    expect(asked("Founders in Paris, Texas")).toEqual(["US-TX/paris"]);
    expect(asked("Hiring in Victoria, BC")).toEqual(["CA-BC/victoria"]);
    expect(asked("Lobbyists in Washington, DC")).toEqual(["US-DC/washington-dc"]);
  });

  it("reads a city only with a place word around it", () => {
    expect(asked("Realtors in Miami")).toEqual(["US-FL/miami"]);
    expect(asked("Miami-based realtors")).toEqual(["US-FL/miami"]);
    expect(asked("Founders in Berlin or Munich")).toEqual(["DE-BE/berlin", "DE-BY/munich"]);
    expect(asked("Founders in NYC")).toEqual(["US-NY/new-york"]);
    expect(asked("Startups in São Paulo")).toEqual(["BR/sao-paulo"]);
    expect(placesInDescription("Austin Powers fans")).toBeUndefined();
  });
});

import { describe, expect, it } from "vitest";
import { placesOfProfile } from "../../../src/domain/places/index.js";

const located = (location: string) => placesOfProfile(location, "").places;

describe("the places a location field names", () => {
  it.each([
    ["Berlin", ["DE-BE/berlin"]],
    ["München, Bayern", ["DE-BY/munich"]],
    ["Muenchen", ["DE-BY/munich"]],
    ["Munich, Germany", ["DE-BY/munich"]],
    ["Köln", ["DE-NW/cologne"]],
    ["Frankfurt am Main", ["DE-HE/frankfurt"]],
    ["Düsseldorf", ["DE-NW/dusseldorf"]],
    ["Leipzig, Sachsen", ["DE-SN/leipzig"]],
    ["Stuttgart 🇩🇪", ["DE-BW/stuttgart"]],
    ["Hamburg, Deutschland", ["DE-HH/hamburg"]],
    ["Wien", ["AT/vienna"]],
    ["Graz, Österreich", ["AT/graz"]],
    ["Linz", ["AT/linz"]],
    ["Zürich / remote", ["CH/zurich"]],
    ["Genève", ["CH/geneva"]],
    ["Basel, Schweiz", ["CH/basel"]],
    ["Lausanne", ["CH/lausanne"]],
    ["Bern", ["CH/bern"]],
    ["London, UK", ["GB-ENG/london"]],
    ["Edinburgh, Scotland", ["GB-SCT/edinburgh"]],
    ["Cardiff", ["GB-WLS/cardiff"]],
    ["Belfast, Northern Ireland", ["GB-NIR/belfast"]],
    ["Dublin, Ireland", ["IE/dublin"]],
    ["Paris, France", ["FR/paris"]],
    ["Lyon", ["FR/lyon"]],
    ["Lisboa", ["PT/lisbon"]],
    ["Porto, Portugal", ["PT/porto"]],
    ["Madrid, España", ["ES/madrid"]],
    ["Barcelona 🇪🇸", ["ES/barcelona"]],
    ["Milano, Italia", ["IT/milan"]],
    ["Roma", ["IT/rome"]],
    ["Amsterdam", ["NL/amsterdam"]],
    ["Den Haag", ["NL/the-hague"]],
    ["Bruxelles", ["BE/brussels"]],
    ["København", ["DK/copenhagen"]],
    ["Stockholm, Sverige", ["SE/stockholm"]],
    ["Helsinki", ["FI/helsinki"]],
    ["Warszawa", ["PL/warsaw"]],
    ["Kraków, Polska", ["PL/krakow"]],
    ["Praha", ["CZ/prague"]],
    ["Budapest", ["HU/budapest"]],
    ["București", ["RO/bucharest"]],
    ["Київ", ["UA/kyiv"]],
    ["Kyiv, Ukraine", ["UA/kyiv"]],
    ["Москва", ["RU/moscow"]],
    ["Санкт-Петербург", ["RU/saint-petersburg"]],
    ["İstanbul", ["TR/istanbul"]],
    ["Αθήνα", ["GR/athens"]],
    ["תל אביב", ["IL/tel-aviv"]],
    ["دبي", ["AE/dubai"]],
    ["Dubai, UAE", ["AE/dubai"]],
    ["Riyadh, KSA", ["SA/riyadh"]],
    ["القاهرة", ["EG/cairo"]],
    ["Lagos, Nigeria", ["NG/lagos"]],
    ["Nairobi", ["KE/nairobi"]],
    ["Cape Town, South Africa", ["ZA/cape-town"]],
    ["Bengaluru, India", ["IN/bangalore"]],
    ["Bangalore", ["IN/bangalore"]],
    ["मुंबई", ["IN/mumbai"]],
    ["Gurgaon", ["IN/gurgaon"]],
    ["Karachi, Pakistan", ["PK/karachi"]],
    ["Dhaka", ["BD/dhaka"]],
    ["Singapore", ["SG"]],
    ["Kuala Lumpur", ["MY/kuala-lumpur"]],
    ["Jakarta", ["ID/jakarta"]],
    ["กรุงเทพมหานคร", ["TH/bangkok"]],
    ["Sài Gòn", ["VN/ho-chi-minh-city"]],
    ["Manila, Philippines", ["PH/manila"]],
    ["東京", ["JP/tokyo"]],
    ["東京都渋谷区", ["JP/tokyo"]],
    ["大阪", ["JP/osaka"]],
    ["ＴＯＫＹＯ", ["JP/tokyo"]],
    ["서울", ["KR/seoul"]],
    ["서울특별시 강남구", ["KR/seoul"]],
    ["北京", ["CN/beijing"]],
    ["上海", ["CN/shanghai"]],
    ["台北", ["TW/taipei"]],
    ["香港", ["HK"]],
    ["Sydney, Australia", ["AU-NSW/sydney"]],
    ["Melbourne, VIC", ["AU-VIC/melbourne"]],
    ["Auckland, New Zealand", ["NZ/auckland"]],
    ["Toronto, Canada", ["CA-ON/toronto"]],
    ["Montréal, QC", ["CA-QC/montreal"]],
    ["Vancouver, BC", ["CA-BC/vancouver"]],
    ["São Paulo", ["BR/sao-paulo"]],
    ["Rio de Janeiro, Brasil", ["BR/rio-de-janeiro"]],
    ["Floripa", ["BR/florianopolis"]],
    ["CDMX", ["MX/mexico-city"]],
    ["Ciudad de México", ["MX/mexico-city"]],
    ["Buenos Aires, Argentina", ["AR/buenos-aires"]],
    ["Bogotá, Colombia", ["CO/bogota"]],
    ["Medellín", ["CO/medellin"]],
    ["Lima, Perú", ["PE/lima"]],
    ["Santiago de Chile", ["CL/santiago"]],
    ["San Francisco, CA", ["US-CA/san-francisco"]],
    ["SF", ["US-CA/san-francisco"]],
    ["Bay Area", ["US-CA"]],
    ["NYC", ["US-NY/new-york"]],
    ["New York, NY", ["US-NY/new-york"]],
    ["Brooklyn, NY", ["US-NY/new-york"]],
    ["Austin, TX", ["US-TX/austin"]],
    ["ATX", ["US-TX/austin"]],
    ["Los Angeles, CA", ["US-CA/los-angeles"]],
    ["Chicago, IL", ["US-IL/chicago"]],
    ["Seattle, WA", ["US-WA/seattle"]],
    ["Washington, D.C.", ["US-DC/washington-dc"]],
    ["Boston, MA", ["US-MA/boston"]],
    ["St. Louis, MO", ["US-MO/st-louis"]],
    ["New Orleans, LA", ["US-LA/new-orleans"]],
    ["Texas", ["US-TX"]],
    ["Florida, USA", ["US-FL"]],
    ["Smalltown, TX", ["US-TX"]],
    ["TX", ["US-TX"]],
    ["USA", ["US"]],
    ["United States", ["US"]],
    ["Remote (US)", ["US"]],
    ["Deutschland", ["DE"]],
    ["🇩🇪", ["DE"]],
    ["🏴󠁧󠁢󠁳󠁣󠁴󠁿", ["GB-SCT"]],
    ["Europe", ["@europe"]],
    ["EMEA", ["@emea"]],
    ["𝐁𝐞𝐫𝐥𝐢𝐧", ["DE-BE/berlin"]],
  ])("%s", (location, places) => {
    expect(located(location)).toEqual(places);
  });

  it("reads every place of a profile that names several", () => {
    expect(located("Berlin & SF")).toEqual(["DE-BE/berlin", "US-CA/san-francisco"]);
    expect(located("NYC | London")).toEqual(["US-NY/new-york", "GB-ENG/london"]);
    expect(located("🇧🇷 → 🇵🇹")).toEqual(["BR", "PT"]);
    expect(located("Lisbon / Berlin / Remote")).toEqual(["PT/lisbon", "DE-BE/berlin"]);
  });

  it("keeps the most specific of places that lie inside each other", () => {
    expect(located("Berlin 🇩🇪")).toEqual(["DE-BE/berlin"]);
    expect(located("Munich, Bavaria, Germany, Europe")).toEqual(["DE-BY/munich"]);
  });

  it("says which words it read", () => {
    expect(placesOfProfile("München, Bayern 🇩🇪", "")).toEqual({ places: ["DE-BY/munich"], source: "location", words: ["München, Bayern", "🇩🇪"] });
  });

  it.each(["Remote", "Earth", "worldwide", "🌍", "Internet", "Everywhere", "she/her", "In your heart", "Metaverse", "Web3", "", "Building @acme | DMs open"])(
    "reads no place in %j",
    (location) => {
      expect(placesOfProfile(location, "")).toEqual({ places: [], source: undefined, words: [] });
    },
  );
});

describe("names that stand for several places", () => {
  it.each([
    ["Paris", ["FR/paris"]],
    ["Paris, TX", ["US-TX/paris"]],
    ["Paris, Texas", ["US-TX/paris"]],
    ["London", ["GB-ENG/london"]],
    ["London, Ontario", ["CA-ON/london"]],
    ["London, ON", ["CA-ON/london"]],
    ["Cambridge", ["GB-ENG/cambridge"]],
    ["Cambridge, MA", ["US-MA/cambridge"]],
    ["Portland", ["US-OR/portland"]],
    ["Portland, Maine", ["US-ME/portland"]],
    ["Valencia", ["ES/valencia"]],
    ["Valencia, Venezuela", ["VE/valencia"]],
    ["Córdoba", ["AR/cordoba"]],
    ["Córdoba, España", ["ES/cordoba"]],
    ["Santiago", ["CL/santiago"]],
    ["San Jose", ["US-CA/san-jose"]],
    ["San José, Costa Rica", ["CR/san-jose"]],
    ["Birmingham", ["GB-ENG/birmingham"]],
    ["Birmingham, AL", ["US-AL/birmingham"]],
    ["Georgia", ["US-GA"]],
    ["Tbilisi, Georgia", ["GE/tbilisi"]],
    ["Atlanta, Georgia", ["US-GA/atlanta"]],
    ["Victoria", ["AU-VIC"]],
    ["Victoria, BC", ["CA-BC/victoria"]],
    ["Perth", ["AU-WA/perth"]],
    ["Perth, Scotland", ["GB-SCT/perth"]],
    ["Washington", ["US-WA"]],
    ["DC", ["US-DC/washington-dc"]],
    ["LA", ["US-CA/los-angeles"]],
    ["Toronto, USA", ["US"]],
  ])("%s", (location, places) => {
    expect(located(location)).toEqual(places);
  });

  it("reads a two-letter code as a US state after a comma, and an ambiguous one alone as nothing", () => {
    expect(located("Berlin, DE")).toEqual(["DE-BE/berlin"]);
    expect(located("Milano, IT")).toEqual(["IT/milan"]);
    expect(located("Smalltown, DE")).toEqual(["US-DE"]);
    expect(located("DE")).toEqual([]);
    expect(located("CA")).toEqual([]);
    expect(located("Curitiba, PR")).toEqual(["BR/curitiba"]);
    expect(located("de la casa")).toEqual([]);
  });
});

describe("the places a bio names", () => {
  it.each([
    ["Engineer based in Lisbon. Coffee.", ["PT/lisbon"]],
    ["📍Berlin | dad of two", ["DE-BE/berlin"]],
    ["📍 Austin, TX", ["US-TX/austin"]],
    ["Munich-based designer", ["DE-BY/munich"]],
    ["NYC based photographer", ["US-NY/new-york"]],
    ["Founder 🇩🇪", ["DE"]],
    ["based in Austin, TX & NYC", ["US-TX/austin", "US-NY/new-york"]],
    ["Living in Tokyo", ["JP/tokyo"]],
    ["Moro em São Paulo", ["BR/sao-paulo"]],
    ["Morando no Rio", ["BR/rio-de-janeiro"]],
    ["Desde Buenos Aires", ["AR/buenos-aires"]],
    ["Radicado en Madrid", ["ES/madrid"]],
    ["J'habite à Lyon", ["FR/lyon"]],
    ["Basée à Paris", ["FR/paris"]],
    ["Ich lebe in Hamburg", ["DE-HH/hamburg"]],
    ["Wohnhaft in Wien", ["AT/vienna"]],
    ["Vivo a Milano", ["IT/milan"]],
    ["Woon in Utrecht", ["NL/utrecht"]],
  ])("%s", (bio, places) => {
    expect(placesOfProfile(undefined, bio)).toMatchObject({ places, source: "bio" });
  });

  it.each([
    "Love Paris and London",
    "Java dev",
    "Stand with Ukraine 🇺🇦",
    "🇪🇺 federalist",
    "Writing about China and India",
    "Ex-Google. Investing in Brazil.",
    "Texas Instruments alum",
  ])("reads no place in %j", (bio) => {
    expect(placesOfProfile(undefined, bio).places).toEqual([]);
  });

  it("reads no place inside a longer katakana word: 'タイ' in 'パーソナルスタイリスト'", () => {
    expect(located("パーソナルスタイリスト")).toEqual([]);
    expect(located("タイ在住")).toEqual(["TH"]);
    expect(located("タイ・バンコク")).toEqual(["TH/bangkok"]);
  });

  it("reads the bio only when the location names no place", () => {
    expect(placesOfProfile("Berlin", "based in Lisbon")).toMatchObject({ places: ["DE-BE/berlin"], source: "location" });
    expect(placesOfProfile("Remote", "based in Lisbon")).toMatchObject({ places: ["PT/lisbon"], source: "bio" });
    expect(placesOfProfile(undefined, "Founder")).toEqual({ places: [], source: undefined, words: [] });
  });
});

import { describe, expect, it } from "vitest";
import { classify, compileSegment } from "../../src/domain/classifier/index.js";
import { matchLabel, taxonomy, withAncestors } from "../../src/domain/taxonomy/taxonomy.js";
import { makeProfile, makeSegment, NOW } from "./classifier/make-profile.js";
import { labelsIn } from "./taxonomy-reading.js";

describe("occupations beyond B2B tech", () => {
  it("are matched by name and by the ways bios write them, in several languages", () => {
    const roles: [string, string][] = [
      ["restaurateur", "Restaurant Owner"],
      ["dueña de restaurante", "Restaurant Owner"],
      ["Executive Chef", "Head Chef"],
      ["küchenchef", "Head Chef"],
      ["sous-chef", "Sous Chef"],
      ["pâtissière", "Pastry Chef"],
      ["panadero", "Baker"],
      ["バリスタ", "Barista"],
      ["sommelière", "Sommelier"],
      ["Electrician", "Electrician"],
      ["elektriker", "Electrician"],
      ["encanador", "Plumber"],
      ["HVAC tech", "HVAC Technician"],
      ["soudeur", "Welder"],
      ["agricultor", "Farmer"],
      ["çiftçi", "Farmer"],
      ["winzer", "Winemaker"],
      ["bombeiro", "Firefighter"],
      ["EMT", "Emergency Medical Technician"],
      ["politieagent", "Police Officer"],
      ["army veteran", "Military Veteran"],
      ["trabajadora social", "Social Worker"],
      ["sage-femme", "Midwife"],
      ["physiotherapeutin", "Physiotherapist"],
      ["nurse practitioner", "Nurse Practitioner"],
      ["CNA", "Nursing Assistant"],
      ["Kinderärztin", "Pediatrician"],
      ["headteacher", "School Principal"],
      ["postdoctoral fellow", "Postdoc"],
      ["ökologin", "Ecologist"],
      ["HR director", "Head of People"],
      ["chief sustainability officer", "Head of Sustainability"],
      ["notaire", "Notary"],
      ["barrister", "Lawyer"],
      ["lorry driver", "Truck Driver"],
      ["pramugari", "Flight Attendant"],
      ["regisseur", "Filmmaker"],
      ["声優", "Voice Actor"],
      ["tatuadora", "Tattoo Artist"],
      ["wedding planner", "Wedding Planner"],
      ["pendeta", "Pastor"],
      ["level designer", "Game Designer"],
      ["technical artist", "Technical Artist"],
    ];
    for (const [text, label] of roles) expect(matchLabel("job_role", text), text).toBe(label);
    const industries: [string, string][] = [
      ["restaurants", "Restaurants"],
      ["energías renovables", "Renewable Energy"],
      ["offshore wind", "Wind Energy"],
      ["photovoltaik", "Solar"],
      ["EV charging", "Electric Vehicles"],
      ["oil & gas", "Oil & Gas"],
      ["public sector", "Government"],
      ["law enforcement", "Public Safety"],
      ["aged care", "Elder Care"],
      ["k-12", "K-12 Education"],
      ["academia", "Higher Education"],
      ["uitgeverij", "Publishing"],
      ["aviação", "Aviation"],
    ];
    for (const [text, label] of industries) expect(matchLabel("industry", text), text).toBe(label);
  });

  it("are read from bios, with the industries they work in", () => {
    expect(labelsIn("Licensed electrician and dad of 3")).toEqual(expect.arrayContaining(["job_role:Electrician", "industry:Construction Trades"]));
    expect(labelsIn("Head chef at Nopa")).toEqual(expect.arrayContaining(["job_role:Head Chef", "industry:Food & Beverage"]));
    expect(labelsIn("Enfermera en la UCI del Hospital La Paz")).toEqual(expect.arrayContaining(["job_role:Nurse", "industry:Healthcare"]));
    expect(labelsIn("Bombeiro militar e pai")).toEqual(expect.arrayContaining(["job_role:Firefighter", "industry:Public Safety"]));
    expect(labelsIn("看護師5年目")).toContain("job_role:Nurse");
    expect(labelsIn("Climate scientist")).toEqual(expect.arrayContaining(["job_role:Climate Scientist", "industry:Climate Tech"]));
  });

  it("are not read from ordinary words", () => {
    const none = (bio: string, ...labels: string[]) => {
      const found = labelsIn(bio);
      for (const label of labels) expect(found, bio).not.toContain(label);
    };
    none("I cook dinner for my kids", "job_role:Chef", "job_role:Line Cook");
    none("Let him cook", "job_role:Chef", "job_role:Line Cook");
    none("Vet of three startups", "job_role:Veterinarian");
    none("20-year SaaS veteran", "job_role:Military Veteran");
    none("Principal at Accel", "job_role:School Principal");
    none("Hackathon judge. Software engineer", "job_role:Judge");
    none("Monk mode. Founder @acme", "industry:Religion", "industry:Fashion");
    none("Researcher at Institut Pasteur", "job_role:Pastor");
    none("Tracking threat actors at Mandiant", "job_role:Actor");
    none("Data mining and bitcoin mining", "industry:Mining");
    none("utility token maximalist", "industry:Utilities");
    none("Dad of 2, daycare runs, engineer at Shopify", "industry:Childcare Services");
    none("Game mechanics nerd", "job_role:Auto Mechanic");
  });

  it("keep a form that moved to a narrower label under the label it came from", () => {
    expect(withAncestors("job_role", "Head Chef")).toContain("Chef");
    expect(withAncestors("job_role", "Surgeon")).toContain("Doctor");
    expect(withAncestors("job_role", "Nurse Practitioner")).toContain("Nurse");
    expect(withAncestors("job_role", "Music Producer")).toContain("Musician");
    expect(withAncestors("industry", "Restaurants")).toEqual(expect.arrayContaining(["Hospitality", "Food & Beverage"]));
    expect(withAncestors("industry", "Solar")).toEqual(expect.arrayContaining(["Renewable Energy", "Energy", "Climate Tech"]));
    expect(withAncestors("industry", "Electric Vehicles")).toEqual(expect.arrayContaining(["Automotive", "Mobility", "Climate Tech"]));
    expect(withAncestors("industry", "Aviation")).toEqual(expect.arrayContaining(["Transportation", "Aerospace"]));
    expect(withAncestors("industry", "Sustainability")).toContain("Climate Tech");
    expect(withAncestors("industry", "Higher Education")).toContain("Education");
    expect(withAncestors("industry", "Film & TV")).toContain("Entertainment");
    expect(withAncestors("industry", "Publishing")).toContain("Media");
  });

  it("let a description-only segment find them", () => {
    const segment = compileSegment(makeSegment({ description: "Electricians, plumbers and HVAC technicians" }));
    const outcome = (bio: string) => classify(makeProfile({ bio }), segment, { now: NOW }).outcome;
    expect(outcome("Master plumber, 20 yrs. Family business in Ohio")).toBe("high");
    expect(outcome("Electricista matriculado en Córdoba")).toBe("high");
    expect(outcome("Software engineer at Stripe")).toBe("none");
  });
});

describe("the label tables' cross-references", () => {
  it("name only labels of the tables as a role's industries and a skill's roles and industries", () => {
    const names = (category: string) => new Set(taxonomy().find((t) => t.category === category)!.labels.map((l) => l.name));
    const roles = names("job_role");
    const industries = names("industry");
    for (const { category, labels } of taxonomy()) {
      for (const { name, industries: implied = [], roles: tools = [], related = [] } of labels) {
        for (const industry of implied) expect(industries.has(industry), `${category}: ${name} works in unknown ${industry}`).toBe(true);
        for (const role of tools) expect(roles.has(role), `${category}: ${name} is the tool of unknown ${role}`).toBe(true);
        for (const next of related) expect(names(category).has(next), `${category}: ${name} is next to unknown ${next}`).toBe(true);
      }
    }
  });
});

describe("hours are not HR", () => {
  it("reads 'hr' after a number as hours", () => {
    expect(labelsIn("Farmer, harvest season = 20 hr days")).not.toContain("industry:Recruiting/HR Tech");
    expect(labelsIn("Head of HR at a logistics firm")).toContain("job_role:Head of People");
  });
});

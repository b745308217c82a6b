import { describe, expect, it } from "vitest";
import { GAPS_EU } from "../../src/domain/taxonomy/languages/gaps-eu.js";
import { matchLabel } from "../../src/domain/taxonomy/taxonomy.js";
import { expectRoles, rolesIn } from "./taxonomy-reading.js";

describe("the taxonomy's gaps in Spanish, Portuguese, French, Italian, German, Dutch, Polish and Swedish", () => {
  it("give every added form its own label", () => {
    for (const category of ["job_role", "industry"] as const) {
      for (const [label, forms] of Object.entries(GAPS_EU[category])) {
        for (const form of forms) expect(matchLabel(category, form), form).toBe(label);
      }
    }
  });

  it("name the role in each language, masculine and feminine", () => {
    expectRoles([
      // Spanish
      ["ingeniera de plataforma", "Platform Engineer"],
      ["arquitecta de software", "Software Architect"],
      ["abogada laboralista", "Employment Lawyer"],
      ["visitadora médica", "Medical Sales Representative"],
      ["reclutadora", "Recruiter"],
      ["técnico de nóminas", "Payroll Specialist"],
      ["enfermera de quirófano", "Nurse"],
      ["productora musical", "Music Producer"],
      ["adiestradora canina", "Dog Trainer"],
      ["agente inmobiliaria", "Real Estate Agent"],
      // Portuguese
      ["gestora de tráfego", "Performance Marketer"],
      ["corretora de imóveis", "Real Estate Agent"],
      ["engenheira civil", "Civil Engineer"],
      ["nutricionista esportiva", "Dietitian"],
      ["cabeleireira", "Hairdresser"],
      ["caminhoneiro", "Truck Driver"],
      ["tabeliã", "Notary"],
      // French
      ["chargée de prospection", "Sales Development Representative"],
      ["gestionnaire de paie", "Payroll Specialist"],
      ["expert-comptable", "Accountant"],
      ["conductrice de travaux", "Construction Manager"],
      ["sage-femme libérale", "Midwife"],
      ["ergothérapeute", "Occupational Therapist"],
      ["maraîchère", "Farmer"],
      ["aiguilleur du ciel", "Air Traffic Controller"],
      ["toiletteuse", "Pet Care Worker"],
      // Italian
      ["informatore scientifico del farmaco", "Medical Sales Representative"],
      ["commercialista", "Accountant"],
      ["ingegnere gestionale", "Industrial Engineer"],
      ["fisioterapista sportiva", "Physiotherapist"],
      ["magazziniere", "Warehouse Worker"],
      ["vigile del fuoco", "Firefighter"],
      ["amministratore di condominio", "Property Manager"],
      ["parrucchiera", "Hairdresser"],
      // German
      ["Softwarearchitektin", "Software Architect"],
      ["Vertriebsleiterin", "Head of Sales"],
      ["Werbetexterin", "Copywriter"],
      ["Fachanwalt für Arbeitsrecht", "Employment Lawyer"],
      ["Steuerexpertin", "Tax Advisor"],
      ["Bauleiterin", "Construction Manager"],
      ["Hochzeitsfotografin", "Photographer"],
      ["Erzieherin in der Kita", "Early Childhood Educator"],
      ["Notfallsanitäterin", "Paramedic"],
      ["Zerspanungsmechaniker", "Machinist"],
      // Dutch
      ["klantenservicemedewerker", "Customer Support Specialist"],
      ["hypotheekadviseur", "Mortgage Broker"],
      ["wijkverpleegkundige", "Nurse"],
      ["meubelmaker", "Carpenter"],
      ["vrachtwagenchauffeur", "Truck Driver"],
      ["magazijnmedewerker", "Warehouse Worker"],
      ["wethouder", "Politician"],
      // Polish
      ["przedstawicielka medyczna", "Medical Sales Representative"],
      ["programistka python", "Software Engineer"],
      ["radca prawny", "Lawyer"],
      ["tłumaczka przysięgła", "Translator"],
      ["fizjoterapeutka", "Physiotherapist"],
      ["kierowniczka budowy", "Construction Manager"],
      ["pielęgniarka", "Nurse"],
      ["kierowca ciężarówki", "Truck Driver"],
      ["nauczycielka angielskiego", "Teacher"],
      // Swedish
      ["bibliotekarie på folkbiblioteket", "Librarian"],
      ["sjuksköterska", "Nurse"],
      ["fastighetsmäklare", "Real Estate Agent"],
      ["förskollärare", "Early Childhood Educator"],
      ["redovisningskonsult", "Accountant"],
      ["lastbilschaufför", "Truck Driver"],
      ["undersköterska", "Nursing Assistant"],
      ["auktoriserad översättare", "Translator"],
    ]);
  });

  it("name the industries bios name in these languages", () => {
    expect(matchLabel("industry", "agencja marketingowa")).toBe("Marketing Agency");
    expect(matchLabel("industry", "äldreomsorgen")).toBe("Elder Care");
    expect(matchLabel("industry", "halfgeleiders")).toBe("Semiconductors");
    expect(matchLabel("industry", "industria farmacéutica")).toBe("Pharma");
  });

  it("are read in realistic bios", () => {
    const bios: [string, string][] = [
      ["Productora y mezcladora en Madrid 🎧 | Productora musical independiente", "Music Producer"],
      ["Visitadora médica en Lima. Mamá de dos 💙", "Medical Sales Representative"],
      ["Abogada laboralista | Derechos de los trabajadores | Sevilla", "Employment Lawyer"],
      ["Gestora de tráfego pago para e-commerce 🚀 Meta Ads e Google Ads", "Performance Marketer"],
      ["Corretora de imóveis em Floripa 🏡 CRECI ativo", "Real Estate Agent"],
      ["Chargée de recrutement tech chez une scale-up parisienne", "Recruiter"],
      ["Conductrice de travaux dans le BTP, Lyon 🏗️", "Construction Manager"],
      ["Informatore scientifico del farmaco, Milano. Juventino.", "Medical Sales Representative"],
      ["Commercialista e revisore legale a Torino", "Accountant"],
      ["Softwarearchitektin bei einem Mittelständler in Stuttgart. Kaffee & Kotlin.", "Software Architect"],
      ["Fachanwalt für Arbeitsrecht in Köln ⚖️", "Employment Lawyer"],
      ["Wijkverpleegkundige in Utrecht, moeder van drie", "Nurse"],
      ["Hypotheekadviseur bij een onafhankelijk kantoor in Eindhoven", "Mortgage Broker"],
      ["Przedstawiciel medyczny | Kraków | bieganie i góry", "Medical Sales Representative"],
      ["Tłumaczka przysięgła języka niemieckiego. Warszawa.", "Translator"],
      ["Bibliotekarie på folkbiblioteket i Umeå 📚", "Librarian"],
      ["Fastighetsmäklare i Göteborg. Pappa, seglare.", "Real Estate Agent"],
      ["Redovisningskonsult med egen byrå i Malmö", "Accountant"],
    ];
    for (const [bio, role] of bios) expect(rolesIn(bio), bio).toContain(role);
  });

  it("leave out words that name other things", () => {
    expect(rolesIn("Tesorero del club de fútbol del barrio")).not.toContain("Treasury Manager");
    expect(rolesIn("Romance policial e café ☕")).not.toContain("Police Officer");
    expect(rolesIn("Kita bisa! Mecenas de la cultura local")).toEqual([]);
    expect(rolesIn("Mitgründer und CEO von Acme")).toContain("CEO");
    for (const word of ["tesorero", "trésorier", "policial", "autista", "salvavidas", "kita", "mecenas", "dottoressa", "religiosa", "manicura", "copilote", "vakman"]) {
      expect(matchLabel("job_role", word), word).toBeUndefined();
    }
  });
});

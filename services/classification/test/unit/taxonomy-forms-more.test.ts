import { describe, expect, it } from "vitest";
import { CREDENTIALS } from "../../src/domain/taxonomy/languages/credentials.js";
import { DE_NL_MORE } from "../../src/domain/taxonomy/languages/de-nl-more.js";
import { ES_PT_FR_IT_MORE } from "../../src/domain/taxonomy/languages/es-pt-fr-it-more.js";
import { JA_KO_ZH_MORE } from "../../src/domain/taxonomy/languages/ja-ko-zh-more.js";
import { expectRoles, rolesIn } from "./taxonomy-reading.js";

describe("credentials and post-nominals", () => {
  it("name the role they license", () => {
    expectRoles([
      ["PsyD", "Psychologist"],
      ["CPsychol", "Psychologist"],
      ["상담심리사", "Psychologist"],
      ["LMHC", "Counselor"],
      ["MBACP", "Counselor"],
      ["LICSW", "Social Worker"],
      ["QFA", "Financial Advisor"],
      ["ChFC", "Financial Advisor"],
      ["CFRE", "Fundraiser"],
      ["FCCA", "Accountant"],
      ["FCAS", "Actuary"],
      ["Esq.", "Lawyer"],
      ["MRCGP", "General Practitioner"],
      ["FRCS", "Surgeon"],
      ["MRCPsych", "Psychiatrist"],
      ["FNP-BC", "Nurse Practitioner"],
      ["RGN", "Nurse"],
      ["RDH", "Dental Hygienist"],
      ["MRCVS", "Veterinarian"],
      ["CISSP", "Security Engineer"],
      ["OSCP", "Penetration Tester"],
      ["CCNP", "Network Engineer"],
      ["SHRM-SCP", "HR Professional"],
      ["MCIPS", "Procurement Manager"],
      ["MRICS", "Surveyor"],
      ["AICP", "Urban Planner"],
      ["MIStructE", "Civil Engineer"],
      ["CEng MIMechE", "Mechanical Engineer"],
      ["RIBA", "Architect"],
      ["NCIDQ", "Interior Designer"],
      ["CRECI", "Real Estate Agent"],
      ["NMLS", "Mortgage Broker"],
      ["MCIL", "Translator"],
      ["tradutora juramentada", "Translator"],
      ["Fachanwältin für Familienrecht", "Lawyer"],
    ]);
  });

  it("read from bios written with them", () => {
    const bios: [string, string][] = [
      ["Jane Smith, PsyD | trauma & anxiety | Chicago", "Psychologist"],
      ["LMHC in private practice, NYC. Views my own", "Counselor"],
      ["Dublin based QFA helping families plan", "Financial Advisor"],
      ["MRICS | building surveys across Kent", "Surveyor"],
      ["OSCP, OSWE. Breaking things for a living", "Penetration Tester"],
      ["CFRE. 15 years raising money for children's hospitals", "Fundraiser"],
    ];
    for (const [bio, role] of bios) expect(rolesIn(bio), bio).toContain(role);
  });

  it("leave out degrees and abbreviations that are other words", () => {
    for (const form of ["MPharm", "MBBS", "MSW", "PGCE", "MICE", "IDE", "OTR", "CVT", "preside", "analist", "constructeur"]) {
      expect(Object.values(CREDENTIALS.job_role).flat().includes(form), form).toBe(false);
    }
  });
});

describe("more German and Dutch forms", () => {
  it("name the role in its feminine, master-craft and compound forms", () => {
    expectRoles([
      ["Friseurmeisterin", "Hairdresser"],
      ["Steuerberaterin", "Accountant"],
      ["Schriftsteller", "Author"],
      ["Tischlermeister", "Carpenter"],
      ["Elektromeisterin", "Electrician"],
      ["Kfz-Mechatronikerin", "Auto Mechanic"],
      ["Anlagenmechaniker SHK", "Plumber"],
      ["Bauleiterin", "Construction Manager"],
      ["Softwareentwicklerin", "Software Engineer"],
      ["Fachinformatikerin für Anwendungsentwicklung", "Software Engineer"],
      ["Hebamme", "Midwife"],
      ["Physiotherapeutin", "Physiotherapist"],
      ["Tierärztin", "Veterinarian"],
      ["Rechtsanwältin", "Lawyer"],
      ["Staatsanwältin", "Prosecutor"],
      ["Bundestagsabgeordnete", "Politician"],
      ["Yogalehrerin", "Yoga Instructor"],
      ["Konditormeisterin", "Pastry Chef"],
      ["Goldschmiedin", "Jeweler"],
      ["wijkverpleegkundige", "Nurse"],
      ["huisarts", "General Practitioner"],
      ["kinderboekenschrijfster", "Author"],
      ["hovenier", "Landscaper"],
      ["makelaar o.g.", "Real Estate Agent"],
      ["tandartsassistente", "Dental Assistant"],
      ["meesterbakker", "Baker"],
    ]);
  });

  it("read from bios", () => {
    const bios: [string, string][] = [
      ["Friseurmeisterin mit eigenem Salon in Köln ✂️", "Hairdresser"],
      ["Schriftstellerin. Krimis aus dem Allgäu", "Author"],
      ["Steuerberaterin aus Leidenschaft | Hamburg", "Accountant"],
      ["Zimmermeister in dritter Generation 🪵", "Carpenter"],
      ["Wijkverpleegkundige in Utrecht, moeder van twee", "Nurse"],
    ];
    for (const [bio, role] of bios) expect(rolesIn(bio), bio).toContain(role);
  });

  it("leave out surnames and words with an everyday second meaning", () => {
    const forms = Object.values(DE_NL_MORE.job_role).flat();
    for (const form of ["Friseur", "Juwelier", "Model", "Referent", "Richter", "Maurer", "Veteran", "bakker", "controller", "operator", "Aufsichtsrat"]) {
      expect(forms.includes(form), form).toBe(false);
    }
    expect(rolesIn("20 Jahre Veteran der Branche")).not.toContain("Military Veteran");
  });
});

describe("more Spanish, Portuguese, French and Italian forms", () => {
  it("name the role in both genders and as '<field> <role>'", () => {
    expectRoles([
      ["ingeniera de datos", "Data Engineer"],
      ["desenvolvedora front-end", "Frontend Engineer"],
      ["développeuse web", "Web Developer"],
      ["abogado laboralista", "Employment Lawyer"],
      ["advogada trabalhista", "Employment Lawyer"],
      ["professora de inglês", "Teacher"],
      ["enseignante-chercheuse", "Professor"],
      ["doutoranda", "Doctoral Student"],
      ["bióloga marina", "Marine Biologist"],
      ["gerocultora", "Caregiver"],
      ["kinesióloga", "Physiotherapist"],
      ["conducteur de travaux", "Construction Manager"],
      ["mecânico automotivo", "Auto Mechanic"],
      ["caminhoneira", "Truck Driver"],
      ["apicultora", "Beekeeper"],
      ["vereadora", "Politician"],
      ["sapeuse-pompière", "Firefighter"],
      ["pasticcera", "Pastry Chef"],
      ["tatoueuse", "Tattoo Artist"],
      ["adiestradora canina", "Dog Trainer"],
    ]);
  });

  it("read from bios", () => {
    const bios: [string, string][] = [
      ["Ingeniera de datos en Madrid | Spark y café", "Data Engineer"],
      ["Advogada trabalhista há 12 anos 📚 São Paulo", "Employment Lawyer"],
      ["Conducteur de travaux, BTP, Lyon", "Construction Manager"],
      ["Pasticcera per passione e professione 🍰", "Pastry Chef"],
    ];
    for (const [bio, role] of bios) expect(rolesIn(bio), bio).toContain(role);
  });

  it("leave out adjectives and words with another meaning", () => {
    const forms = Object.values(ES_PT_FR_IT_MORE.job_role).flat();
    for (const form of ["serveur", "policier", "correspondant", "copiloto", "universitário", "juge", "aduanero", "autista", "maestra"]) {
      expect(forms.includes(form), form).toBe(false);
    }
  });
});

describe("more Japanese, Korean and Chinese forms", () => {
  it("name the role", () => {
    expectRoles([
      ["弁理士", "Patent Attorney"],
      ["中小企業診断士", "Consultant"],
      ["社会保険労務士", "HR Professional"],
      ["気象予報士", "Meteorologist"],
      ["회계사", "Accountant"],
      ["변리사", "Patent Attorney"],
      ["박사후연구원", "Postdoc"],
      ["會計師", "Accountant"],
      ["联合创始人", "Co-founder"],
      ["前端工程师", "Frontend Engineer"],
      ["数据分析师", "Data Analyst"],
      ["民警", "Police Officer"],
    ]);
  });

  it("read from bios", () => {
    const bios: [string, string][] = [
      ["東京の弁理士です。特許と商標", "Patent Attorney"],
      ["서울에서 일하는 회계사입니다", "Accountant"],
      ["杭州 前端工程师 | React", "Frontend Engineer"],
      ["美食博主｜上海", "Content Creator"],
    ];
    for (const [bio, role] of bios) expect(rolesIn(bio), bio).toContain(role);
  });

  it("find no role inside common words", () => {
    const forms = Object.values(JA_KO_ZH_MORE.job_role).flat();
    for (const form of ["博主", "司机", "农民", "会计", "机长", "大工", "議員", "市議", "老师"]) expect(forms.includes(form), form).toBe(false);
  });
});

describe("more Turkish and Indonesian forms", () => {
  it("name the role", () => {
    expectRoles([
      ["ceza avukatı", "Lawyer"],
      ["İngilizce öğretmeni", "Teacher"],
      ["veri bilimci", "Data Scientist"],
      ["şantiye şefi", "Construction Manager"],
      ["tır şoförü", "Truck Driver"],
      ["kuyumcu", "Jeweler"],
      ["milletvekili", "Politician"],
      ["akuntan publik", "Accountant"],
      ["guru matematika", "Teacher"],
      ["tukang las", "Welder"],
      ["driver ojol", "Taxi Driver"],
      ["kreator konten", "Content Creator"],
    ]);
  });

  it("read from bios", () => {
    const bios: [string, string][] = [
      ["İstanbul'da ceza avukatı ⚖️", "Lawyer"],
      ["Veri bilimci | Ankara | Python", "Data Scientist"],
      ["Guru matematika di Bandung, suka kopi", "Teacher"],
      ["Akuntan publik & ibu dua anak", "Accountant"],
    ];
    for (const [bio, role] of bios) expect(rolesIn(bio), bio).toContain(role);
  });
});

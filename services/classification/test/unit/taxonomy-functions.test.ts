import { describe, expect, it } from "vitest";
import { classify, compileSegment } from "../../src/domain/classifier/index.js";
import { matchLabel, withAncestors } from "../../src/domain/taxonomy/taxonomy.js";
import { makeProfile, makeSegment, NOW } from "./classifier/make-profile.js";
import { labelsIn } from "./taxonomy-reading.js";

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

describe("supply chain, operations, people and finance", () => {
  it("name their people by seniority in the languages bios come in", () => {
    const roles: [string, string][] = [
      ["jefa de logística", "Supply Chain Manager"],
      ["Logistikleiterin", "Head of Supply Chain"],
      ["responsable logistique", "Supply Chain Manager"],
      ["Fleetmanager", "Fleet Manager"],
      ["despachante aduaneiro", "Customs Broker"],
      ["jefe de operaciones", "Operations Manager"],
      ["direttore operativo", "COO"],
      ["gestionnaire de paie", "Payroll Specialist"],
      ["Lohnbuchhalterin", "Payroll Specialist"],
      ["contrôleur de gestion", "Finance Manager"],
      ["kaufmännische Leiterin", "Finance Manager"],
      ["Bilanzbuchhalterin", "Accountant"],
      ["mali müşavir", "Accountant"],
      ["経理担当", "Accountant"],
      ["head of treasury", "Treasury Manager"],
      ["auditora interna", "Internal Auditor"],
      ["insan kaynakları uzmanı", "HR Professional"],
    ];
    for (const [text, label] of roles) expect(matchLabel("job_role", text), text).toBe(label);
    expect(withAncestors("job_role", "Payroll Specialist")).toContain("HR Professional");
    expect(labelsIn("Port operations planner, container terminal @ Jebel Ali")).toContain("industry:Logistics");
  });

  it("do not read them from ordinary words", () => {
    none("Treasurer of my kids' PTA. Nurse", "job_role:Treasury Manager");
    none("会社の経営理念を語る社長", "job_role:Accountant");
    none("总经理，喜欢跑步", "job_role:Accountant");
  });
});

describe("customers, sales, marketing, legal, IT, quality, facilities, administration and R&D", () => {
  it("name their people by seniority in the languages bios come in", () => {
    const roles: [string, string][] = [
      ["conseillère clientèle", "Customer Support Specialist"],
      ["Leiterin Kundenservice", "Customer Support Manager"],
      ["asesora comercial", "Sales Representative"],
      ["営業担当", "Sales Representative"],
      ["Leiter Vertrieb", "Head of Sales"],
      ["satış müdürü", "Sales Manager"],
      ["responsabile marketing", "Marketing Manager"],
      ["hoofd marketing", "Head of Marketing"],
      ["Pressesprecherin", "PR Manager"],
      ["attachée de presse", "PR Manager"],
      ["juriste d'entreprise", "Lawyer"],
      ["directrice juridique", "General Counsel"],
      ["Datenschutzbeauftragte", "Compliance Officer"],
      ["IT-Leiter", "IT Manager"],
      ["jefe de sistemas", "IT Manager"],
      ["responsable qualité", "Quality Manager"],
      ["ingeniera de calidad", "Quality Engineer"],
      ["supplier quality engineer", "Supplier Quality Engineer"],
      ["facility manager", "Facilities Manager"],
      ["office manager", "Office Manager"],
      ["auxiliar administrativa", "Administrative Assistant"],
      ["Leiter F&E", "R&D Manager"],
      ["Entwicklungsingenieurin", "R&D Engineer"],
    ];
    for (const [text, label] of roles) expect(matchLabel("job_role", text), text).toBe(label);
    for (const [narrow, broad] of [["Office Manager", "Executive Assistant"], ["Administrative Assistant", "Executive Assistant"], ["Facilities Manager", "Property Manager"], ["Customer Support Manager", "Customer Support Specialist"]]) {
      expect(withAncestors("job_role", narrow)).toContain(broad);
    }
    expect(labelsIn("R&D and quality at a medical devices maker")).toContain("skill:Research and Development");
  });

  it("do not read them from ordinary words", () => {
    none("Talent agency 事務所 所属のタレント", "job_role:Administrative Assistant");
    none("Quality time with my kids. Product designer", "job_role:Quality Manager", "job_role:Quality Engineer");
    none("Hands-on R. Data scientist", "skill:Research and Development");
  });
});

describe("lodging", () => {
  it("is Hospitality, and its owners and managers are hoteliers, in the languages bios come in", () => {
    expect(matchLabel("industry", "B&B")).toBe("Hospitality");
    for (const text of ["guesthouse", "pousada", "hostal", "agriturismo", "ryokan", "旅館", "民宿", "homestay", "pansiyon", "chambres d'hôtes", "Ferienwohnung", "게스트하우스"]) {
      expect(matchLabel("industry", text), text).toBe("Lodging");
    }
    expect(withAncestors("industry", "Lodging")).toContain("Hospitality");
    for (const text of ["innkeeper", "dona de pousada", "dueño de hostal", "Wirtin", "guesthouse owner", "riad owner", "女将", "otel sahibi", "pemilik homestay"]) {
      expect(withAncestors("job_role", matchLabel("job_role", text) ?? ""), text).toEqual(expect.arrayContaining(["Hotel Manager"]));
    }
    expect(labelsIn("Innkeeper at our 8-room inn in Vermont")).toEqual(expect.arrayContaining(["job_role:Hotel Owner", "industry:Lodging"]));
    expect(labelsIn("創業百年の小さな旅館の女将です")).toEqual(expect.arrayContaining(["job_role:Hotel Owner", "industry:Lodging"]));
  });

  it("is not read from a retirement pension, a lodge of a club or 'inn' inside other words", () => {
    none("Living on my pension, grandpa of 4", "industry:Lodging", "industry:Hospitality");
    none("Worshipful Master of my Masonic lodge", "industry:Lodging");
    none("Innovation lead at a bank. Inner peace seeker", "industry:Lodging", "job_role:Hotel Manager");
    none("Riad Haddad, engineer at Aramco", "industry:Lodging", "job_role:Hotel Manager");
  });

  it("lets a description-only segment find hoteliers", () => {
    const segment = compileSegment(makeSegment({ description: "People who own or run a small hotel, B&B or guesthouse" }));
    const outcome = (bio: string) => classify(makeProfile({ bio }), segment, { now: NOW }).outcome;
    expect(outcome("Dona de pousada em Paraty, 12 suítes")).toBe("high");
    expect(outcome("Guesthouse owner in Ella, 5 rooms")).toBe("high");
    expect(outcome("Software engineer at Stripe")).toBe("none");
  });
});

describe("coaching, fitness and nutrition", () => {
  it("name trainers, coaches and dietitians in the languages bios come in", () => {
    const roles: [string, string][] = [
      ["entrenadora personal", "Personal Trainer"],
      ["coach de hipertrofia", "Personal Trainer"],
      ["coach de calistenia", "Personal Trainer"],
      ["kettlebell coach", "Personal Trainer"],
      ["pelatih kebugaran", "Personal Trainer"],
      ["مدرب لياقة", "Personal Trainer"],
      ["préparatrice physique", "Personal Trainer"],
      ["pilates coach", "Yoga Instructor"],
      ["diyetisyen", "Dietitian"],
      ["nutricionista deportiva", "Dietitian"],
      ["running coach", "Sports Coach"],
      ["powerlifterin", "Athlete"],
      ["titolare di una palestra", "Gym Owner"],
    ];
    for (const [text, label] of roles) expect(matchLabel("job_role", text), text).toBe(label);
    expect(withAncestors("job_role", "Gym Owner")).toContain("Business Owner");
    expect(labelsIn("HIITとボディメイクのオンラインコーチ。花子｜HIITコーチ")).toContain("job_role:Personal Trainer");
  });

  it("are not read from a running shoe, a nutrition label or a gym selfie", () => {
    none("Running shoes collector, coach potato on Sundays", "job_role:Personal Trainer", "job_role:Sports Coach");
    none("Nutrition facts nerd. Backend engineer", "job_role:Dietitian");
    none("Gym selfies and code. Frontend dev", "job_role:Gym Owner", "job_role:Personal Trainer");
  });

  it("put dietitians, physiotherapists and athletes next to trainers, a weaker match for a trainer segment", () => {
    const segment = compileSegment(makeSegment({ description: "Personal trainers and fitness coaches" }));
    const outcome = (bio: string) => classify(makeProfile({ bio }), segment, { now: NOW }).outcome;
    expect(outcome("Entrenadora personal, rutinas en casa cada lunes")).toBe("high");
    expect(outcome("Diyetisyen, spor beslenmesi ve tarifler")).toBe("medium");
    expect(outcome("Accountant at a small firm")).toBe("none");
  });
});

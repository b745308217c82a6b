import { describe, expect, it } from "vitest";
import { extractLabelEvidence, type LabelEvidence } from "../../../src/domain/classifier/evidence.js";
import { tokenize } from "../../../src/domain/classifier/text.js";

const evidenceOf = (bio: string, displayName = "Ana Costa"): LabelEvidence[] => extractLabelEvidence({ title: tokenize(displayName), bio: tokenize(bio) });
const find = (bio: string, label: string, displayName?: string) => evidenceOf(bio, displayName).find((e) => e.label === label);

describe("strong evidence: the person's own current title", () => {
  it("a title tied to an organisation or to another title", () => {
    expect(find("Founder & CEO at Acme", "Founder")).toMatchObject({ category: "job_role", strength: "strong", score: 1 });
    expect(find("Founder & CEO at Acme", "CEO")).toMatchObject({ strength: "strong", quote: "CEO at Acme" });
  });

  it("a title opening its clause, after 'I'm a' or a seniority word", () => {
    expect(find("Coffee first. I'm a product manager in Berlin", "Product Manager")?.strength).toBe("strong");
    expect(find("Senior PM @stripe", "Product Manager")?.strength).toBe("strong");
  });

  it("a title in the display name after a separator", () => {
    expect(find("Dog person", "Head of Growth", "Ana Costa | Head of Growth")?.strength).toBe("strong");
  });

  it("skills and industries the bio states plainly", () => {
    expect(find("Backend engineer. Go, Rust and Postgres", "Go")).toMatchObject({ category: "skill", strength: "strong" });
    expect(find("Building a fintech for freelancers", "Fintech")).toMatchObject({ category: "industry", strength: "strong" });
  });
});

describe("weak evidence", () => {
  it("a role mentioned deep inside a sentence", () => {
    expect(find("Dinner parties where every guest is a founder", "Founder")?.strength).toBe("weak");
  });

  it("a one-word role that is also a skill, listed with skills", () => {
    expect(find("Growth @ Vinted: SEO, CRO, paid social. Vilnius", "SEO Specialist")).toMatchObject({ strength: "weak" });
    expect(find("SEO | technical, content, local", "SEO Specialist")).toMatchObject({ strength: "strong" });
  });

  it("an interest rather than a job", () => {
    expect(find("AI enthusiast and cat dad", "AI")).toMatchObject({ strength: "weak", cue: "interest" });
    expect(find("Mostly into fintech these days", "Fintech")).toMatchObject({ strength: "weak", cue: "interest" });
    expect(find("Home barista. Decent DE1, 14 scales. I work in insurance", "Barista")).toMatchObject({ strength: "weak", cue: "interest" });
    expect(find("Home care nurse in Leeds", "Nurse")).toMatchObject({ strength: "strong" });
    expect(find("Priest of the grill, BBQ pitmaster", "Priest")).toMatchObject({ strength: "demoted", cue: "third-party" });
    expect(find("Laptop paramedic: MacBook screens and batteries, same day", "Paramedic")).toMatchObject({ strength: "demoted", cue: "third-party" });
    expect(find("Tea sommelier, oolong tastings in Taipei", "Sommelier")).toMatchObject({ strength: "demoted", cue: "third-party" });
    expect(find("Head sommelier at a wine bar", "Sommelier")).toMatchObject({ strength: "strong" });
    // "by day" says when, not whom for.
    expect(find("Respiratory therapist by day, stand-up comic by night", "Comedian")).toMatchObject({ strength: "weak", cue: "interest" });
    // PR as a personal record or a pull request.
    expect(find("Powerlifter. Bench press PR 180kg", "PR Manager")).toMatchObject({ strength: "demoted" });
    expect(find("First merged PRs in a Python library", "PR Manager")?.strength).not.toBe("strong");
    expect(find("Deputy editor, PR trade weekly", "PR Manager")).toMatchObject({ strength: "demoted" });
    expect(find("PR manager @ Acme", "PR Manager")).toMatchObject({ strength: "strong" });
  });

  it("personality is never more than weak, but being a parent is a fact", () => {
    expect(find("Marathon runner", "Fitness Enthusiast")?.strength).toBe("weak");
    expect(find("Dad of two. SRE @ Acme", "Family-Oriented")?.strength).toBe("strong");
    expect(find("Grandad of five", "Family-Oriented")?.strength).toBe("weak");
  });
});

describe("demoted evidence", () => {
  it("negation", () => {
    expect(find("Not a recruiter. Engineer at Acme", "Recruiter")).toMatchObject({ strength: "demoted", cue: "negation", score: 0.3 });
  });

  it("negation written in Japanese, Chinese or Korean", () => {
    expect(find("知財部で特許担当。弁理士ではありません。", "Patent Attorney")).toMatchObject({ strength: "demoted", cue: "negation" });
    expect(find("我不是律师", "Lawyer")).toMatchObject({ strength: "demoted", cue: "negation" });
    expect(find("저는 변리사가 아닙니다", "Patent Attorney")).toMatchObject({ strength: "demoted", cue: "negation" });
    expect(find("弁理士です", "Patent Attorney")?.strength).toBe("strong");
    expect(find("간호사가 되었어요", "Nurse")?.strength).toBe("strong");
  });

  it("aspiring written in Japanese or Korean", () => {
    expect(find("정보보호학과 3학년. 화이트해커가 꿈입니다.", "Penetration Tester")).toMatchObject({ strength: "demoted", cue: "aspiring" });
    expect(find("간호사가 되고 싶어요", "Nurse")).toMatchObject({ strength: "demoted", cue: "aspiring" });
    expect(find("看護師になりたい高校生", "Nurse")).toMatchObject({ strength: "demoted", cue: "aspiring" });
    expect(find("気象予報士試験、3回目の挑戦中📚 本業は事務員です", "Meteorologist")).toMatchObject({ strength: "demoted", cue: "aspiring" });
    expect(find("Kuyumcu çırağıyım, hasır örmeyi öğreniyorum", "Jeweler")).toMatchObject({ strength: "demoted", cue: "aspiring" });
    // Counting the first days, a trade's school, training as one, an internship, preparing for it.
    expect(find("Day 12 of my UGC journey 🎬 open to first collabs!", "UGC Creator")).toMatchObject({ strength: "demoted", cue: "aspiring" });
    expect(find("Barber school week 6 💈 practicing on mannequins", "Barber")).toMatchObject({ strength: "demoted", cue: "aspiring" });
    expect(find("Leaving my desk job to train as a joiner in the new year", "Carpenter")).toMatchObject({ strength: "demoted", cue: "aspiring" });
    expect(find("券商投行部实习中｜每天改底稿到凌晨", "Investment Banker")).toMatchObject({ strength: "demoted", cue: "aspiring" });
    expect(find("항공서비스학과 2학년 ✈️ 승무원 준비생", "Flight Attendant")).toMatchObject({ strength: "demoted", cue: "aspiring" });
    expect(find("Eczacılık öğrencisi. Farmakovijilans stajı yapıyorum", "Pharmacovigilance Specialist")).toMatchObject({ strength: "demoted", cue: "aspiring" });
    expect(find("School nurse at a primary school in Leeds", "Nurse")?.strength).toBe("strong");
    expect(find("声優養成所に通ってます🌱 毎日発声練習", "Voice Actor")).toMatchObject({ strength: "demoted", cue: "aspiring" });
    expect(find("성우 지망생 | 낭독 연습 기록", "Voice Actor")).toMatchObject({ strength: "demoted", cue: "aspiring" });
    expect(find("Getting my pesticide applicator license next month", "Pest Control Technician")).toMatchObject({ strength: "demoted", cue: "aspiring" });
    // A goal as a heading, a goal after the title, shadowing, a student's year or an internship inside the word, looking for it.
    expect(find("Cadet @ Maine Maritime. Goal: harbor pilot someday.", "Marine Pilot")).toMatchObject({ strength: "demoted", cue: "aspiring" });
    expect(find("Dream job: speechwriter on the Hill", "Speechwriter")).toMatchObject({ strength: "demoted", cue: "aspiring" });
    expect(find("Harbor pilot. Goal: sleep more", "Marine Pilot")?.strength).toBe("strong");
    expect(find("Will Försterin werden 🌲", "Forester")).toMatchObject({ strength: "demoted", cue: "aspiring" });
    expect(find("ICU nurse. Shadowing spine reps this fall", "Medical Device Sales Representative")).toMatchObject({ strength: "demoted", cue: "aspiring" });
    expect(find("Técnica de suporte a caminho de engenheira VDI", "VDI Engineer")).toMatchObject({ strength: "demoted", cue: "aspiring" });
    expect(find("酪農学園大学3年🐄", "Rancher")).toMatchObject({ strength: "demoted", cue: "aspiring" });
    expect(find("情報系の大学院生。SREインターン中", "Site Reliability Engineer")).toMatchObject({ strength: "demoted", cue: "aspiring" });
    expect(find("AI 데이터 라벨러 부업 찾는 중", "Data Annotator")).toMatchObject({ strength: "demoted", cue: "aspiring" });
    // The parents' trade, and a language used for fun.
    expect(find("実家は酪農家。", "Rancher")).toMatchObject({ strength: "demoted", cue: "third-party" });
    expect(find("Scala at work, Elixir side projects", "Elixir")).toMatchObject({ cue: "interest" });
    expect(find("LFE and Erlang hobbyist", "Erlang")).toMatchObject({ cue: "interest" });
    // Other people talked to, and a sport.
    expect(find("Games journalist. I interview voice actors & devs", "Voice Actor")).toMatchObject({ strength: "demoted", cue: "third-party" });
    expect(find("Podcast: chats with chefs & food truck owners", "Restaurant Owner")).toMatchObject({ strength: "demoted", cue: "third-party" });
    expect(find("Pescatore sportivo 🎣 carpfishing sul Garda", "Fisherman")).toMatchObject({ cue: "interest" });
  });

  it("former roles", () => {
    expect(find("Ex-founder", "Founder")).toMatchObject({ strength: "demoted", cue: "former" });
    expect(find("Former CTO at Acme", "CTO")).toMatchObject({ strength: "demoted", cue: "former" });
    expect(find("Retired teacher and gardener", "Teacher")).toMatchObject({ strength: "demoted", cue: "former" });
    expect(find("Designer turned founder", "Designer")).toMatchObject({ strength: "demoted", cue: "former" });
    // Years in a role, then something else now; or a span of years that ended.
    expect(find("14 years as BA cabin crew, now selling houses in Surrey", "Flight Attendant")).toMatchObject({ strength: "demoted", cue: "former" });
    expect(find("Economist for 9 years (macro, banking). Now head of investor relations", "Economist")).toMatchObject({ strength: "demoted", cue: "former" });
    expect(find("Pan Am stewardess 1968–1991. Yes it was glamorous", "Flight Attendant")).toMatchObject({ strength: "demoted", cue: "former" });
    expect(find("Founder for 10 years. Now hiring engineers", "Founder")?.strength).toBe("strong");
    // Years said to be over: "after" them, or "before that".
    expect(find("Driving instructor 🚗 after 20 years as a paramedic", "Paramedic")).toMatchObject({ strength: "demoted", cue: "former" });
    expect(find("Product manager @contentful. Product designer for 6 years before that", "Product Designer")).toMatchObject({ strength: "demoted", cue: "former" });
    expect(find("Freelance DevOps for 6 years, now in-house SRE at a health startup", "DevOps Engineer")).toMatchObject({ strength: "demoted", cue: "former" });
    expect(find("Paramedic for 20 years and counting", "Paramedic")?.strength).toBe("strong");
    expect(find("Was head of marketing at two seed-stage startups, now I write the pages", "Head of Marketing")).toMatchObject({ strength: "demoted", cue: "former" });
    expect(find("Notaio in pensione dopo 40 anni di atti", "Notary")).toMatchObject({ strength: "demoted", cue: "former" });
    expect(find("Enfermera jubilada, abuela de tres", "Nurse")).toMatchObject({ strength: "demoted", cue: "former" });
    expect(find("Nurse, 12 years in the ICU", "Nurse")?.strength).toBe("strong");
    expect(find("Stepped down as maintainer of a Node logging lib in 2023", "Open Source Maintainer")).toMatchObject({ strength: "demoted", cue: "former" });
    expect(find("Sold my last rental in 2024, done being a landlord", "Real Estate Investor")).toMatchObject({ strength: "demoted", cue: "former" });
    expect(find("Chief of Staff to the CEO. Started as his EA in 2019, never looked back", "Executive Assistant")).toMatchObject({ strength: "demoted", cue: "former" });
  });

  it("aspiring, learning and wannabe", () => {
    expect(find("Aspiring product designer", "Product Designer")).toMatchObject({ strength: "demoted", cue: "aspiring" });
    expect(find("Learning Python on weekends", "Python")).toMatchObject({ strength: "demoted", cue: "aspiring" });
    expect(find("Founder wannabe", "Founder")).toMatchObject({ strength: "demoted", cue: "aspiring" });
    expect(find("Foundation trainee pharmacist, assessment in June", "Pharmacist")).toMatchObject({ strength: "demoted", cue: "aspiring" });
    expect(find("PharmD candidate '28 @UofMichigan", "Pharmacist")).toMatchObject({ strength: "demoted", cue: "aspiring" });
    expect(find("Azubi Elektriker im 2. Lehrjahr", "Electrician")).toMatchObject({ strength: "demoted", cue: "aspiring" });
    expect(find("Estagiária contadora em escritório", "Accountant")).toMatchObject({ strength: "demoted", cue: "aspiring" });
    // A learner's word inside the role's own phrase, and a Korean one after it (folded like the bio).
    expect(find("Tattoo apprentice, year 2 at Black Rose", "Tattoo Artist")).toMatchObject({ strength: "demoted", cue: "aspiring" });
    expect(find("QA 인턴 | 컴퓨터공학과 4학년", "QA Engineer")).toMatchObject({ strength: "demoted", cue: "aspiring" });
    expect(find("Paramedic science applicant, fingers crossed for September", "Paramedic")).toMatchObject({ strength: "demoted", cue: "aspiring" });
    expect(find("Dental student", "Dental Student")).toMatchObject({ strength: "strong" });
    expect(find("Aluna de curso de banho e tosa. Em breve tosadora!", "Pet Care Worker")).toMatchObject({ strength: "demoted", cue: "aspiring" });
    expect(find("新人Vtuber準備中 デビューは来月", "Game Streamer")).toMatchObject({ strength: "demoted", cue: "aspiring" });
    expect(find("Doing my SCA barista course, hoping to open a coffee cart", "Barista")).toMatchObject({ strength: "demoted", cue: "aspiring" });
    expect(find("SEO seekh rahi hoon | digital marketing course chal raha hai", "SEO Specialist")).toMatchObject({ strength: "demoted", cue: "aspiring" });
  });

  it("studying for a credential, or retraining 'pour devenir', is aspiring, not serving", () => {
    expect(find("In recovery 3 yrs, studying for my CADC exam", "Addiction Counselor")).toMatchObject({ strength: "demoted", cue: "aspiring" });
    expect(find("En reconversion pour devenir plombier à 38 ans", "Plumber")).toMatchObject({ strength: "demoted", cue: "aspiring" });
  });

  it("a role on a break is not the current one", () => {
    expect(find("Pharmacist on a career break (licence still active)", "Pharmacist")).toMatchObject({ strength: "demoted", cue: "former" });
  });

  it("service to an audience", () => {
    expect(find("Helping early-stage founders raise their seed round", "Founder")).toMatchObject({ strength: "demoted", cue: "service-to" });
    expect(find("Building tools for developers", "Software Engineer")).toMatchObject({ strength: "demoted", cue: "service-to" });
    expect(find("Executive coach to CEOs", "CEO")).toMatchObject({ strength: "demoted", cue: "service-to" });
    expect(find("Executive coach to CEOs", "Executive Coach")?.strength).toBe("strong");
    expect(find("Literary manager. Repping screenwriters and TV writers", "Screenwriter")).toMatchObject({ strength: "demoted", cue: "service-to" });
    expect(find("Find and book photographers near you", "Photographer")).toMatchObject({ strength: "demoted", cue: "service-to" });
  });

  it("a language a developer's title names is a skill they show; a field inside a title is not", () => {
    expect(find("Programista Rust, piszę kompilator shaderów", "Rust")?.strength).toBe("strong");
    expect(find("Rust-Entwickler bei einem Embedded-Startup", "Rust")?.strength).toBe("strong");
    expect(find("Salesforce consultant @ a Summit partner", "Salesforce")?.strength).toBe("strong");
    expect(find("Data scientist at a bank", "Data & Analytics")).toBeUndefined();
  });

  it("a skill at the head of an engineer's title is the trade the engineer works in: 'Python automation engineer', 'Pythonエンジニア'", () => {
    expect(find("Python automation engineer. Selenium, pytest", "Software Engineer")?.strength).toBe("strong");
    expect(find("Pythonエンジニア｜機械学習基盤", "Software Engineer")?.strength).toBe("strong");
    expect(find("Data analyst. Python and SQL", "Software Engineer")?.strength).not.toBe("strong");
  });

  it("someone else's role: 'farmer's wife', 'pastor's kid'", () => {
    expect(find("Farmer's wife, mum of 3", "Farmer")).toMatchObject({ strength: "demoted", cue: "third-party" });
    expect(find("Pastor's kid turned software engineer", "Pastor")).toMatchObject({ strength: "demoted", cue: "third-party" });
    expect(find("Proud firefighter wife 🚒 mom of 3", "Firefighter")).toMatchObject({ strength: "demoted", cue: "third-party" });
    // A parent word after the role is the person's own: a nurse and a mom.
    expect(find("Nurse mom of 3 | night shift", "Nurse")?.strength).toBe("strong");
    expect(find("Firefighter, wife, mom", "Firefighter")?.strength).toBe("strong");
  });

  it("a third party's subject", () => {
    expect(find("Journalist covering fintech and crypto", "Fintech")).toMatchObject({ strength: "demoted", cue: "third-party" });
    expect(find("Journalist covering fintech and crypto", "Journalist")?.strength).toBe("strong");
    expect(find("Redakteur bei einem Linux-Magazin. Ich schreibe über Maintainer, nicht als einer.", "Open Source Maintainer")).toMatchObject({ strength: "demoted", cue: "third-party" });
    expect(find("Periodista. Escribo sobre fintech y pagos", "Fintech")).toMatchObject({ strength: "demoted", cue: "third-party" });
  });
});

describe("cue scope", () => {
  it("a cue stops at a clause boundary or a barrier word", () => {
    expect(find("Ex-Google, now CTO at Acme", "CTO")?.strength).toBe("strong");
    expect(find("Ex-Google now CTO at Acme", "CTO")?.strength).toBe("strong");
    expect(find("Helping founders with growth", "Growth Hacking")?.strength).toBe("strong");
  });

  it("a glued 'no-' or 'non-' negates only its own word", () => {
    expect(find("No-code founder", "Founder")?.strength).toBe("strong");
    expect(find("No-code founder", "No-Code")?.category).toBe("skill");
  });

  it("a word inside a longer phrase is not a cue", () => {
    expect(find("Machine learning engineer shipping RAG systems", "RAG")?.strength).toBe("strong");
  });

  it("'future' qualifies only the word right after it", () => {
    expect(find("Future founder", "Founder")).toMatchObject({ strength: "demoted", cue: "aspiring" });
    expect(find("Building the future of fintech", "Fintech")?.strength).toBe("strong");
  });

  it("the strongest mention of a label wins", () => {
    expect(find("Founder @acme. Helping founders hire", "Founder")?.strength).toBe("strong");
  });
});

describe("lexicon matching", () => {
  it("the longest phrase of a category wins", () => {
    const labels = evidenceOf("Growth marketing manager at Acme").filter((e) => e.category === "job_role").map((e) => e.label);
    expect(labels).toEqual(["Growth Marketer"]);
  });

  it("a role word inside a skill or industry phrase is no role", () => {
    const roles = evidenceOf("Product manager in HR tech").filter((e) => e.category === "job_role").map((e) => e.label);
    expect(roles).toEqual(["Product Manager"]);
  });

  it("word-like forms count only when written as names or acronyms", () => {
    expect(find("Let's go climbing", "Go")).toBeUndefined();
    expect(find("Meetups at 5 pm", "Product Manager")).toBeUndefined();
    expect(find("PMs and EMs welcome", "Product Manager")).toBeDefined();
  });

  it("plurals and multilingual synonyms resolve to canonical labels", () => {
    expect(find("Cofundadora y CEO", "Co-founder")?.strength).toBe("strong");
    expect(find("VCs, LPs and angels", "Venture Capitalist")).toBeDefined();
  });
});

describe("a role said as the work itself", () => {
  it.each([
    ["en", "I teach 3rd grade in Ohio 🍎 coffee & crayons", "Teacher", "teach 3rd grade"],
    ["es", "Enseño matemáticas en un instituto de Sevilla.", "Teacher", "Enseno matematicas"],
    ["en", "Shooting weddings and elopements across Tuscany 📷", "Photographer", "Shooting weddings"],
    ["en", "I design apps people actually enjoy using.", "Product Designer", "design apps"],
    ["en", "Practising employment law in Leeds for 15 years.", "Lawyer", "Practising employment law"],
    ["en", "Making cozy games with two friends 🎮", "Game Developer", "Making cozy games"],
    ["pt", "Running a small bakery in Lisbon with my sister.", "Business Owner", "Running a small bakery"],
  ])("%s: '%s'", (_, bio, label, quote) => {
    expect(find(bio, label)).toMatchObject({ category: "job_role", strength: "weak", quote });
  });

  it("a former or aspiring activity is demoted", () => {
    expect(find("Used to teach high school English, now in edtech sales.", "Teacher")).toMatchObject({ strength: "demoted", cue: "former" });
  });

  it.each([
    ["a parent's activity", "Teaching my kids to code on weekends", "Teacher"],
    ["an adjective", "Sales & lettings at a family-run agency", "Agency Owner"],
    ["a compound", "Building game-changing products for finance teams", "Game Developer"],
    ["running something that is no business", "I run growth and a team of 12 marketers", "Business Owner"],
    ["a noun", "Design systems, tokens and coffee", "Product Designer"],
  ])("not an activity: %s", (_, bio, label) => {
    expect(evidenceOf(bio).find((e) => e.label === label && e.source === undefined)).toBeUndefined();
  });
});

import { describe, expect, it } from "vitest";
import { classify, compileSegment } from "../../../src/domain/classifier/index.js";
import { makeProfile, makeSegment, NOW, outcomeFor } from "./make-profile.js";

describe("false highs the labelling rules make medium or none", () => {
  it("a role named before a product is the product's market: selling to procurement is not buying", () => {
    const outcome = outcomeFor("Procurement and purchasing people who buy for their company: CPOs, heads of procurement, buyers.");
    expect(outcome("Enterprise AE @ a procurement software startup | ex-SDR | Chicago")).toBe("none");
    expect(outcome("Sales lead at a recruiter platform. Helping agencies fill roles faster")).toBe("none");
    expect(outcome("Senior buyer @ a grocery chain 🛒 fresh produce, supplier negotiations")).toBe("high");
  });

  it("a kind of a role asked for, refused by its own name, is no lead; the role under other names still is", () => {
    const outcome = outcomeFor("Live sound and audio engineers, plus studio recording or mixing engineers. Not DJs, not beat producers.");
    expect(outcome("Beat producer 🎹 type beats, trap, drill. Leases on BeatStars")).toBe("none");
    expect(outcome("Mixing engineer at a studio in Atlanta. Vocals, stems, Pro Tools")).not.toBe("none");
    // Refusing the role as it is asked for refuses nothing: "in-house" is the difference, and it is no name.
    expect(outcomeFor("Freelance DevOps consultants. Not in-house DevOps engineers.")("Freelance DevOps consultant, AWS and Terraform for startups")).toBe("high");
  });

  it("a role glued into a compound about something else is no title", () => {
    const outcome = outcomeFor("Procurement and purchasing people who buy for their company: CPOs, heads of procurement, buyers.");
    expect(outcome("Lecturer in operations | writing on buyer-supplier trust | views mine")).toBe("none");
    expect(outcome("Ops lead at a founder-led bakery chain. Ex-buyer at Tesco")).toBe("medium");
    // A slash joins alternatives, not a compound.
    expect(outcomeFor("Physiotherapists at a clinic or in private practice")("Physiotherapist/rehab nerd at a clinic in Porto")).toBe("high");
  });

  it("a credential beside the job someone states is what they qualified as: an in-house controller is next to an accountant", () => {
    const outcome = outcomeFor("Accountants and bookkeepers who work at a small firm or run their own practice.");
    expect(outcome("Group financial controller at a car parts maker | CPA | month-end and coffee")).toBe("medium");
    expect(outcome("CPA | tax returns for freelancers and small businesses")).toBe("high");
    // An owner's credential is the trade of the business.
    expect(outcome("CPA & founder of a 4-person practice in Leeds 🧾")).toBe("high");
  });

  it("department heads of a hotel, vendor managers, landscape architects and physio assistants are next to the role asked for, not it", () => {
    expect(outcomeFor("Hotel general managers, and people who own or run a small hotel, B&B, guesthouse or hostel.")("Guest relations manager @ a Lisbon hotel 🛎️ VIP arrivals")).toBe("medium");
    expect(outcomeFor("Procurement and purchasing people who buy for their company: CPOs, heads of procurement, buyers.")("Vendor manager at a bank | contract renewals, vendor risk")).toBe("medium");
    expect(outcomeFor("Architects who design buildings, at a practice or running their own studio")("Landscape architect 🌳 school grounds and pocket parks | Glasgow")).toBe("medium");
    expect(outcomeFor("Physiotherapists and physical therapists at a private clinic")("Physical therapist assistant at an outpatient ortho clinic 🦵 Ohio")).toBe("medium");
  });

  it("teaching or researching an industry is not working in it", () => {
    const outcome = outcomeFor("Anyone working in logistics or supply chain - freight forwarding, trucking, warehousing, ports. Any role.");
    expect(outcome("Lecturer in logistics & supply chain management 📦 research on cold chains | Rotterdam")).toBe("medium");
    expect(outcome("Dispatcher at a regional trucking company 🚛 nights, coffee, CB radio")).toBe("high");
  });

  it("a household removals firm is next to logistics, not in it", () => {
    const outcome = outcomeFor("Anyone working in logistics or supply chain - freight forwarding, trucking, warehousing, ports. Any role.");
    expect(outcome("Owner of a family moving company in Leeds 🚚 house moves & storage")).toBe("medium");
  });

  it("a role after another verb's article is someone the person deals with, not their title", () => {
    const outcome = outcomeFor("Electricians, plumbers or HVAC technicians, and small contractors who run their own crew.");
    expect(outcome("Handyman for small jobs 🔨 shelves, doors, flat-pack | I hire a licensed plumber for anything with pipes")).toBe("medium");
    expect(outcome("Finally a licensed plumber 🔧 boilers and bathrooms in Bristol")).toBe("high");
    expect(outcomeFor("Tech content creators who publish about programming, AI, startups or product.")("I write a weekly newsletter on TypeScript and AI for developers")).not.toBe("none");
  });

  it("a plural role word names other people, not one's own title", () => {
    const outcome = outcomeFor("Accountants, bookkeepers and tax advisers, whether in their own practice, at a firm or in-house.");
    expect(outcome("Xero migrations for small firms ☁️ | Xero partner | follow back accountants")).not.toBe("high");
    expect(outcome("Accountant | small business tax and payroll | Dublin")).toBe("high");
    // A singular that ends like a plural is still one's title.
    expect(outcomeFor("Dentists and orthodontists who run a dental practice")("Tandarts met een eigen praktijk in Utrecht 🦷")).toBe("high");
    expect(outcomeFor("Procurement and purchasing people who buy for their company: CPOs, heads of procurement, buyers.")("Jefa de compras en una cadena de hoteles 🛒 proveedores y contratos")).toBe("high");
  });

  it("a cue word that is also a label still qualifies the fields before it: hiring for fintech is not working in it", () => {
    const segment = compileSegment(makeSegment({ description: "Anyone working at a fintech company, in any function.", appliedSearchFilters: { industry: ["Fintech"] } }));
    const outcome = (bio: string) => classify(makeProfile({ bio }), segment, { now: NOW }).outcome;
    expect(outcome("Partner @ a search firm in Madrid. Fintech & payments hiring since 2015")).not.toBe("high");
    expect(outcome("Backend engineer at a fintech in Madrid. Payments rails, Go")).toBe("high");
  });

  it("the founder of a nonprofit is no company founder", () => {
    const outcome = outcomeFor("Women who founded or co-founded a startup or company they are running today, in any industry.");
    expect(outcome("Founder of Girls Who Build Lagos, a nonprofit teaching teens to code 💻")).toBe("medium");
    expect(outcome("Founder & CEO of a payroll startup in Lagos 💻 we're hiring")).toBe("high");
  });

  it("a cue in brackets right after the role qualifies it", () => {
    const outcome = outcomeFor("Procurement and purchasing people who buy for their company: CPOs, heads of procurement, buyers.");
    expect(outcome("Purchasing officer (trainee) at a furniture retailer 🪑 Leeds")).toBe("medium");
    expect(outcome("Category manager (packaging) at a snacks maker")).toBe("high");
  });

  it("a vet clinic is a pet-care business: the owner of another clinic is no vet clinic owner", () => {
    const outcome = outcomeFor("Veterinarians or vet clinic owners - small animal, equine or farm vets.");
    expect(outcome("Physio & owner of a sports injury clinic in Bath 🦵 runner")).not.toBe("high");
    expect(outcome("Owner of a small animal clinic in Leeds 🐾 | vet clinic life")).toBe("high");
    expect(outcome("Equine vet 🐴 ambulatory practice in Kentucky, lameness & repro")).toBe("high");
  });

  it("a role word before a thing it qualifies names the thing, not a person", () => {
    expect(outcomeFor("Dentists and orthodontists who run a dental practice")("Dentist appointment at 9 and I'm already sweating. Year 4 teacher, cat mum")).toBe("none");
    expect(outcomeFor("Pilots who fly for a living: airline captains and first officers")("Leading a pilot programme on flexible hours for our council. Spreadsheets, hiking")).toBe("none");
    expect(outcomeFor("Pilots who fly for a living: airline captains and first officers")("Airline pilot ✈️ A320 captain, Dublin base")).toBe("high");
  });

  it("a professor of physics or chemistry is a scientist of another field than the life sciences", () => {
    const outcome = outcomeFor("PhD-level researchers in biology or the life sciences at a university or research institute: postdocs, PIs, professors.");
    expect(outcome("Professor of physical chemistry, spectroscopy & lasers. Coffee-driven")).toBe("medium");
    expect(outcome("Professor of neuroscience. Synapses, mice and grant deadlines")).toBe("high");
  });

  it("a role done at weekends is a side line, not the living", () => {
    const outcome = outcomeFor("People who plan events for clients for a living: event planners, wedding planners, conference organisers.");
    expect(outcome("Nurse by day 🩺 wedding planner at weekends 💍 Leeds")).toBe("medium");
    expect(outcome("Wedding planner 💍 40 weddings a year across Tuscany")).toBe("high");
  });
});

describe("an author of something that is no book", () => {
  it("is no author: 'author of my own story', 'author of a Python library'", () => {
    const outcome = outcomeFor("Authors with published books, novelists or nonfiction, trad or self-published");
    expect(outcome("author of my own story ✨ living my best life")).toBe("none");
    expect(outcome("Author of a popular Python HTTP library and too many side projects.")).toBe("none");
    expect(outcome("Author of three thrillers (Penguin). Currently writing the fourth.")).toBe("high");
  });
});

describe("a title for a life, not a job", () => {
  it("is no role: 'CEO of my household', 'Architect of my own chaos'", () => {
    const founders = outcomeFor("Startup founders and CEOs");
    expect(founders("CEO of my household. Mum of 3, coffee first")).toBe("none");
    expect(founders("CEO of my family business, 40 staff and a lot of forklifts")).toBe("high");
    expect(founders("Founder of my own company, building tools for dentists")).toBe("high");
    const architects = outcomeFor("Practising architects who design buildings");
    expect(architects("Architect of my own chaos. Dad, golfer, terrible cook.")).toBe("none");
    expect(architects("Chief architect of chaos. Plants, cats, bad puns")).toBe("none");
    // An abbreviation spelt out as something else.
    const finance = outcomeFor("Finance leaders at startups: CFOs, VPs of Finance");
    expect(finance("CFO (Chief Fun Officer 🎉) of a house with 3 kids and a very loud beagle")).toBe("none");
    expect(finance("CFO (Chief Financial Officer) at a Series A startup")).toBe("high");
  });
});

describe("the people one coaches or works alongside", () => {
  it("are not the person: 'I coach medical device reps', 'I work alongside mortgage brokers'", () => {
    const reps = outcomeFor("Pharma sales reps and medical device reps who call on doctors and hospitals");
    expect(reps("I coach medical device reps to hit 150% of quota. Podcast host.")).toBe("none");
    const brokers = outcomeFor("Mortgage brokers or loan officers who arrange home loans for their clients");
    expect(brokers("Protection adviser for homebuyers. I work alongside mortgage brokers in Kent.")).not.toBe("high");
    expect(brokers("Mortgage broker in Kent. First-time buyers and remortgages.")).toBe("high");
  });
});

describe("abbreviations and learners in other words", () => {
  it("QA and CSM are read by the field the bio shows: a dairy plant's QA manager, a certified scrum master", () => {
    const qa = outcomeFor("QA engineers, SDETs, test automation engineers, QA leads or test managers in software teams");
    expect(qa("QA manager at a dairy plant 🧀 HACCP, audits, and lab results before breakfast")).toBe("none");
    expect(qa("QA lead | Playwright & Cypress | fintech")).toBe("high");
    const csm = outcomeFor("Customer success managers at SaaS companies");
    expect(csm("Scrum Master | CSM, PSM II, SAFe | agile coach für Teams in Hamburg")).toBe("none");
    expect(csm("CSM @ Gong. renewals and QBRs")).toBe("high");
  });

  it("'früher', 'tidigare' and 'vroeger' are former; a Swedish 'praktik som' is an internship; 'ich rekrutiere' recruits", () => {
    const ios = outcomeFor("iOS and Android developers who build and ship apps");
    expect(ios("Früher iOS-Entwicklerin, heute Engineering Managerin (Web) bei einem Versandhändler.")).toBe("medium");
    expect(ios("Tidigare Android-utvecklare, nu produktägare på en bank.")).toBe("medium");
    expect(ios("iOS-Entwicklerin bei einem Versandhändler. SwiftUI und Kaffee.")).toBe("high");
    const sdr = outcomeFor("SDRs and BDRs at B2B software companies");
    expect(sdr("Studerar säljutbildning på YH, praktik som SDR i vår.")).toBe("medium");
    expect(outcomeFor("Cloud architects (AWS, Azure or GCP)")("Ich rekrutiere Cloud-Architekt:innen in der DACH-Region. Azure & AWS, remote möglich.")).not.toBe("high");
  });

  it("'estudiando', and 'future' one word before the role, are learning", () => {
    expect(outcomeFor("QA engineers and test automation engineers in software teams")("Estudiando QA en un bootcamp 🐞 Selenium y ganas")).toBe("medium");
    expect(outcomeFor("Finance leaders at startups: CFOs, VPs of Finance")("Finance major @ NUS 📈 | future startup CFO | case comps")).toBe("medium");
  });
});

describe("a leader's word inside the role asked for", () => {
  it("asks for leaders: 'finance leaders' are not controllers", () => {
    const outcome = outcomeFor("Finance leaders at startups and scale-ups: CFOs, VPs of Finance, heads of finance, finance directors.");
    expect(outcome("Financial Controller at a Series B scale-up. Month-end close in 5 days or I riot.")).toBe("medium");
    expect(outcome("CFO @ a Series A climate startup. Ex-Big4.")).toBe("high");
  });
});

describe("roles of any trade beside one of a field", () => {
  it("are that field's when the segment names no industry: a studio owner is a yoga studio's owner", () => {
    const yoga = outcomeFor("yoga or pilates instructors and studio owners");
    expect(yoga("Owner of a little bakery in Leeds. Sourdough and cinnamon buns")).not.toBe("high");
    expect(yoga("Yoga teacher (RYT-500), vinyasa & yin, Lisbon")).toBe("high");
    const cars = outcomeFor("Car dealers and dealership staff who sell cars: salespeople, sales managers, GMs, F&I managers. Not mechanics");
    expect(cars("Sales manager at a SaaS startup. Quota crusher")).not.toBe("high");
    expect(cars("F&I manager at a Toyota dealership in Dallas")).toBe("high");
  });

  it("a field offered as one kind of practice among others is not required: 'residential or commercial / hospitality'", () => {
    const designers = outcomeFor("Interior designers, residential or commercial / hospitality. Not furniture shops");
    expect(designers("Interior designer. Family homes in Surrey, mostly kitchens and snugs")).toBe("high");
  });
});

describe("a made thing naming a business or tool around it", () => {
  it("is no maker: 'podcast hosting & analytics', 'podcast mix'; 'my podcast' is one's own", () => {
    const hosts = outcomeFor("Podcast hosts and producers - people who actually make a show");
    expect(hosts("Castloop | Podcast hosting & analytics 🎧 unlimited uploads, start free")).toBe("none");
    expect(hosts("my podcast is out every tuesday 🎙️")).toBe("high");
    expect(hosts("Apresentadora do podcast Café com Dados ☕🎙️ | cientista de dados")).toBe("high");
  });

  it("is no maker: 'newsletter sponsorship marketplace', 'the newsletter boom'", () => {
    const owners = outcomeFor("Newsletter owners and writers who run their own newsletter");
    expect(owners("AdSlot | Newsletter sponsorship marketplace. Get paid to put ads in your newsletter.")).not.toBe("high");
    expect(owners("Media reporter covering Substack, the creator economy and the newsletter boom.")).not.toBe("high");
  });
});

describe("a creator, a podcaster or a teacher asked for with a topic", () => {
  it("is high only with a sign of the topic, which may be what they make content about", () => {
    const educators = outcomeFor("people who teach programming through YouTube, online courses or coding bootcamps - instructors, course creators, coding YouTubers");
    expect(educators("Physics teacher at a sixth form college. Angular momentum and bad puns.")).not.toBe("high");
    expect(educators("Beauty influencer 💄 600k | GRWM, honest reviews")).not.toBe("high");
    expect(educators("Docente di sviluppo web in un bootcamp a Milano. JavaScript, Vue e tanta pazienza")).toBe("high");
    const creators = outcomeFor("People who make content about technology: tech YouTubers, newsletter writers and podcasters covering software, gadgets or AI.");
    expect(creators("True crime podcast host 🔪 new episode every Thursday.")).not.toBe("high");
    expect(creators("AI newsletter writer (Substack, 120k). Explaining models to normal people.")).toBe("high");
    expect(creators("Teknoloji YouTuber'ı. Telefon incelemeleri, 1 milyon abone.")).toBe("high");
    expect(creators("Enseño programación en YouTube | JavaScript, Python | +180k suscriptores")).toBe("high");
    expect(creators("Twitch streamer 🎮 Valorant and chaos, live 8pm CT.")).not.toBe("high");
  });

  it("the field the roles work in is no topic: an EFL teacher is a teacher of English, wherever the school", () => {
    const efl = outcomeFor("Teachers of English as a foreign or second language (ESL/EFL/ESOL) in state schools, private language academies or online platforms. Not English literature teachers of native speakers.");
    expect(efl("Profesor de secundaria, Matemáticas 📐 | Zaragoza")).not.toBe("high");
    expect(efl("Profesora de inglés en una academia de Valencia. Preparo Cambridge y IELTS")).toBe("high");
    expect(efl("ESL teacher in Busan, 6 years. Phonics and speaking clubs")).toBe("high");
    expect(outcomeFor("Frontend engineers building web interfaces with React, Vue, Svelte or Angular")("Angular momentum, torque and bad puns. Physics teacher.")).toBe("none");
  });
});

describe("a broader role refused beside a narrower one asked for", () => {
  it("'professors ..., not school teachers' keeps the professors, who are teachers too", () => {
    const lecturers = outcomeFor("university lecturers and professors in any field - assistant, associate and full professors, senior lecturers. no PhD students, and not school teachers.");
    expect(lecturers("Adiunkt na Wydziale Chemii UW | dydaktyka i fotochemia")).toBe("high");
    expect(lecturers("Reader in Medieval History, Durham. Marking season again")).toBe("high");
    expect(lecturers("Year 6 teacher at a primary school in Kent")).toBe("none");
    expect(lecturers("Head of Academic Registry @ a London university | exams, timetables")).not.toBe("high");
  });
});

describe("a deputy head", () => {
  it("is next to the head, so medium at most where heads are asked for", () => {
    const heads = outcomeFor("Headteachers and principals of primary or secondary schools. The person who runs the school, not classroom teachers.");
    expect(heads("Deputy headteacher, primary. Curriculum and assessment.")).toBe("medium");
    expect(heads("Headteacher of a two-form entry primary in Leeds")).toBe("high");
  });
});

describe("a bio refusing what the segment asks for", () => {
  it("is medium at most: 'no weddings, sorry!' for wedding photographers", () => {
    const weddings = outcomeFor("Wedding photographers and videographers who shoot weddings and elopements for couples");
    expect(weddings("Newborn & maternity photographer 🍼 studio in Leeds | no weddings, sorry!")).not.toBe("high");
    expect(weddings("Wedding photographer in the Lake District, 40 weddings a year")).toBe("high");
  });
});

describe("a gender the description asks for, with no gender filter", () => {
  it("works as the filter would: the other gender is no lead, an unknown one medium at most", () => {
    const leaders = outcomeFor("Women who lead engineering teams: engineering managers, directors of engineering, VPs of engineering and CTOs who are women.");
    expect(leaders("VP de Ingeniería en una fintech mexicana. Papá, ciclista.", "Carlos Mendoza")).toBe("none");
    expect(leaders("CTO стартапа в медтехе, мама двоих детей.", "Анна Кузнецова")).toBe("high");
    expect(leaders("Engineering manager, platform team.", "J. K.")).toBe("medium");
  });
});

describe("a fact about the person asked for beside a role", () => {
  it("'founders who are also parents' needs a sign of being a parent for high", () => {
    const parents = outcomeFor("Founders who are also parents - mums and dads running a startup or a young company while raising kids.");
    expect(parents("Founder @Pawsome (fresh dog food subscription). Hiring ops.")).not.toBe("high");
    expect(parents("Kurucu @Sepetle 🛒 | iki çocuk babası | Kadıköy")).toBe("high");
    expect(parents("Grundare av @Byggko · CI-tjänst för utvecklare · pappa till två")).toBe("high");
  });
});

describe("a volunteer", () => {
  it("does the role unpaid: at most medium ('Volunteer fundraiser', 'Community manager (volunteer)')", () => {
    expect(outcomeFor("Nonprofit fundraisers: development officers, major gifts, grant writers")("Volunteer fundraiser for our local hospice 🎗️ bake sales, fun runs")).toBe("medium");
    expect(outcomeFor("Community managers who run online communities")("Community manager (volunteer) for an open-source project")).toBe("medium");
    expect(outcomeFor("Nonprofit fundraisers: development officers, major gifts, grant writers")("Major gifts officer at a hospice")).toBe("high");
  });
});

describe("deputies", () => {
  it("an assistant, deputy or vice of the role asked for is medium, unless the description asks for deputies too", () => {
    const stores = outcomeFor("Store managers at retail chains: people who run one store for a chain. Assistant store managers (ASMs) ok-ish.");
    expect(stores("Store manager at TJ Maxx")).toBe("high");
    expect(stores("Assistant Store Manager, TJ Maxx. Truck days are leg day.")).toBe("medium");
    expect(stores("Stellvertretender Filialleiter bei Rewe. Frühschicht, Ware, Team.")).toBe("medium");
    expect(stores("副店長やってます")).toBe("medium");
    expect(outcomeFor("Store managers and assistant store managers at retail chains")("Assistant Store Manager, TJ Maxx.")).toBe("high");
  });
});

describe("roles the description names in passing", () => {
  it("a kind of a broad title the taxonomy cannot name is not every one of them ('motorbike instructors')", () => {
    const wanted = (description: string) => compileSegment(makeSegment({ description })).wanted.find((w) => w.category === "job_role")?.labels;
    expect(wanted("Driving instructors or driving school owners (ADIs, car + motorbike instructors). Not learner drivers")).toEqual(["Driving Instructor", "Business Owner"]);
    expect(wanted("Freelance designers and senior engineers")).toEqual(expect.arrayContaining(["Designer"]));
    // Being a student beside a trade qualifies it: any student is not a veteran moving into tech.
    expect(wanted("Military veterans moving into tech, incl. SkillBridge interns and bootcamp grads who served")).toEqual(["Military Veteran"]);
    // A maybe does not ask for the plain title: "session stylists" stays a kind.
    const hair = outcomeFor("working hairstylists: hairdressers, colorists, bridal & session stylists. barbers are ok-ish, owner-stylists who still take clients too");
    expect(hair("Personal stylist, London. Wardrobe edits, capsule wardrobes")).not.toBe("high");
    expect(hair("Hairdresser & colorist in Leeds, balayage queen")).toBe("high");
  });

  it("a role asked for on a condition is not asked for itself ('firefighters only if they're medics too')", () => {
    const outcome = outcomeFor("paramedics, EMTs and ambulance crews, frontline EMS. firefighters only if they're medics too");
    expect(outcome("Firefighter, Station 12. Dad of two")).not.toBe("high");
    expect(outcome("Paramedic with the London Ambulance Service")).toBe("high");
  });

  it("private tutors are not classroom teachers, and midwives are midwives", () => {
    const tutors = outcomeFor("Private tutors and tutoring business owners - test prep, maths, languages. Independent tutors, not classroom teachers.");
    expect(tutors("Year 6 teacher at a primary school in Kent")).not.toBe("high");
    expect(tutors("Maths tutor, GCSE & A-level, online and in person")).toBe("high");
    expect(outcomeFor("Midwives and doulas (birth + postpartum)")("Community midwife in Bristol")).toBe("high");
  });
});

describe("owners asked for beside landlords, and a trade named as a topic", () => {
  it("the owners are the trade's; 'midwife shortages' and 'landlord insurance' are topics, not people", () => {
    const landlords = outcomeFor("Landlords and small property investors who own rental properties (a few units, buy-to-let). We want the owners, not real estate agents.");
    expect(landlords("Florist & owner of Wild Stems, Leith 🌿 weddings, sympathy")).toBe("none");
    expect(landlords("Landlord with 4 buy-to-lets in Leeds")).toBe("high");
    expect(landlords("RentShield | Landlord insurance made easy 🏠 quotes in 2 minutes")).toBe("none");
    expect(outcomeFor("Midwives and doulas (birth + postpartum)")("Health reporter 📰 maternity services, midwife shortages, NHS waiting lists")).not.toBe("high");
    expect(outcomeFor("UGC creators who make videos for brands")("UGC NET JRF qualified 🎉 ab PhD ki taiyari. Hindi sahitya.")).toBe("none");
  });
});

describe("whom a role works for, what a refusal names again, and what kind an organisation is", () => {
  const rolesOf = (description: string) => compileSegment(makeSegment({ description })).wanted.find((w) => w.category === "job_role")?.labels;

  it("are not roles asked for", () => {
    expect(rolesOf("chief of staff to a CEO or founder, at startups/scaleups mostly")).toEqual(["Chief of Staff"]);
    expect(rolesOf("RevOps people: revenue operations managers, heads of RevOps. Not the sales reps themselves (SDRs/AEs).")).toEqual(["Revenue Operations Manager"]);
    expect(rolesOf("Owners and founders of small marketing agencies (social media, paid ads, SEO, branding shops etc)")).not.toContain("SEO Specialist");
    // People in brackets after an organisation are still asked for.
    expect(rolesOf("Founders and operators of online stores and DTC brands (Shopify, Amazon sellers)")).toEqual(expect.arrayContaining(["Founder"]));
  });
});

describe("a kind of role the taxonomy cannot name", () => {
  it("'privacy counsel' is high only for a lawyer who shows privacy; 'active' or 'PhD level' narrow nothing", () => {
    const privacy = outcomeFor("Data protection officers (DPOs), privacy counsel and privacy program managers");
    expect(privacy("General Counsel @ a 300-person edtech. Contracts, employment, and everything else legal.")).toBe("medium");
    expect(privacy("Privacy counsel @ a payments company | GDPR, CCPA, DPIAs")).toBe("high");
    expect(privacy("Program manager, privacy engineering @ a social app")).toBe("high");
    const kinds = (description: string) => compileSegment(makeSegment({ description })).qualifiedRoles.map((q) => q.words);
    expect(kinds("privacy counsel")).toEqual([["privacy"]]);
    expect(kinds("Active angel investors writing first checks")).toEqual([]);
    expect(kinds("PhD level researchers in the life sciences")).toEqual([]);
    expect(kinds("In-house and agency tech recruiters")).toEqual([]);
    // A field adjective is a kind; a role it follows after "and" is another role, not another kind.
    const ctos = outcomeFor("CTOs and technical co-founders at small startups");
    expect(ctos("CEO & cofundadora. Todavía cierro yo los deals grandes")).toBe("medium");
    expect(ctos("Technical co-founder @ a seed-stage fintech")).toBe("high");
    expect(ctos("Co-founder & CTO, 8 people")).toBe("high");
  });
});

describe("a kind of role beside narrower roles named plainly", () => {
  it("'inside sales reps ... SDRs / BDRs': an SDR is asked for as such, whatever kind of rep the description names", () => {
    const inside = outcomeFor("inside sales reps selling B2B by phone, email or zoom - inside sales, SDRs / BDRs, telesales");
    expect(inside("SDR @ a data startup. Cold calls and sequences all day")).toBe("high");
    expect(inside("Sales rep for a paint company, on the road in Ohio")).not.toBe("high");
  });
});

describe("a kind of coach the taxonomy cannot name", () => {
  it("is high only for a coach who shows that kind", () => {
    const relationship = outcomeFor("relationship coaches and dating coaches - couples, breakup and divorce recovery. coach de pareja, coach amoureux ok.");
    expect(relationship("Dating coach for men in their 30s. First dates, texting, confidence.")).toBe("high");
    expect(relationship("Life coach & mindset mentor | burnout, boundaries, purpose")).not.toBe("high");
  });
});

describe("people asked for at startups", () => {
  const atStartups = (description: string) => compileSegment(makeSegment({ description })).atStartups;

  it("reads 'at startups' and 'startup CFOs' as where the people work, not what they invest in or any company", () => {
    expect(atStartups("Finance leaders at startups and scale-ups: CFOs, VPs of Finance")).toBe(true);
    expect(atStartups("startup CFOs")).toBe(true);
    expect(atStartups("chief of staff to a CEO or founder, at startups/scaleups mostly")).toBe(true);
    expect(atStartups("Active angel investors who write checks into startups")).toBe(false);
    expect(atStartups("Women who founded a startup or company they are running today")).toBe(false);
    expect(atStartups("Heads of growth at startups and tech companies")).toBe(false);
    expect(atStartups("Growth marketers, not startups")).toBe(false);
  });

  it("one at a public body, a charity, a bank or a family firm since 1921 is at most medium", () => {
    const outcome = outcomeFor("Finance leaders at startups and scale-ups: CFOs, VPs of Finance, heads of finance.");
    expect(outcome("CFO at a Series B fintech | unit economics and board decks")).toBe("high");
    expect(outcome("CFO der Vogel Stahlbau GmbH, Familienunternehmen seit 1921 | Siegerland")).toBe("medium");
    expect(outcome("Finance manager at an international NGO | grants, audits, budgets")).toBe("medium");
    expect(outcome("Chief Financial Officer, 120,000 employees in 40 countries")).toBe("medium");
  });
});

describe("people asked for who run their own business", () => {
  const ownBusiness = (description: string) => compileSegment(makeSegment({ description })).ownBusiness;

  it("is read only where no employed alternative is offered", () => {
    expect(ownBusiness("Pet groomers and dog trainers who run their own business (grooming salons, mobile vans)")).toBe(true);
    expect(ownBusiness("Accountants and bookkeepers who work at a small firm or run their own practice.")).toBe(false);
    expect(ownBusiness("Fashion designers who run their own label or design for a brand")).toBe(false);
    expect(ownBusiness("Independent financial advisers and planners who advise private clients")).toBe(true);
    expect(ownBusiness("Freelance translators and interpreters")).toBe(true);
    expect(ownBusiness("Financial advisers and planners")).toBe(false);
  });

  it("one whose role is tied to an employer, with no business of their own, is at most medium", () => {
    const outcome = outcomeFor("Pet groomers and dog trainers who run their own business");
    expect(outcome("Dog trainer at a national training franchise. Group classes Tues/Thurs")).toBe("medium");
    expect(outcome("Dog trainer & owner of Happy Paws, Leeds. Puppy classes")).toBe("high");
    expect(outcome("Dog trainer | reactive dogs, 1:1s | Kent")).toBe("high");
    const translators = outcomeFor("Freelance translators and interpreters, or small translation agencies");
    expect(translators("Staff Somali medical interpreter at a hospital in Minneapolis")).toBe("medium");
    expect(translators("Profesora particular de inglés y traductora jurada, Madrid")).not.toBe("medium");
    expect(outcomeFor("Independent financial advisers")("Financial Advisor with Edward Jones in Peoria")).toBe("medium");
  });
});

describe("whom the people asked for work for", () => {
  it("a chief of staff to a CTO or a university president is at most medium when the segment asks for chiefs of staff to a CEO or founder", () => {
    expect([...compileSegment(makeSegment({ description: "chief of staff to a CEO or founder" })).principals]).toEqual(expect.arrayContaining(["CEO", "Founder"]));
    const outcome = outcomeFor("chief of staff to a CEO or founder, at startups/scaleups mostly");
    expect(outcome("Chief of Staff to the CEO @ a 200-person healthtech")).toBe("high");
    expect(outcome("Chief of Staff to the CTO @ a 600-person SaaS. Engineering planning")).toBe("medium");
    expect(outcome("Chief of Staff to the President, a public research university")).toBe("medium");
    expect(outcomeFor("Chiefs of staff at startups")("Chief of Staff to the CTO @ a 600-person SaaS")).toBe("high");
  });
});

describe("a founder or an owner in a segment about tech", () => {
  it("needs a sign of the industry, since the role says nothing of it", () => {
    const outcome = outcomeFor("Owners or founders of IT managed service providers (MSPs) and small IT support companies. Not in-house IT people.");
    expect(outcome("Founder of an MSP serving 30 medical clinics")).toBe("high");
    expect(outcome("Fondatrice d'une société d'infogérance à Lille. On gère l'IT des PME")).toBe("high");
    expect(outcome("Founder. Building something new, more soon")).toBe("medium");
    expect(outcome("Founder, Keystone Home Finance. 6 brokers, 1 mission: no client confused by their mortgage")).not.toBe("high");
  });
});

describe("the people someone interviews", () => {
  it("are not the person: a podcast host's guests", () => {
    const sales = outcomeFor("Sales directors and heads of sales at SaaS companies");
    expect(sales("Host von „SaaS Stories DACH\": Interviews mit Gründer:innen und Vertriebsleiter:innen. Jeden Donnerstag neu.")).not.toBe("high");
    expect(sales("Vertriebsleiter bei einem SaaS für Praxen. 12 AEs, viel Neugeschäft.")).toBe("high");
  });
});

describe("a place the description asks for", () => {
  const segment = compileSegment(makeSegment({ description: "Sales directors and heads of sales at SaaS companies in Germany, Austria or Switzerland (DACH)." }));
  const judge = (bio: string, location?: string) => classify(makeProfile({ bio, ...(location !== undefined && { location }) }), segment, { now: NOW });

  it("is met by the location field: a Munich head of sales is high", () => {
    expect(judge("Head of Sales bei einem SaaS für Praxen. Team von 12.", "München").outcome).toBe("high");
  });

  it("rules out people elsewhere, unless the bio names the place asked for", () => {
    const paris = judge("Sales Director chez un éditeur SaaS parisien. Équipe de 15.", "Paris");
    expect(paris.outcome).toBe("none");
    expect(paris.reasons.join("; ")).toContain("excluded by place");
    expect(judge("Sales Director DACH for a Dutch SaaS, based in Amsterdam.", "Amsterdam").outcome).toBe("medium");
  });

  it("keeps a profile naming no place at medium", () => {
    const unknown = judge("Head of Sales at a SaaS company. Building the team.", "");
    expect(unknown.outcome).toBe("medium");
    expect(unknown.reasons.join("; ")).toContain("says no place");
  });

  it("is not read from look-alike words: 'indie hackers' ask for no place", () => {
    expect(judgeWith("Indie hackers building small SaaS products", "Solo founder of a bootstrapped SaaS, $4k MRR", "Lisbon")).toBe("high");
  });
});

function judgeWith(description: string, bio: string, location: string): string {
  return classify(makeProfile({ bio, location }), compileSegment(makeSegment({ description })), { now: NOW }).outcome;
}

describe("a refusal and a car rental", () => {
  it("'Geen actuaris' is no actuary; a revenue manager at a car rental firm is refused where car rental is", () => {
    expect(outcomeFor("Actuaries and actuarial analysts in insurance or pensions")("Kwantitatief analist bij een pensioenfonds. Geen actuaris.")).not.toBe("high");
    expect(outcomeFor("Hotel revenue managers. Not revenue managers at airlines or car rental firms.")("Revenue Manager bei einer Autovermietung. Flottenauslastung und Tagespreise.")).toBe("none");
  });
});

describe("a goal and real-estate pre-sales", () => {
  it("'Goal: become a DBA by 2027' is aspiring; 'pre-sales of off-plan apartments' is no sales engineer", () => {
    expect(outcomeFor("Database administrators (DBAs) for Postgres, Oracle, SQL Server or MySQL")("Junior support tech studying for Oracle OCP. Goal: become a DBA by 2027.")).not.toBe("high");
    expect(outcomeFor("Solutions engineers, sales engineers and presales consultants at software companies")("Pre-sales of off-plan apartments in Dubai Marina. Payment plans from 1%.")).toBe("none");
  });
});

describe("general practitioners and the owners beside them", () => {
  const outcome = outcomeFor("Family doctors and primary care physicians: GPs, family medicine docs, Hausärzte. Salaried, partners or practice owners. Not nurse practitioners.");

  it("reads 'GPs' among doctors as general practitioners, and other doctors as next to them", () => {
    expect(outcome("GP partner at a practice in Leeds | MRCGP | minor surgery and long waits")).toBe("high");
    expect(outcome("Hausärztin in einer Landarztpraxis in der Eifel")).toBe("high");
    expect(outcome("Dermatologist with my own clinic in Denver. Acne and moles.")).toBe("medium");
    expect(outcome("GP at a pre-seed fund. Ex-founder x2. DMs open for decks.")).toBe("none");
    expect(outcome("Spin doctor for hire. Crisis comms & PR.")).toBe("none");
    expect(outcome("Doctor of philosophy, not medicine. Teaching Kant in Leipzig.")).toBe("none");
  });

  it("takes an owner beside the doctors for an owner in their field, not any owner", () => {
    expect(outcome("Yoga studio owner in Brighton. Vinyasa, yin and herbal tea.")).not.toBe("high");
    expect(outcome("Owner of an independent strength gym in Sheffield. 260 members")).not.toBe("high");
  });
});

describe("trades the taxonomy learnt from tuning-30", () => {
  it("health and safety officers are a role of their own; 'health' in the title is no healthcare", () => {
    const outcome = outcomeFor("Health and safety officers - HSE / EHS managers, occupational safety managers and specialists, site safety officers in construction, oil & gas or manufacturing (NEBOSH, CSP, IOSH etc). Not safety equipment or PPE sellers.");
    expect(outcome("Site safety officer at a construction company | NEBOSH")).toBe("high");
    expect(outcome("Paediatrician 👩‍⚕️ and mum of two | Zaragoza")).toBe("none");
  });

  it("potters are artists of their own kind, and Harry Potter is no potter", () => {
    const outcome = outcomeFor("Potters and ceramic artists who make and sell their own work: studio potters, wheel throwers, ceramicists.");
    expect(outcome("Studio potter 🏺 wheel-thrown stoneware, sold at markets | Devon")).toBe("high");
    expect(outcome("Harry Potter nerd, tea and long walks")).toBe("none");
  });

  it("a place said of one kind in the middle of a list does not restrict the segment", () => {
    const outcome = outcomeFor("Insurance claims adjusters: field and desk adjusters, independent or staff, CAT adjusters, loss adjusters in the UK/Europe, claims handlers who settle property or auto losses. Not insurance agents or brokers.");
    expect(outcome("Independent adjuster, licensed in 12 states | Florida")).toBe("high");
  });
});

describe("trades and words the taxonomy learnt from tuning-32", () => {
  it("locksmiths and roofers are roles of their own; key programmers are locksmiths, not software engineers", () => {
    const locksmiths = outcomeFor("Locksmiths - mobile or with a shop, auto locksmiths and key programmers, safe techs. Not security system or alarm companies.");
    expect(locksmiths("Mobile locksmith in Leeds 🔑 lockouts, uPVC doors, key programming")).toBe("high");
    expect(locksmiths("Backend developer | Go, Postgres | Berlin")).toBe("none");
    const roofers = outcomeFor("Roofers and roofing contractors (residential or commercial: shingles, flat roofs, slate). Owners, estimators and crew leads.");
    expect(roofers("Dachdeckermeister mit eigenem Betrieb 🏠 Steildach, Flachdach | Kassel")).toBe("high");
  });

  it("MLS among lab words is a medical laboratory scientist, and a blood bank is no bank", () => {
    const outcome = outcomeFor("medical laboratory scientists / biomedical scientists working in hospital or clinical labs - haematology, microbiology, blood bank. MLS, MLT, BMS.");
    expect(outcome("MLS(ASCP) on nights in a hospital core lab 🧪 hematology and blood bank")).toBe("high");
    expect(outcome("Branch manager at a retail bank | mortgages and savings")).toBe("none");
  });

  it("a neighbour in the field the roles asked for work in is no lead of another field: a rabbi for hospital chaplains", () => {
    const outcome = outcomeFor("Hospital chaplains and spiritual care staff in hospitals, hospices or ICUs. Parish pastors who visit their sick members are ok-ish.");
    expect(outcome("Rabbi, Jewish pastoral care at Mount Sinai Hospital. Shabbat on the oncology floor.")).not.toBe("none");
  });

  it("an HR derby is baseball, not HR", () => {
    const outcome = outcomeFor("HR business partners (HRBPs) and people partners. HR generalists are ok-ish.");
    expect(outcome("Yankees fan. HR derby is my Super Bowl. Dad of 2.")).toBe("none");
  });

  it("what the customer writing the segment sells is no field the leads must work in", () => {
    const outcome = outcomeFor("Owners of home care agencies: domiciliary care, home health or non-medical in-home care businesses. We sell scheduling and payroll software, so we want the people who own and run the agency.");
    expect(outcome("Founder of a payroll software startup | SaaS | Austin")).toBe("none");
  });
});

describe("aspiring, in more words", () => {
  it("'Quiero ser', 'quero ser', 'je veux devenir' and 'ingin menjadi' are aspiring", () => {
    const outcome = outcomeFor("SREs and production engineers who carry the pager for production systems.");
    expect(outcome("Quiero ser SRE 🚀 | estudiando para la CKA")).toBe("medium");
    expect(outcome("Quero ser SRE um dia | Linux e Docker")).toBe("medium");
    expect(outcome("SRE at a fintech | on call this week")).toBe("high");
  });
});

describe("sales trainers", () => {
  it("are coaches of their own kind, in the bio languages", () => {
    const outcome = outcomeFor("B2B sales trainers and sales coaches who train SDR/AE teams: cold calling, discovery, negotiation workshops. not sales reps, not life coaches");
    expect(outcome("B2B sales trainer | cold calling and negotiation workshops for corporate teams")).toBe("high");
    expect(outcome("Formatrice commerciale B2B | prospection, négociation | 300 commerciaux formés par an")).toBe("high");
    expect(outcome("Account executive at a SaaS | quota crusher")).toBe("none");
  });
});

describe("radiographers", () => {
  it("'Band 6 radiographer' is a graded radiographer, not a count of them; 'MRI tech' is a technologist", () => {
    const outcome = outcomeFor("Radiographers and radiologic technologists: X-ray, CT and MRI techs, in hospitals or imaging centres. Not radiologists.");
    expect(outcome("Band 6 radiographer in a very busy A&E | CT trained | HCPC")).toBe("high");
    expect(outcome("MRI tech at a Level I trauma center, nights")).toBe("high");
  });
});

describe("people named by a role the taxonomy does not know", () => {
  it("leave a field alone at medium; a segment asking for anyone in the field keeps its highs", () => {
    const heads = outcomeFor("Heads of customer education at SaaS companies: customer education, academy or customer training leads who teach customers to use the product.");
    expect(heads("Backend engineer at a SaaS startup | Go and Postgres")).toBe("medium");
    const anyone = outcomeFor("Anyone working at a fintech company, in any function from engineering to compliance.");
    expect(anyone("Backend engineer at a fintech startup | payments APIs")).toBe("high");
  });

  it("an agent noun opening the description names a role too: 'Cheesemakers - ppl who make cheese'", () => {
    const cheesemakers = outcomeFor("Cheesemakers - ppl who make cheese for a living (farmstead, creamery, small dairy)");
    expect(cheesemakers("Barista at a café in Leeds. Latte art nerd.")).toBe("medium");
  });
});

describe("roles the taxonomy learnt from tuning-34", () => {
  it("physician assistants are no doctors, court reporters no journalists; audiologists and crane operators are roles of their own", () => {
    expect(outcomeFor("Physician assistants or physician associates (PA-C, PAs) in any specialty. Not medical assistants, not doctors.")("Family medicine physician in Ohio | MD")).not.toBe("high");
    expect(outcomeFor("court reporters and stenographers: official and freelance reporters, depo reporters, CART captioners. not journalists who report on courts")("Courts reporter at the Chronicle | trials and verdicts")).not.toBe("high");
    expect(outcomeFor("Audiologists and hearing care professionals: clinical and dispensing audiologists, hearing aid dispensers.")("Hörakustikerin mit eigenem Fachgeschäft in Bremen")).toBe("high");
    expect(outcomeFor("Crane operators - tower crane and mobile crane operators. Not crane rental companies.")("Tower crane operator on high-rise sites in Sydney 🏗️")).toBe("high");
  });
});

describe("companies asked for at a funding stage, and investors asked for by the market they back", () => {
  it("a founder naming no round or backer is medium when the description asks for Series A to C companies", () => {
    const outcome = outcomeFor("founders and CEOs of venture-backed startups that have raised a Series A, B or C. not pre-seed or seed");
    expect(outcome("Co-founder & CEO @ Tilt | Series B, 120 people | AI for insurance claims")).toBe("high");
    expect(outcome("Fundador de Pagaí 🇧🇷 | serie A cerrada en 2025 | pagos para pymes")).toBe("high");
    expect(outcome("Founder @ a Doha sports-tech startup ⚽ athlete data for academies")).toBe("medium");
    // A range from the first stage, or a refused stage, asks for no round.
    expect(outcomeFor("Founders of B2B SaaS companies, ideally pre-seed to Series B")("Founder of a B2B SaaS for dentists")).toBe("high");
  });

  it("'VC-backed' is a company's funding, not venture capital", () => {
    expect(compileSegment(makeSegment({ description: "founders of VC-backed startups" })).wanted.map((w) => w.labels)).toEqual([["Founder"]]);
  });

  it("beside the market investors back, the venture capital they work in is no market that will do", () => {
    const outcome = outcomeFor("Biotech investors: partners and associates at biotech VC funds, and angels who back biotech startups");
    expect(outcome("Partner at a generalist seed fund. Mostly SaaS and fintech")).not.toBe("high");
    expect(outcome("Partner at a biotech VC fund 🧬 oncology and gene therapy")).toBe("high");
    // The market an investor backs is the market they work in.
    expect(outcome("Angel investor backing biotech founders")).toBe("high");
    expect(outcomeFor("Recruiters who hire for fintech companies")("Tech recruiter, placing engineers at fintechs in London")).toBe("high");
  });
});

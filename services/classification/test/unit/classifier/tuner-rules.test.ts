import { describe, expect, it } from "vitest";
import { parseDescription } from "../../../src/domain/description/index.js";
import { makeProfile, NOW, outcomeFor } from "./make-profile.js";

describe("names of roles, degrees and titles the lexicon lacked", () => {
  it("the dental degrees DMD and BDS name a dentist", () => {
    const dentists = outcomeFor("Dentists who run a dental practice");
    expect(dentists("DMD | clear aligners | Boise")).toBe("high");
    expect(dentists("BDS, MFDS. Associate at a family practice in Leeds")).toBe("high");
  });

  it("a kinesiólogo is a physiotherapist where Spanish says it so", () => {
    expect(outcomeFor("Physiotherapists working in clinics")("Kinesióloga | rehabilitación de rodilla | Córdoba")).toBe("high");
  });

  it("a columnist writes for a newspaper", () => {
    expect(outcomeFor("Journalists and editors at newspapers")("Columnist at a regional daily. Politics and pies.")).toBe("high");
  });

  it("an employee-benefits broker and a corredora de seguros are insurance brokers", () => {
    const brokers = outcomeFor("Independent insurance brokers or agents");
    expect(brokers("Employee benefits broker for small employers in Ohio")).toBe("high");
    expect(brokers("Corredora de seguros | vida y gastos médicos | Puebla")).toBe("high");
  });

  it("a party planner and the Polish and Turkish names of a wedding planner plan events", () => {
    const planners = outcomeFor("Event planners and wedding planners who plan events for clients");
    expect(planners("Party planner 🎉 birthdays and baby showers in Accra")).toBe("high");
    expect(planners("Organizatorka wesel | Gdańsk")).toBe("high");
    expect(planners("Düğün planlamacısı | İzmir")).toBe("high");
  });

  it("a new-grad or country vet is a vet", () => {
    const vets = outcomeFor("Veterinarians at small animal or farm practices");
    expect(vets("New grad vet at a mixed practice. Coffee please.")).toBe("high");
    expect(vets("Country vet in Dorset, mostly cows")).toBe("high");
  });
});

describe("a pilot by aircraft type or by a title at an airline", () => {
  const pilots = outcomeFor("Professional pilots: airline captains and first officers");

  it("an aircraft type before captain or first officer is a pilot", () => {
    expect(pilots("B737 captain. Early starts, good views.")).toBe("high");
    expect(pilots("A321 first officer based in Dublin")).toBe("high");
  });

  it("captain or FO at an airline is a pilot, and the Korean 부기장 is a first officer", () => {
    expect(pilots("Captain @ easyJet. Cyclist.")).toBe("high");
    expect(pilots("FO at Lufthansa | Frankfurt")).toBe("high");
    expect(pilots("부기장 | 제주")).toBe("high");
  });

  it("a captain of something else is not", () => {
    expect(pilots("Captain of the village cricket team")).toBe("none");
    expect(pilots("Retired army captain, now gardening")).not.toBe("high");
  });
});

describe("an owner beside the segment's own trades owns the segment's kind of business", () => {
  it("an owner whose business is another trade is no lead for 'vets or vet clinic owners'", () => {
    const vets = outcomeFor("Veterinarians or vet clinic owners, small animal or equine");
    expect(vets("Licensed plumber. Owner, Smith & Sons. Three vans, one dog.")).toBe("none");
    expect(vets("Agency owner, 2nd generation. Home and auto policies.")).toBe("none");
    expect(vets("Owner of a small animal vet clinic in Leeds")).toBe("high");
    // Nothing says what the business is: the owner may still be the segment's.
    expect(vets("Owner. Two kids, three dogs.")).toBe("medium");
  });

  it("a hotel's owner is still a lead for hotel GMs and B&B owners, a gym's owner is not", () => {
    const hoteliers = outcomeFor("Hotel general managers and owners of small hotels, B&Bs and guesthouses");
    expect(hoteliers("Eigenaar van een boetiekhotel in Utrecht, 12 kamers")).not.toBe("none");
    expect(hoteliers("Gym owner and coach in Turin")).toBe("none");
  });

  it("a segment of owners alone keeps an owner whose business it cannot tell", () => {
    expect(outcomeFor("Founders of B2B SaaS companies")("Founder. Building something new.")).toBe("medium");
  });
});

describe("an abbreviation naming two roles is read by the profile's other words", () => {
  it("PT in a clinic is a physical therapist, PT in a gym a personal trainer", () => {
    const physios = outcomeFor("Physiotherapists in private practice. Not personal trainers.");
    expect(physios("Sports PT | ACL rehab and return to run | own clinic in Boston")).toBe("high");
    expect(physios("PT 💪 fat loss and muscle gain coaching at my gym")).toBe("none");
    const trainers = outcomeFor("Personal trainers and fitness coaches");
    expect(trainers("PT 💪 fat loss and muscle gain coaching at my gym")).toBe("high");
  });

  it("a GP among patients is a doctor, a GP among funds a general partner", () => {
    const vcs = outcomeFor("Venture capital investors");
    expect(vcs("GP at a seed fund backing startups in fintech")).toBe("high");
    expect(vcs("GP in a busy NHS surgery, MRCGP. Patients first.")).toBe("none");
    expect(outcomeFor("Doctors and physicians")("GP in a busy NHS surgery, MRCGP. Patients first.")).toBe("high");
  });

  it("a credential's final s is its own letter: 'ML' is no MLS (librarian), 'BD' no BDS (dentist)", () => {
    expect(outcomeFor("Librarians")("ML platform engineer at Spotify")).toBe("none");
    expect(outcomeFor("Librarians")("MLS, children's services at the county library")).toBe("high");
    expect(outcomeFor("Dentists")("BD lead at a SaaS startup")).toBe("none");
    expect(outcomeFor("Dentists")("BDS, family dentistry in Leeds")).toBe("high");
    expect(parseDescription("MLOps and ML platform engineers").appliedSearchFilters.job_role).toEqual(["Platform Engineer"]);
  });

  it("a CIO among funds invests; among systems runs IT", () => {
    const cios = outcomeFor("CIO / IT Director / Head of IT at mid-size companies");
    expect(cios("CIO, family office. Macro, credit, and long walks. Not investment advice.")).toBe("none");
    expect(cios("CIO at a 900-person logistics firm. SAP, cloud, and security.")).toBe("high");
  });

  it("a one-word role glued after 'pre' is studied for", () => {
    expect(outcomeFor("Physiotherapists in private practice")("Pre-PT, kinesiology major, rehab clinic volunteer")).not.toBe("high");
  });
});

describe("a refusal runs over a short list closed by 'or'", () => {
  it("'Not venues, DJs or caterers' refuses all three and asks for none of them", () => {
    const parsed = parseDescription("Event planners who plan weddings for clients. Not venues, DJs or caterers.");
    expect(parsed.appliedSearchFilters.job_role).not.toContain("Caterer");
    expect(parsed.excludedLabels.map((e) => e.label)).toEqual(expect.arrayContaining(["Caterer"]));
    expect(outcomeFor("Event planners for weddings and conferences. Not venues, DJs or caterers.")("Caterer for weddings and corporate lunches")).toBe("none");
  });

  it("a list that goes on as a sentence, or is never closed, is not refused", () => {
    const parsed = parseDescription("Not just founders, operators or investors: anyone building a SaaS company");
    expect(parsed.excludedLabels).toEqual([]);
    const open = parseDescription("Founders of SaaS startups, not agencies, engineers and designers who build products for clients welcome");
    expect(open.excludedLabels.map((e) => e.label)).not.toContain("Software Engineer");
  });
});

describe("given names the list lacked", () => {
  it("common English, Welsh, Irish and Nordic names say the gender; unisex ones still do not", async () => {
    const { inferGender } = await import("../../../src/domain/classifier/gender.js");
    expect(inferGender("Deb Halloran", "").gender).toBe("female");
    expect(inferGender("Siobhán Walsh", "").gender).toBe("female");
    expect(inferGender("Joanne Price", "").gender).toBe("female");
    expect(inferGender("Rhys Evans", "").gender).toBe("male");
    expect(inferGender("Jordan Kay", "").gender).toBe("unknown");
  });
});

describe("trade, farming, brand and hotel names the lexicon lacked", () => {
  it("an idraulico is a plumber and an Elektromeister an electrician", () => {
    const trades = outcomeFor("Electricians, plumbers or HVAC technicians");
    expect(trades("Idraulico a Napoli, caldaie e bagni")).toBe("high");
    expect(trades("Elektromeister mit eigenem Betrieb in Köln")).toBe("high");
  });

  it("an orchardist and a Bäuerin farm", () => {
    const farmers = outcomeFor("Women who farm or ranch");
    expect(farmers("Cherry orchardist in Otago. Frost fans and ladders.", "Anna Reid")).toBe("high");
    expect(farmers("Bäuerin im Allgäu, Milchvieh", "Anna Huber")).toBe("high");
  });

  it("a brand director at a drinks company is a brand manager", () => {
    expect(outcomeFor("Brand managers and marketing managers at food or drink brands")("Brand director, whisky @ Diageo")).toBe("high");
  });

  it("a general manager at a hotel chain runs a hotel", () => {
    expect(outcomeFor("Hotel general managers and owners of small hotels")("General Manager, Courtyard by Marriott | Lisbon")).toBe("high");
  });
});

describe("adjacent roles the lexicon lacked are medium for their neighbour", () => {
  it("an athletic trainer and an osteopath are next to physios", () => {
    const physios = outcomeFor("Physiotherapists in private practice");
    expect(physios("Certified athletic trainer for a college soccer team")).toBe("medium");
    expect(physios("Ostéopathe en cabinet à Lyon")).toBe("medium");
  });

  it("a dental technician is next to dentists, a fact-checker to journalists, a drone pilot to pilots", () => {
    expect(outcomeFor("Dentists who run a practice")("Dental technician, own lab in Porto")).toBe("medium");
    expect(outcomeFor("Journalists at newspapers")("Fact-checker at a national daily")).toBe("medium");
    expect(outcomeFor("Airline pilots")("Drone pilot for surveys and farms")).toBe("medium");
  });
});

describe("a role that is someone's or something's of the person's is not the person", () => {
  it("'my TV pilot', 'our family dentist' name a thing or another person", () => {
    expect(outcomeFor("Professional airline pilots")("Screenwriter. My TV pilot is finally done.")).toBe("none");
    expect(outcomeFor("Dentists who run a practice")("Teacher. Our family dentist is a saint.")).toBe("none");
  });

  it("one's own card, role or practice stays one's own", () => {
    expect(outcomeFor("Electricians and plumbers")("Maintenance tech, working on my journeyman electrician card")).not.toBe("none");
    expect(outcomeFor("Physiotherapists in private practice")("Physiotherapist running my own clinic")).toBe("high");
  });
});

describe("a business account that says who runs it", () => {
  it("'run by Dr. Reid' is the practice speaking, at most medium", () => {
    const physios = outcomeFor("Physiotherapists in private practice or at a clinic");
    expect(physios("Sports physiotherapy clinic in Leeds. Run by Sam (chartered physio) and team.", "Leeds Sports Physio")).toBe("medium");
    expect(physios("Chartered physio. Blog run by me, opinions mine.")).toBe("high");
  });
});

describe("registration words before a title, and roles next to their trade", () => {
  it("'Gas Safe registered heating engineer' states the title", () => {
    expect(outcomeFor("Electricians, plumbers or HVAC technicians")("Gas Safe registered heating engineer, boilers and leaks")).toBe("high");
  });

  it("an enrolled agent prepares taxes and a certified pharmacy technician is next to pharmacists", () => {
    expect(outcomeFor("Accountants and tax preparers at small firms")("Enrolled Agent | small tax office in Tucson")).toBe("high");
    expect(outcomeFor("Pharmacists in community or hospital pharmacies")("Certified pharmacy technician (CPhT), hospital IV room")).toBe("medium");
  });
});

describe("doctoral students and lab staff are next to researchers", () => {
  const scientists = outcomeFor("Researchers in biology at universities: postdocs, PIs, professors, staff scientists");

  it("a PhD student or a Doktorand is medium, never high", () => {
    expect(scientists("PhD student, cell biology @ a university lab")).toBe("medium");
    expect(scientists("Doktorand Neurobiologie, Patch-clamp")).toBe("medium");
  });

  it("a lab manager is medium", () => {
    expect(scientists("Lab manager in a zebrafish lab at a university")).toBe("medium");
  });

  it("students excluded by the description still exclude doctoral students", () => {
    expect(outcomeFor("Machine learning engineers. Not students.")("PhD candidate in machine learning")).toBe("none");
  });
});

describe("students of a profession and the trade's assistants are next to it", () => {
  it("a dental or architecture student is medium, a vet student excluded where vet students are", () => {
    expect(outcomeFor("Dentists who run a practice")("Dental student, 4th year, crowns and caffeine")).toBe("medium");
    expect(outcomeFor("Architects at a practice")("Architecture student, studio culture survivor")).toBe("medium");
    expect(outcomeFor("Veterinarians. No vet students.")("Vet student, final year, cows on Tuesdays")).toBe("none");
  });

  it("a Part 1 architectural assistant, a meeting planner, a festival producer and a sim instructor are medium", () => {
    expect(outcomeFor("Architects at a practice")("Part 1 architectural assistant, drawing stairs")).toBe("medium");
    expect(outcomeFor("Event planners who plan events for clients")("Meeting planner for a trade association")).toBe("medium");
    expect(outcomeFor("Event planners who plan events for clients")("Festival producer, two summer festivals in Norway")).toBe("medium");
    expect(outcomeFor("Professional airline pilots")("Type rating instructor in the B737 sim")).toBe("medium");
  });

  it("a small animal clinic is a vet's workplace, an insurance agency an insurer's market", () => {
    expect(outcomeFor("Veterinarians at small animal practices")("Practice manager at a small animal clinic")).toBe("medium");
  });
});

describe("self-declared feeds the bot filter missed", () => {
  it("'Automated:' as a bio's own label, tips every N minutes, and 'publicadas de forma automática' are feeds", async () => {
    const { assessBot } = await import("../../../src/domain/classifier/bot-score.js");
    const feed = (bio: string) => assessBot(makeProfile({ bio, displayName: "Daily Tips", handle: "dailytips", tweetCount: 90_000, followersCount: 3_000, followingCount: 10 }), NOW).isBot;
    expect(feed("Automated: a stretching tip every 30 minutes #mobility")).toBe(true);
    expect(feed("Gardening tips every 2 hours 🌱")).toBe(true);
    expect(feed("Noticias del mundo, publicadas de forma automática")).toBe(true);
    // A person who builds automation is no feed.
    expect(assessBot(makeProfile({ bio: "Automation engineer. I build automated test suites." }), NOW).isBot).toBe(false);
  });
});

describe("someone between roles has no current role", () => {
  it("is at most medium for the role they had", () => {
    const marketers = outcomeFor("Heads of marketing at food or drink brands");
    expect(marketers("Head of Marketing at a snack brand. Between roles, open to offers.")).toBe("medium");
    expect(marketers("Head of Marketing at a snack brand. 15 yrs in CPG.")).toBe("high");
  });
});

describe("editors of things other than news", () => {
  it("a Wikipedia editor and an acquisitions editor are not newsroom editors", () => {
    const newsroom = outcomeFor("Journalists and editors at newspapers and news sites");
    expect(newsroom("Wikipedia editor since 2009. 90k edits.")).toBe("none");
    expect(newsroom("Acquisitions editor, literary fiction. Slush pile survivor.")).not.toBe("high");
    expect(newsroom("Managing editor at a regional daily")).toBe("high");
  });
});

describe("roles next to a vet, a physio or a journalist, and clinical degrees beside them", () => {
  const vets = outcomeFor("Veterinarians at small animal, equine or farm practices");

  it("a veterinary pathologist with a DVM, an official vet and an animal physio are medium for vets", () => {
    expect(vets("Veterinary pathologist, DVM PhD. Research on bird flu.")).toBe("medium");
    expect(vets("Veterinario oficial, inspección en matadero")).toBe("medium");
    expect(vets("Equine physiotherapist, mobile, Kent")).toBe("medium");
    expect(outcomeFor("Physiotherapists in private practice")("Canine physiotherapist, hydrotherapy pool")).toBe("medium");
  });

  it("a DVM beside a job outside the vet's neighbours still names a vet", () => {
    expect(vets("Spay/neuter surgeon at a shelter clinic. DVM")).toBe("high");
  });

  it("a citizen journalist is next to journalists", () => {
    expect(outcomeFor("Journalists at newspapers and broadcasters")("Citizen journalist, live updates from my town")).toBe("medium");
  });
});

describe("the Big Four as a group a description may refuse", () => {
  const accountants = outcomeFor("Accountants at small firms or running their own practice. Not Big 4, not accounting students.");

  it("an accountant at Deloitte or KPMG is no lead, one at a mid-size firm 'not Big 4' is", () => {
    expect(accountants("Tax senior @ KPMG | CPA")).toBe("none");
    expect(accountants("Senior auditor at a mid-size firm (no Big 4) | CPA")).not.toBe("none");
  });

  it("'no' opening a bracket is a negation, 'PM no Nubank' still an employer", () => {
    expect(outcomeFor("People working in fintech")("PM no Nubank | São Paulo")).toBe("high");
  });
});

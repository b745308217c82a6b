import { describe, expect, it } from "vitest";
import { compileSegment } from "../../../src/domain/classifier/index.js";
import { makeSegment, outcomeFor } from "./make-profile.js";

describe("missed leads the labelling rules make high or medium", () => {
  it("a dental specialty, a dentist's degree and the Spanish, Japanese and Italian names of a role are the role", () => {
    const dentists = outcomeFor("Dentists who own or work at a dental practice");
    expect(dentists("Endodontist 🦷 root canals all day | Austin")).toBe("high");
    expect(dentists("Odontólogo en Medellín. Implantes y rehabilitación oral.")).toBe("high");
    expect(dentists("Jane Doe, DDS | family dentistry in Ohio | coffee first")).toBe("high");
    expect(outcomeFor("Airline pilots flying for a carrier")("副操縦士 | A320 | 旅と写真")).toBe("high");
    expect(outcomeFor("Independent insurance brokers running their own agency")("Broker assicurativo | Torino | polizze casa e auto")).not.toBe("none");
  });

  it("the Turkish word for a reporter is a journalist, and a photo reporter (foto muhabiri) is still not one", () => {
    const outcome = outcomeFor("Journalists and reporters working in a newsroom");
    expect(outcome("Muhabir | Ankara | siyaset ve ekonomi haberleri")).toBe("high");
    expect(outcome("Foto muhabiri | Ankara | siyaset ve sokak")).not.toBe("high");
  });

  it("an oral surgeon is a dental specialist, not a surgeon of another field", () => {
    expect(outcomeFor("Dentists who own or work at a dental practice")("Oral surgeon 🦷 implants and wisdom teeth | Phoenix")).toBe("high");
  });

  it("DPT, the doctorate physical therapists hold, names a physiotherapist as DVM names a vet", () => {
    expect(outcomeFor("Physiotherapists and physical therapists at a private clinic")("DPT | sports rehab & return to run | my own clinic in Denver")).toBe("high");
  });

  it("a German Redakteurin is a newsroom editor", () => {
    expect(outcomeFor("Journalists and editors at newspapers, magazines or broadcasters")("Redakteurin beim Tagesspiegel, Ressort Berlin. Privat hier.")).toBe("high");
  });

  it("'proud to be a nurse' is the writer's own role, not an audience they serve; 'hoping to become' one is aspiring", () => {
    const nurses = outcomeFor("Registered nurses working in hospitals");
    expect(nurses("Proud to be a nurse 💉 ICU nights | Leeds")).toBe("high");
    expect(nurses("Hoping to become a nurse one day | care assistant | Leeds")).not.toBe("high");
    expect(outcomeFor("Licensed plumbers who run their own business")("Proud to be a licensed plumber. Own van, own rules. Bristol")).not.toBe("none");
  });
});

describe("a role the taxonomy does not know", () => {
  it("is medium when the bio says much of what the description says, none when it says little", () => {
    const outcome = outcomeFor("Independent financial advisers who advise private clients on pensions, investments or retirement");
    expect(outcome("Pensions, investments and retirement income for private clients. Cork.")).toBe("medium");
    expect(outcome("Saving for retirement one latte at a time")).toBe("none");
  });
});

describe("titles and qualifications of mortgage and payroll people", () => {
  it("reads CeMAP advisers as mortgage brokers and Brazilian 'departamento pessoal' analysts as payroll", () => {
    expect(outcomeFor("Mortgage brokers or loan officers who arrange home loans for their clients")("CeMAP qualified. Whole-of-market advice for first-time buyers in Bristol.")).toBe("high");
    expect(outcomeFor("Payroll specialists and payroll managers, in house or at payroll bureaus")("Analista de departamento pessoal: folha de pagamento, eSocial, férias. SP")).toBe("high");
  });
});

describe("a rep's title at a drug or device maker", () => {
  it("is a medical sales rep: 'Territory manager at Stryker'; at a supermarket it is not", () => {
    const outcome = outcomeFor("Pharma sales reps and medical device reps, KAMs etc. Anyone whose job is calling on doctors / hospitals");
    expect(outcome("Territory manager at Stryker. In the OR before 7.")).toBe("high");
    expect(outcome("Territory manager at Tesco. Stores in Kent.")).toBe("none");
  });
});

describe("a generic title, a separator and a known employer", () => {
  it("is the title at that employer: 'Partner, Sequoia', 'Territory manager | Stryker'", () => {
    const vcs = outcomeFor("VC investors at venture funds");
    expect(vcs("Partner, Sequoia. Dad.")).toBe("high");
    expect(vcs("Principal | a16z")).toBe("high");
    const reps = outcomeFor("Pharma sales reps and medical device reps who call on doctors and hospitals");
    expect(reps("Territory manager, Stryker Joint Replacement. In the OR before 7.")).toBe("high");
    expect(reps("Account executive - Medtronic Diabetes. Getting endos onto pumps")).toBe("high");
    // Not a title before the comma: no employer.
    expect(outcomeFor("Software engineers at tech companies")("Dad, Apple fan, runner")).toBe("none");
  });
});

describe("B2B roles described the way users write them", () => {
  const wantedOf = (description: string) => compileSegment(makeSegment({ description })).wanted.map((w) => `${w.category}:${w.labels.join("|")}${w.required ? "" : "?"}`);

  it("compile to the role asked for, not the words inside it", () => {
    expect(wantedOf("devrel people: developer advocates, developer relations leads/managers, dev evangelists at tech companies")).toEqual(["job_role:Developer Advocate", "industry:Technology"]);
    expect(wantedOf("Technical writers and documentation people (docs engineers, API docs writers). not copywriters")[0]).toBe("job_role:Technical Writer");
    // "Finance leaders" is a role, not the finance industry.
    expect(wantedOf("Finance leaders at startups: CFOs, VPs of Finance, heads of finance")).toEqual(["job_role:CFO|Finance Manager"]);
  });

  it("read 'mostly' and 'ideally' as a leaning, not a requirement", () => {
    expect(wantedOf("product marketing managers (PMMs), heads of product marketing. mostly B2B tech / SaaS")[1]).toMatch(/\?$/);
  });

  it("require the field of a role that says only how someone works: 'SAP or Salesforce consultants'", () => {
    const outcome = outcomeFor("ERP or CRM consultants and implementers: SAP, Salesforce, Dynamics, Odoo, NetSuite consultants");
    expect(outcome("SAP FICO consultant at an implementation partner. S/4HANA migrations")).toBe("high");
    expect(outcome("I help SaaS CS teams cut churn by 30% | CS consultant & coach")).not.toBe("high");
  });

  it("take a customer success manager or a product marketer to work in software unless the bio says otherwise", () => {
    const csm = outcomeFor("Customer success managers at SaaS companies - CSMs, CS leads, heads of customer success");
    expect(csm("Senior CSM på Pleo | enterprise-kunder, NRR-nörd")).toBe("high");
    expect(csm("Customer success consultant. I help SaaS companies reduce churn.")).toBe("medium");
  });
});

describe("titles said another way", () => {
  it("a director or VP of a function is its 'head of' role: 'Director of Product Marketing'", () => {
    const pmm = outcomeFor("product marketing managers (PMMs), heads of product marketing at B2B SaaS companies");
    expect(pmm("Director of Product Marketing, Salesforce (Service Cloud). Girl dad x3")).toBe("high");
    expect(pmm("VP of Product Marketing at Notion")).toBe("high");
  });

  it("a German feminine ending on an English title is the title: 'Customer Success Managerin'", () => {
    expect(outcomeFor("Customer success managers at SaaS companies")("Customer Success Managerin bei Personio")).toBe("high");
  });
});

describe("a trade's tools and tasks", () => {
  it("point to its role, at most medium: Selenium and ISTQB to QA, DITA to technical writing, a Discord server to community management", () => {
    expect(outcomeFor("QA engineers, SDETs, test automation engineers in software teams")("ISTQB Advanced. Appium & Selenium grids for a Dutch e-commerce app. Bugs fear me")).toBe("medium");
    expect(outcomeFor("Technical writers and documentation people")("MadCap Flare + DITA-OT wrangler. Release notes, admin guides, the works.")).toBe("medium");
    expect(outcomeFor("Community managers who run online communities: Discord servers, forums")("Running the Discord server and the ambassador program for a note-taking app")).toBe("medium");
    expect(outcomeFor("Customer success managers at SaaS companies")("I own renewals + expansion for 55 mid-market logos. QBRs, health scores, Gainsight.")).toBe("medium");
    expect(outcomeFor("product marketing managers at B2B SaaS companies")("Positioning, launch plans and battlecards for a devtools startup.")).toBe("medium");
  });
});

describe("a Latin word inside Chinese, Japanese or Korean text, and a Turkish ending after an apostrophe", () => {
  it("are read as the word: 'スタートアップのCFO', 'SaaS企業', 'Girişim CFO'su'", () => {
    const finance = outcomeFor("Finance leaders at startups: CFOs, VPs of Finance");
    expect(finance("スタートアップのCFO。資金調達とIPO準備をしています。")).toBe("high");
    expect(finance("Girişim CFO'su 🚀 | finansman, bütçe, yatırımcı ilişkileri")).toBe("high");
    expect(outcomeFor("Customer success managers at SaaS companies")("SaaS企業でカスタマーサクセスやってます。")).toBe("high");
  });
});

describe("a dealership's staff", () => {
  it("are read from car makers' names and dealership words: 'Verkaufsleiter Pkw, Mercedes-Benz Niederlassung'", () => {
    const cars = outcomeFor("Car dealers and dealership staff who sell cars: salespeople, sales managers, GMs, F&I managers. Not mechanics");
    expect(cars("Verkaufsleiter Pkw, Mercedes-Benz Niederlassung | Stuttgart")).toBe("high");
    expect(cars("Asesor comercial en concesionario Renault 🚗 | Córdoba")).toBe("high");
    expect(cars("Diesel mechanic at a Toyota dealership")).not.toBe("high");
    expect(cars("Desk manager @ Rairdon Subaru. Come see me for your next Outback")).toBe("high");
  });
});

describe("owners of a kind of business", () => {
  it("include whoever founded one: 'co-founder @ Ridgeline Energy ... rooftop solar'", () => {
    const solar = outcomeFor("Solar installers and owners of solar installation companies, residential + commercial PV");
    expect(solar("Commercial PV EPC | co-founder @ Ridgeline Energy | 40 MW of rooftop & carport solar built in Texas")).toBe("high");
    expect(solar("Co-founder of a meal-kit startup. Ex-McKinsey")).toBe("none");
  });
});

describe("a trade's own field", () => {
  it("comes with its role: a florist is in retail, a tattoo artist in the arts", () => {
    const florists = outcomeFor("florists and flower shop owners - retail shops, wedding/event florists. not hobby gardeners");
    expect(florists("Floristmeisterin 🌿 eigener Blumenladen in Freiburg")).toBe("high");
    expect(outcomeFor("Winemakers and sommeliers: people who make wine or serve it professionally")("Cellar master at a Napa estate. Barrels, blends and bad puns")).toBe("high");
  });
});

describe("gaming streamers", () => {
  it("a Twitch streamer, a speedrunner or a French streameuse is a gaming streamer; a streamer of cooking is a creator only", () => {
    const outcome = outcomeFor("Twitch or YouTube gaming streamers and gaming content creators - people who stream or post gameplay regularly");
    expect(outcome("Twitch streamer 🎮 Valorant ranked grind")).toBe("high");
    expect(outcome("Streameuse sur Twitch 🎮 jeux indés et speedruns")).toBe("high");
    expect(outcome("Speedrunner. Celeste Any% top 10. Live most nights")).toBe("high");
    expect(outcome("Streamer | just chatting and cooking")).toBe("medium");
  });
});

describe("groomers, dog trainers, opticians and coaches by their usual words", () => {
  it("finds the role in a credential, a local title or the work itself, but not in the field's name alone", () => {
    const pets = outcomeFor("Pet groomers and dog trainers who run their own business");
    expect(pets("Groomer, Suds & Snips. Doodles welcome")).toBe("high");
    expect(pets("애견미용실 원장 ✂️🐶 부산 해운대. 가위컷 전문, 예약제")).toBe("high");
    expect(pets("Puppy classes, loose-lead walking & reactive dog 1:1s. CCPDT-KA")).not.toBe("none");
    const optometrists = outcomeFor("Optometrists and dispensing opticians - eye exams, glasses, contact lenses");
    expect(optometrists("Fitting glasses and contact lenses at a small indie shop in Bristol. FBDO")).not.toBe("none");
    expect(optometrists("Editor at an optical trade magazine. Eyewear, retail optics, the business of eyecare")).not.toBe("high");
    const coaches = outcomeFor("Sports coaches at clubs, schools and colleges: head coaches, assistants, youth coaches, S&C coaches");
    expect(coaches("CSCS. Strength & conditioning for a D1 football program")).not.toBe("none");
    expect(coaches("고등학교 농구부 코치 🏀 전국체전 준비 중")).not.toBe("none");
  });
});

describe("open-source maintainers and online sellers by their usual words", () => {
  it("a maintainer is a role of its own; a shop on Shopify or Amazon in any language is an online seller's", () => {
    const maintainers = outcomeFor("Open-source maintainers: people who maintain or created a project other developers depend on");
    expect(maintainers("Maintainer of agentkit, an open-source framework for LLM agents")).toBe("high");
    expect(maintainers("오픈소스 메인테이너 · 러스트 HTTP 라이브러리")).toBe("high");
    const sellers = outcomeFor("ecommerce operators who run their own Shopify store or sell on Amazon, small DTC brand owners");
    expect(sellers("Driver en nätbutik med friluftsprylar på Shopify. Göteborg")).not.toBe("none");
  });
});

describe("spokespeople and heads of sales in the bio languages", () => {
  it("a Pressesprecherin is a PR person and a 営業本部長 a head of sales", () => {
    expect(outcomeFor("pr and comms people - in-house communications teams or pr agency folks")("Pressesprecherin der Stadtwerke Leipzig")).toBe("high");
    expect(outcomeFor("Sales leaders who run a sales team: VP Sales, CRO, Head of Sales, sales directors")("SaaS企業の営業本部長。60名のチームを見ています")).toBe("high");
  });
});

describe("kinds of creators", () => {
  it("a newsletter writer, a UGC creator and a blogger are creators of their own kind", () => {
    const newsletters = outcomeFor("People who write and run their own newsletter (Substack, beehiiv, Ghost). Not staff writers at a newspaper.");
    expect(newsletters("I write a weekly newsletter on climate policy, 9,000 subscribers on Substack")).toBe("high");
    expect(newsletters("UGC creator, skincare and haircare, 40+ brands")).not.toBe("high");
    expect(outcomeFor("Tech content creators: YouTubers, newsletter writers, podcasters")("Newsletter writer on Rust and systems programming")).not.toBe("none");
  });
});

describe("an audience of thousands", () => {
  it("reads '310k subscribers', '70k on IG' and '600к в Reels' as a creator's, and 'used to have' as a former one", () => {
    const travel = outcomeFor("Travel creators and travel bloggers: ppl making travel content on YouTube, IG, TikTok or a blog");
    expect(travel("Sunsets, street food and 14-hour bus rides across Asia, filmed for 310k subscribers. Travel vlogs every Sunday")).toBe("high");
    const fashion = outcomeFor("Fashion influencers and style creators (OOTD, hauls, streetwear)");
    expect(fashion("Streetwear fits out of Lagos. 70k on IG")).toBe("high");
    expect(fashion("Каждый день показываю образы, мода до 5000₽ 👗 600к в Reels")).not.toBe("none");
    expect(fashion("Streetwear fits out of Lagos. Used to have 70k on IG, now an accountant")).not.toBe("high");
  });
});

describe("web3 builders in their own words", () => {
  it("protocol engineers and smart contracts in other languages, ZK circuits", () => {
    const web3 = outcomeFor("web3 / crypto builders - protocol engineers, smart contract devs (solidity, rust, move), core devs on L1s and L2s. not traders or 'influencers'");
    expect(web3("Пишу смарт-контракты на Solidity и Vyper. Аудит, тесты, газ.")).not.toBe("none");
    expect(web3("Engenheira de protocolo, escrevo Move no ecossistema Sui.")).not.toBe("none");
    expect(web3("Writing circuits in Circom and Halo2. Prover performance, PLONKish things.")).not.toBe("none");
    expect(web3("Protocol engineer at a Starknet rollup team")).toBe("high");
  });
});

describe("roles named after the tools and machines they work with", () => {
  it("Salesforce admins and developers, robotics engineers, no-code builders and L&D people are roles of their own", () => {
    const salesforce = outcomeFor("Salesforce admins and developers: people who configure and build on Salesforce (flows, Apex, LWC, CPQ), in-house or at a consulting partner.");
    expect(salesforce("Salesforce admin at a nonprofit")).toBe("high");
    expect(salesforce("Apex developer, LWC and too many triggers")).toBe("high");
    const robots = outcomeFor("Robotics engineers at robot makers and robotics startups: ROS, motion planning, manipulation.");
    expect(robots("Robotics software engineer | ROS 2, C++, motion planning | warehouse robots")).toBe("high");
    expect(outcomeFor("L&D managers and learning partners inside companies")("Head of L&D at a logistics group")).toBe("high");
  });
});

describe("IT managers of schools and the work of product managers", () => {
  it("a district's director of technology, a colegio's head of systems; writing PRDs is a product manager's work", () => {
    const campus = outcomeFor("it managers at schools, colleges and universities - heads of IT, campus network and systems admins, university CIOs");
    expect(campus("Director of Technology, Maple Grove School District. K-12 infrastructure, E-Rate, 11,000 devices")).toBe("high");
    expect(campus("Responsable de sistemas en un colegio concertado de Sevilla. Google Workspace y paciencia")).toBe("high");
    expect(outcomeFor("Product managers at fintech companies")("Writing PRDs for a neobank's card app. Discovery every week.")).not.toBe("none");
  });
});

describe("heads of marketing, hospitals and robot arms in the bio languages", () => {
  it("a marketing director is a marketing manager asked for; a hospital group in Arabic is healthcare; a robot arm is robotics", () => {
    const hospital = outcomeFor("Marketing managers at hospitals and clinics (private hospital groups, clinic chains)");
    expect(hospital("مديرة التسويق في مجموعة مستشفيات خاصة بالرياض")).toBe("high");
    expect(outcomeFor("Robotics engineers at robot makers and integrators")("机器人算法工程师，做机械臂运动规划和抓取。深圳。")).toBe("high");
    // Point clouds are a robot's sight, not cloud infrastructure.
    expect(outcomeFor("Robotics engineers at robot makers and integrators")("Teaching 6-axis arms to pick parts out of bins. MoveIt 2, point clouds, gripper redesigns.")).not.toBe("none");
  });
});

describe("financial crime work in the bio languages", () => {
  it("transaction monitoring, sanctions and KYC are a compliance person's skills", () => {
    const compliance = outcomeFor("Compliance people at fintechs, neobanks and payment companies: AML/KYC analysts, MLROs, heads of compliance.");
    expect(compliance("Financial crime lead på ett betalbolag. AML, sanktioner och transaktionsövervakning.")).toBe("high");
    expect(compliance("Transaction monitoring and SAR filings for a BNPL app. CAMS, CFE.")).not.toBe("none");
  });
});

describe("managing engineers said as the work", () => {
  it("'I run three squads (24 devs)', 'I manage 11 developers' are engineering managers, at most medium without the title", () => {
    const ems = outcomeFor("Engineering managers and heads of engineering: people who manage software engineers");
    expect(ems("I run three squads (24 devs) at a payments company. Calendar = 1:1s, hiring loops")).toBe("medium");
    expect(ems("I manage 11 developers at a software company")).toBe("medium");
    expect(ems("Running engineers through a marathon plan, one long run at a time")).toBe("none");
  });
});

describe("database, accessibility, trust & safety and localization people", () => {
  it("are roles of their own with their own tools", () => {
    const dbas = outcomeFor("Database administrators (DBAs) for Postgres, Oracle, SQL Server or MySQL. Not analysts who only write SQL queries.");
    expect(dbas("Oracle DBA at a retailer. RMAN, Data Guard, patching weekends")).toBe("high");
    expect(dbas("Administrador de bases de datos PostgreSQL en un banco. Replicación y tuning.")).toBe("high");
    expect(outcomeFor("localization managers at software and game companies who own the l10n process and the TMS")("Localization Manager at a mobile game studio. Crowdin, 14 languages.")).toBe("high");
    expect(outcomeFor("Trust & Safety and content moderation leads at online platforms")("Head of Trust & Safety at a dating app")).toBe("high");
  });
});

describe("presales and partnerships titles", () => {
  it("avant-vente, preventa, presales leads and field CTOs are sales engineers; partner and channel titles are partnerships managers", () => {
    const se = outcomeFor("Solutions engineers, sales engineers and presales consultants at software companies");
    expect(se("Avant-vente chez un éditeur de logiciel de paie. Je fais les démos et les réponses aux appels d'offres.")).toBe("high");
    expect(se("Pre-sales lead di SaaS HR & payroll. Demo, POC, tender pemerintah.")).toBe("high");
    expect(outcomeFor("partnerships and channel managers at saas companies")("Director of Partnerships at a B2B SaaS. Integrations and resellers.")).toBe("high");
  });
});

describe("finance leaders' titles in the bio languages", () => {
  it("a direttore amministrazione e finanza is a CFO", () => {
    expect(outcomeFor("CFOs, finance directors and heads of finance at manufacturing companies")("Direttore amministrazione e finanza in un'azienda metalmeccanica bresciana (pressofusione).")).not.toBe("none");
  });
});

describe("professions the blind set tuning-17 named", () => {
  it("CRAs, patent attorneys, UX writers, quantity surveyors, demand planners and sponsorship managers are roles of their own", () => {
    expect(outcomeFor("clinical research associates and coordinators (CRAs/CRCs) at CROs, pharma or biotech sponsors, or trial sites")("Senior CRA at a CRO, oncology trials, 60% travel")).toBe("high");
    expect(outcomeFor("Patent attorneys and patent agents, in private practice or in-house")("European Patent Attorney, mechanical and medtech. Oppositions at the EPO.")).toBe("high");
    expect(outcomeFor("UX writers and content designers on product teams")("Content designer at a bank's app team. Microcopy and error messages.")).toBe("high");
    expect(outcomeFor("Quantity surveyors and cost estimators in construction")("Chief estimator at a civils contractor. Bids, takeoffs, too much coffee.")).toBe("high");
    expect(outcomeFor("Supply chain planners and demand planners: S&OP, demand forecasting")("Demand planner at a beverages group. S&OP every month.")).toBe("high");
    // A patent attorney is next to the lawyers asked for, and a lawyer is no patent attorney.
    expect(outcomeFor("Lawyers in private practice")("Patent attorney at an IP firm in Munich")).toBe("medium");
  });
});

describe("trust & safety in the bio languages", () => {
  it("moderation leads and integrity heads at social apps are trust & safety managers", () => {
    const tns = outcomeFor("Trust & Safety and content moderation leads at online platforms (social apps, marketplaces, games, dating)");
    expect(tns("Responsable de la modération chez une plateforme de vidéos. On est 40 dans l'équipe.")).toBe("high");
    expect(tns("Kieruję zespołem moderacji (12 osób) w dużym serwisie z forami i ogłoszeniami.")).not.toBe("none");
  });
});

describe("sponsorship sellers at sports clubs in the bio languages", () => {
  it("a Sponsoring-Managerin at a Bundesligist and a responsable de patrocinios at a basketball club are the partnerships managers asked for", () => {
    const sponsorship = outcomeFor("Sponsorship and partnership managers at sports clubs, leagues and sports events");
    expect(sponsorship("Sponsoring-Managerin bei einem Handball-Bundesligisten. Partnerbetreuung & Vermarktung.")).toBe("high");
    expect(sponsorship("Responsable de patrocinios en un club de baloncesto ACB. Activaciones.")).toBe("high");
    // MLS is a realtor's listing service, not a league.
    expect(outcomeFor("Sponsorship managers at sports clubs and leagues")("Realtor. Every MLS listing in Austin, fast.")).toBe("none");
  });
});

describe("planning work in the bio languages", () => {
  it("S&OP, Kinaxis and a planeadora de demanda are demand planning", () => {
    const planners = outcomeFor("Supply chain planners and demand planners: S&OP, demand forecasting, supply and inventory planning, MRP.");
    expect(planners("Planeadora de demanda en una farmacéutica. Pronósticos, S&OP y mucho café.")).toBe("high");
    expect(planners("Kinaxis + o9 solutions all day. I own the numbers our factories build to for EMEA.")).not.toBe("none");
  });
});

describe("localization managers in the bio languages", () => {
  it("a Menedżerka lokalizacji and a lokalizasyon müdürü at game studios are localization managers", () => {
    const loc = outcomeFor("localization managers at software, app or game companies, who own the l10n process, the TMS and the vendors");
    expect(loc("Menedżerka lokalizacji w polskim studiu gier. Budżety, harmonogramy, testy lingwistyczne.")).toBe("high");
    expect(loc("Lokalizasyon müdürü @ mobil oyun şirketi. 15 dil, çeviri tedarikçileri, LQA süreçleri.")).toBe("high");
  });
});

describe("Salesforce work in its own words", () => {
  it("Sales Cloud orgs, record-triggered flows and a Salesforce yöneticisi are the Salesforce admins asked for", () => {
    const sf = outcomeFor("Salesforce admins and developers: people who configure and build on Salesforce (flows, Apex, LWC, CPQ), in-house or at a consulting partner.");
    expect(sf("I build record-triggered flows, validation rules and permission sets for a 400-seat Sales Cloud org.")).not.toBe("none");
    expect(sf("Bir e-ticaret şirketinde Salesforce yöneticisi (admin). Flow'lar, raporlar, kullanıcı eğitimi.")).toBe("high");
  });
});

describe("power systems engineers", () => {
  it("are found by their work on the grid, in the bio languages", () => {
    const grid = outcomeFor("Power systems and grid engineers at utilities, TSOs/DSOs, developers or engineering firms: transmission and distribution, substations, protection and control.");
    expect(grid("Protection & control engineer @NationalGrid | relays, IEC 61850")).toBe("high");
    expect(grid("Netzplanerin bei einem Übertragungsnetzbetreiber | Redispatch, Netzausbau, 380 kV")).toBe("high");
    expect(grid("Frontend dev | React & TypeScript")).toBe("none");
  });
});

describe("owners of a bookshop", () => {
  it("run a business in bookselling, said in the bio languages; 'author events' are no authors", () => {
    const bookshops = outcomeFor("Owners of independent bookshops or bookstores, new or secondhand, including book cafés - the person runs their own shop. Not authors, not publishers.");
    expect(bookshops("Owner of Owl Nook Books, a tiny indie bookshop in Hebden Bridge | author events most Thursdays")).toBe("high");
    expect(bookshops("Tengo una librería independiente en Lavapiés 📚 | club de lectura los martes")).not.toBe("none");
    expect(bookshops("Prowadzę kameralną księgarnię w Gdańsku 📚")).not.toBe("none");
    expect(bookshops("Novelist. Three books with Penguin, a fourth on the way.")).toBe("none");
  });

  it("a dental therapist is a dental hygienist", () => {
    expect(outcomeFor("Dental hygienists and dental nurses who work chairside")("Dental therapist in a Leeds NHS practice, kids and perio")).toBe("high");
  });
});

describe("funeral directors and heating engineers", () => {
  it("are found by their titles in the bio languages", () => {
    const funerals = outcomeFor("funeral directors, morticians and embalmers at independent funeral homes or larger funeral groups");
    expect(funerals("Bestatterin aus Leidenschaft 🕊️ | Familienbetrieb in 4. Generation")).toBe("high");
    expect(funerals("Licensed funeral director & embalmer | 3rd generation family funeral home")).toBe("high");
    const heating = outcomeFor("HVAC technicians and heating engineers who install, service and repair heating and air conditioning");
    expect(heating("AC mechanic, split and window units, Delhi NCR")).toBe("high");
    expect(heating("Gas Safe boiler engineer in Bristol")).toBe("high");
  });
});


describe("a title the taxonomy lacks", () => {
  it("is medium when the bio says much of what the description says, even with no label of any kind", () => {
    const outcome = outcomeFor("Park rangers and wildlife rangers: national park rangers, game wardens and conservation officers, anti-poaching rangers in reserves and conservancies");
    expect(outcome("Game warden. Night patrols across the reserve and the conservancy, anti-poaching work.")).toBe("medium");
    expect(outcome("Sunsets over the reserve. Dog dad.")).toBe("none");
  });
});

describe("private equity, a field of its own", () => {
  const outcome = outcomeFor("Private equity investment professionals: associates, VPs, principals and partners on the deal team at buyout and growth equity funds. Not VCs, and not people who work at PE-backed portfolio companies.");

  it("reads a deal-team title at a buyout fund, or titled by the field, as a PE investor", () => {
    expect(outcome("Associate at a mid-market buyout fund in London. Deal sourcing, LBOs.")).toBe("high");
    expect(outcome("VP, Private Equity | Riyadh")).toBe("high");
  });

  it("reads neither a PE-backed company's CFO nor a PE teacher as private equity", () => {
    expect(outcome("CFO of a PE-backed home services platform.")).toBe("none");
    expect(outcome("PE teacher | Head of PE at a secondary school")).toBe("none");
  });
});

describe("roles of classical music and of pharma's regulatory and medical affairs", () => {
  it("reads orchestral instruments and voice types as musicians, in the bio languages", () => {
    const outcome = outcomeFor("Professional classical musicians - orchestral players, opera singers, chamber musicians, conservatory faculty. Not pop producers, not hobbyists.");
    expect(outcome("Celliste bij het Concertgebouworkest. Kamermuziek, fietsen, kaas.")).toBe("high");
    expect(outcome("Mezzosopran på Kungliga Operan. Carmen i höst.")).toBe("high");
  });

  it("reads regulatory affairs people and MSLs as roles of their own", () => {
    expect(outcomeFor("regulatory affairs people in pharma, biotech or medtech - ra specialists, managers and directors")("Regulatory affairs manager at a medtech scale-up. EU MDR, 510(k).")).toBe("high");
    expect(outcomeFor("Medical Science Liaisons (MSLs) and medical affairs managers at pharma, biotech or medtech companies")("Senior MSL, oncology, at a mid-size pharma company.")).toBe("high");
  });
});

describe("FP&A and controlling titles", () => {
  it("reads a plant controller and a Chinese finance BP as the finance managers an FP&A segment asks for", () => {
    const outcome = outcomeFor("Heads of FP&A, FP&A directors and managers, and finance business partners at mid-size and large companies");
    expect(outcome("Werkscontroller bei einem Automobilzulieferer. Plan 2027 läuft.")).toBe("high");
    expect(outcome("财务BP｜互联网大厂｜预算、经营分析｜杭州")).toBe("high");
  });
});

describe("investment bankers' desks", () => {
  it("reads an equity syndicate desk and a Korean ECM team as investment bankers", () => {
    const outcome = outcomeFor("m&a and ecm investment bankers - analysts, associates, vps, directors and mds at bulge brackets, elite boutiques and mid-market advisory firms");
    expect(outcome("Equity syndicate. Bookbuilding, allocations, stabilisation.")).toBe("high");
    expect(outcome("증권사 IB본부 ECM팀 | IPO 주관")).toBe("high");
  });
});

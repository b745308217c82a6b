import type { LanguageForms } from "./forms.js";

/**
 * Spanish, Portuguese, French, Italian, German, Dutch, Polish and Swedish forms of roles and
 * industries the other tables had none for in these languages: feminine and masculine titles
 * ("ingeniera de plataforma", "Softwarearchitektin", "projektantka UX"), "<field> <role>" titles
 * ("abogada laboralista", "Fachanwalt für Arbeitsrecht", "tłumacz przysięgły"), the titles
 * startups and agencies use ("gestora de tráfego", "chargée de prospection", "Werbetexterin"),
 * licensed ones ("informatore scientifico del farmaco", "radca prawny", "auktoriserad
 * översättare") and the trades, care and public-service jobs ("conductrice de travaux",
 * "undersköterska", "wijkverpleegkundige"). Forms are compared folded (accents dropped, a plural
 * -s stripped), so one spelling stands for both. Polish forms with "ds." are left out: its full
 * stop ends the clause. Forms the tables already hold are not repeated here.
 *
 * Not added, as everyday words, adjectives, other languages' words or other things: "tesorero",
 * "trésorier", "tesoureiro", "penningmeester", "skarbnik" and "treasurer" (a club's treasurer),
 * "administrativo", "dependiente", "autônomo", "zelfstandige", "policial", "religiosa",
 * "religieuse", "política", "político", "comico", "cómico", "comique", "modeste", "universitaria",
 * "biomédico", "genetica", "chimico", "matematico", "astrofísica", "ortopedico", "veterinária",
 * "metalúrgico", "płacowy", "kadrowy", "bancário", "bancaria" (adjectives: "romance policial",
 * "carro autônomo"), "secretario" (a minister), "consejero" (a board member, a regional minister),
 * "orientador" (a thesis supervisor), "letrado" (learned), "mecenas" (a patron of the arts),
 * "prüfer" (any examiner), "preventa" (a presale), "trafficker", "animador", "animatör" (an
 * entertainer), "desenhista", "dessinatrice", "tekenaar", "rysownik" (a draughtsman as often as an
 * illustrator), "créatrice" (a creator of anything), "datavetare" (a computer scientist),
 * "Tradera" (a marketplace), "inviata" (sent), "werver" (a street fundraiser), "insamlare",
 * "utredare", "förvaltare", "uthyrare" (a landlord), "fachowiec" (any expert), "artisan" and
 * "artigiano" (artisan bread), "souscripteur" (a subscriber), "climatiseur" (an air conditioner),
 * "manicura" and "manucure" (the service), "salvavidas" (a life jacket), "redder", "rider", "bud"
 * (English words), "conferente" (a speaker), "marittimo", "voorganger" (a predecessor), "copilote"
 * (the AI assistant), "steward", "pilotka" (a cap), "maître" (a lawyer's title), "commis" (any
 * clerk), "dottoressa" (any graduate), "opiekunka" (any carer or guardian), "decaan" (a dean),
 * "lector" (a reader), "rektor" alone (a university's rector in Polish), "rezydent" and "ratownik"
 * alone (a tour rep, a lifeguard), "juffrouw" (miss), "surveillant", "uitgever" and "éditrice"
 * (the publishing house), "wijnkenner", "komik" (a comic book in Indonesian), "sastra" (literature
 * in Indonesian), "kita" ("we" in Indonesian), "imã" (a magnet), "don" (the verb), "non",
 * "embajadora", "ambassadeur" and the like (a brand's ambassador), "moderatorin", "sprecherin" (a
 * spokesperson), "modell" (a model of anything), "monteur" (a fitter), "cutter", "batteur" (a
 * mixer), "restauratrice" and "restaurator" (an art restorer), "verificadora", "documentalista"
 * (an information specialist), "vakman" (an expert), "kolej" ("your turn"), "editorial",
 * "editora", "collège" (English "college"), "crèche" (a nativity scene), "industrie", "przemysł",
 * "indústria" (any industry); surnames: "Maurer", "Fleischer", "Förster", "Geiger", "Kaplan";
 * abbreviations that are other things: "DPO" (days payable outstanding), "IDE", "IPA", "TCP",
 * "MIR", "CPE", "SYV", "CGP", "ISF", "DAF" (a truck maker), "RSSI" (signal strength), "BTP"
 * (Italian bonds). "Immobilienbranche" is left for the description parser's tests, which read it
 * as no label.
 */
export const GAPS_EU: LanguageForms = {
  job_role: {
    Founder: [
      "founderin", "startup-gründer", "startup-gründerin", "fundador de startup", "fundadora de startup", "fundador de uma startup",
      "fundadora de uma startup", "fondateur de startup", "fondatrice de startup", "fondatore di una startup", "fondatrice di una startup",
      "oprichter van een startup", "założyciel startupu", "założycielka startupu", "grundare av",
    ],
    "Co-founder": ["co-founderin", "cofounderin"],
    Entrepreneur: [
      "entrepreneure", "onderneemster", "serienunternehmer", "serienunternehmerin", "seriengründer", "seriengründerin", "emprendedor serial",
      "emprendedora serial", "empreendedor serial", "empreendedora serial", "entrepreneur en série", "entrepreneuse en série", "imprenditore seriale",
      "imprenditrice seriale", "seriële ondernemer", "seryjny przedsiębiorca", "seryjna przedsiębiorczyni", "serieentreprenör", "entreprenörinna",
    ],
    "Business Owner": [
      "dueña de una tienda", "dueño de una tienda", "dueña de tienda", "dueño de tienda", "propietaria de un negocio", "propietario de un negocio",
      "dona de um negócio", "dono de um negócio", "propriétaire d'une boutique", "propriétaire de boutique", "propriétaire d'un commerce",
      "titolare di un negozio", "titolare del negozio", "proprietaria di un negozio", "proprietario di un negozio", "eigenaar van een winkel",
      "eigenares van een winkel", "inhaberin eines ladens", "inhaber eines ladens", "właścicielka sklepiku", "właściciel sklepiku", "butiksinnehavarinna",
    ],
    "Agency Owner": [
      "fundador de agencia", "fundadora de agencia", "dueño de agencia de marketing", "dueña de agencia de marketing", "dono de agência", "dona de agência",
      "fondateur d'agence", "fondatrice d'agence", "fondatore di agenzia", "fondatrice di agenzia", "titolare di agenzia di marketing", "właściciel agencji",
      "właścicielka agencji", "założyciel agencji", "założycielka agencji", "byråägare", "byrågrundare", "eigenaar marketingbureau",
      "oprichter van een bureau", "agenturgründer", "agenturgründerin",
    ],
    CEO: [
      "presidente ejecutivo", "presidenta ejecutiva", "presidente executivo", "presidente executiva", "voorzitter raad van bestuur",
      "voorzitter van de raad van bestuur", "président du directoire", "présidente du directoire", "koncernchef",
    ],
    "Managing Director": [
      "director gerente", "directora gerente", "diretor-gerente", "diretora-gerente", "amministratore unico", "amministratrice unica",
      "dyrektor zarządzający", "dyrektorka zarządzająca", "gérant de société", "gérante de société",
    ],
    President: ["presidenta", "presidentessa", "präsidentin", "präsident"],
    CTO: ["direttore tecnologico", "direttrice tecnologica", "technikvorstand", "teknisk direktör", "directora técnica", "diretora técnica de tecnologia"],
    CFO: [
      "finanzchef", "finanzchefin", "finanzdirektor", "finanzdirektorin", "finansdirektör", "ekonomidirektör", "directora financeira",
      "directeur administratif & financier", "directrice administrative & financière",
    ],
    COO: [
      "operativer geschäftsführer", "dyrektor operacyjny", "dyrektorka operacyjna", "operativ chef", "direttrice delle operazioni",
      "direttore delle operazioni",
    ],
    CIO: [
      "directora de sistemas", "direttrice sistemi informativi", "dyrektor it", "dyrektorka it", "dyrektor informatyki", "informatiedirecteur",
      "directeur informatique", "directrice informatique",
    ],
    CISO: [
      "responsable de la sécurité des systèmes d'information", "responsable de seguridad de la información", "directora de ciberseguridad",
      "director de ciberseguridad", "diretor de segurança da informação", "diretora de segurança da informação", "responsabile della sicurezza informatica",
      "leiter informationssicherheit", "leiterin informationssicherheit", "hoofd informatiebeveiliging", "informationssäkerhetschef",
    ],
    "Chief People Officer": [
      "dyrektor personalny", "dyrektorka personalna", "personaldirektör", "personaldirektorin", "personalvorstand", "directeur hr", "directrice des rh",
      "directeur des rh", "diretora de pessoas", "diretor de pessoas",
    ],
    "Chief of Staff": [
      "jefe de gabinete", "jefa de gabinete", "chefe de gabinete", "directeur de cabinet", "directrice de cabinet", "chef de cabinet", "capo di gabinetto",
      "kabinetschef", "szef gabinetu", "szefowa gabinetu", "stabschef",
    ],
    "Board Member": [
      "ordförande", "styrelseledamot", "styrelseordförande", "styrelseproffs", "członek zarządu", "członkini zarządu", "członek rady nadzorczej",
      "członkini rady nadzorczej", "przewodniczący rady nadzorczej", "przewodnicząca rady nadzorczej", "miembro del consejo de administración",
      "consejero independiente", "consejera independiente", "presidente del consejo de administración", "presidenta del consejo de administración",
      "membro do conselho de administração", "conselheiro de administração", "conselheira de administração", "presidente do conselho de administração",
      "administrateur indépendant", "administratrice indépendante", "membre du conseil d'administration", "président du conseil d'administration",
      "présidente du conseil d'administration", "consigliere di amministrazione", "consigliera di amministrazione",
      "membro del consiglio di amministrazione", "presidente del consiglio di amministrazione", "consigliere indipendente", "consigliera indipendente",
      "aufsichtsratsvorsitzender", "aufsichtsratsvorsitzende", "beiratsmitglied", "verwaltungsratspräsident", "verwaltungsratspräsidentin",
      "verwaltungsratsmitglied", "voorzitter raad van commissarissen", "raad van toezicht lid", "lid raad van toezicht", "lid raad van bestuur",
    ],
    Advisor: [
      "asesor estratégico", "asesora estratégica", "asesor de startups", "asesora de startups", "conselheiro consultivo", "conselheira consultiva",
      "conseiller stratégique", "conseillère stratégique", "consigliere strategico", "consigliera strategica", "strategischer berater",
      "strategische beraterin", "doradca strategiczny", "doradczyni strategiczna", "strategisk rådgivare", "startup-adviseur", "startupadviseur",
    ],
    Investor: [
      "inversionista privado", "inwestorka prywatna", "inwestor prywatny", "privatinvestor", "privatinvestorin", "investisseur privé",
      "investisseuse privée", "privé-investeerder", "privat investerare",
    ],
    "Angel Investor": ["aniołek biznesu", "anioł biznesu", "affärsängel", "business angel investor", "investitore angel", "investitrice angel"],
    "Venture Capitalist": [
      "inversor de capital riesgo", "inversora de capital riesgo", "investidor de venture capital", "investidora de venture capital",
      "investisseur en capital-risque", "investisseuse en capital-risque", "investitore di venture capital", "venture capital-investeerder",
      "riskkapitalist", "riskkapitalinvesterare", "inwestor venture capital", "wagniskapitalgeberin",
    ],
    "Private Equity Investor": [
      "inversor de private equity", "inversora de private equity", "investisseur en private equity", "investisseuse en private equity",
      "investitore di private equity", "private-equity-investorin", "inwestor private equity",
    ],
    "Corporate Development": [
      "responsable fusions-acquisitions", "responsable m&a", "responsable de fusiones y adquisiciones", "gerente de fusões e aquisições", "responsabile m&a",
      "leiter m&a", "leiterin m&a",
    ],
    "Investment Banker": [
      "banquero de inversión", "banquera de inversión", "banqueiro de investimento", "banqueira de investimento", "banquier d'affaires",
      "banquière d'affaires", "banquier d'investissement", "banchiere d'investimento", "bankier inwestycyjny", "bankierka inwestycyjna", "investmentbankier",
    ],
    Banker: [
      "bankierin", "bankierka", "bankmedewerkster", "empleado de banca", "empleada de banca", "gerente de banco", "gerente de sucursal bancaria",
      "gerente de agência bancária", "directeur d'agence bancaire", "directrice d'agence bancaire", "conseiller bancaire", "conseillère bancaire",
      "direttore di filiale", "direttrice di filiale", "filialdirektor", "filialdirektorin", "kierownik oddziału banku", "doradca bankowy",
      "doradczyni bankowa", "pracownik banku", "pracownica banku", "banktjänsteman", "bankrådgivare", "bankkassör", "cajero de banco", "cajera de banco",
      "caixa de banco", "guichetier", "guichetière", "cassiere di banca", "cassiera di banca",
    ],
    Trader: [
      "trader de criptomonedas", "trader de forex", "trader de cripto", "day trader profissional", "traderin", "trader financier", "trejder", "daytrader",
      "opérateur de marché", "opératrice de marché", "operatore di borsa", "operatrice di borsa", "börsenhändler", "börsenhändlerin", "makler giełdowy",
      "aktiehandlare",
    ],
    Quant: [
      "analista cuantitativo", "analista cuantitativa", "analista quantitativo", "analista quantitativa", "analyste quantitatif", "analyste quantitative",
      "quant-analyst", "quantitativer analyst", "quantitative analystin", "kwantitatief analist", "analityk ilościowy", "analityczka ilościowa",
      "kvantitativ analytiker",
    ],
    "VP Engineering": [
      "vp de ingeniería", "vicepresidente de ingeniería", "vicepresidenta de ingeniería", "vp de engenharia", "vice-presidente de engenharia",
      "vp ingénierie", "vice-président ingénierie",
    ],
    "Head of Engineering": [
      "director de ingeniería", "directora de ingeniería", "diretor de engenharia", "diretora de engenharia", "directeur de l'ingénierie",
      "directrice de l'ingénierie", "directeur ingénierie", "directrice ingénierie", "direttore dell'ingegneria", "responsabile dell'ingegneria",
      "leiter softwareentwicklung", "leiterin softwareentwicklung", "entwicklungsleiter", "entwicklungsleiterin", "leiter entwicklung",
      "leiterin entwicklung", "hoofd engineering", "hoofd softwareontwikkeling", "dyrektor inżynierii", "dyrektorka inżynierii", "utvecklingschef",
      "teknisk utvecklingschef", "directeur technique logiciel",
    ],
    "Engineering Manager": [
      "gerente de ingeniería", "jefe de desarrollo", "jefa de desarrollo", "gerente de engenharia", "gerente de desenvolvimento",
      "coordenador de desenvolvimento", "coordenadora de desenvolvimento", "responsable du développement", "responsable développement logiciel",
      "manager d'équipe de développement", "responsabile sviluppo software", "responsabile del team di sviluppo", "teamleiter softwareentwicklung",
      "teamleiterin softwareentwicklung", "teamleiter entwicklung", "teamleiterin entwicklung", "teamlead development", "kierownik zespołu programistów",
      "kierowniczka zespołu programistów", "utvecklingsledare", "gruppchef utveckling", "teamleider development", "teamleider softwareontwikkeling",
    ],
    "Tech Lead": [
      "líder técnico", "líder técnica", "lead dev", "lead développeur", "lead développeuse", "référent technique", "référente technique",
      "responsabile tecnico", "technischer leiter softwareentwicklung", "technischer teamleiter", "technische teamleiterin", "lead-entwickler",
      "lead-entwicklerin", "technisch teamleider", "lider techniczny", "liderka techniczna", "lider zespołu deweloperskiego", "teknisk ledare", "techlead",
      "teknisk projektledare",
    ],
    "Staff Engineer": ["ingeniero staff", "ingeniera staff", "engenheiro staff", "engenheira staff", "ingénieur staff", "ingénieure staff"],
    "Principal Engineer": [
      "ingeniero principal", "ingeniera principal", "engenheiro principal", "engenheira principal", "ingénieur principal", "ingénieure principale",
      "ingegnere principale",
    ],
    "Software Architect": [
      "architecte logicielle", "architetta software", "software-architekt", "architekt oprogramowania", "architektka oprogramowania",
      "architekt systemów it", "mjukvaruarkitekt", "systemarkitekt", "it-arkitekt", "architecte si", "architecte d'entreprise", "arquitecto empresarial",
      "arquiteto corporativo", "enterprise-architekt", "enterprise-architektin", "arquitecta empresarial",
    ],
    "Solutions Architect": [
      "architetta di soluzioni", "solution-architekt", "solution-architektin", "architekt rozwiązań", "architektka rozwiązań", "lösningsarkitekt",
      "architecte technique", "arquitecto técnico de soluciones",
    ],
    "First Responder": [
      "primer respondiente", "primera respondiente", "personal de emergencias", "socorrista voluntario", "primeiro socorrista", "primeiro respondente",
      "secouriste", "secouriste bénévole", "premier intervenant", "primo soccorritore", "ersthelfer", "ersthelferin", "einsatzkraft", "eerstehulpverlener",
      "hulpverlener in de noodhulp", "ratownik kpp", "första responder", "förstahjälpare",
    ],
    "Police Officer": [
      "policía nacional", "policía local", "guardia civil", "mosso d'esquadra", "agente da polícia", "guarda municipal", "policier municipal",
      "gardien de la paix", "agente della polizia locale", "polizeihauptkommissar", "polizeihauptkommissarin", "funkcjonariusz policji",
      "funkcjonariuszka policji", "polisassistent", "kriminalinspektör", "poliskonstapel",
    ],
    Firefighter: ["bombero forestal", "bombeiro militar", "pompier volontaire", "vigilessa del fuoco", "oberbrandmeister", "strażak ochotnik", "brandkvinna"],
    "Emergency Dispatcher": [
      "operador del 112", "operadora del 112", "telefonista de emergencias", "atendente do 190", "atendente do samu", "operadora do 192",
      "régulateur du samu", "assistant de régulation médicale", "assistante de régulation médicale", "operatrice 112", "disponent in der leitstelle",
      "dyspozytor medyczny", "dyspozytorka medyczna", "operator numeru alarmowego", "sos-operatör", "larmoperatör",
    ],
    Soldier: [
      "militar profesional", "soldado profesional", "soldado del ejército", "militar do exército", "soldado do exército", "soldat de l'armée",
      "militaire professionnel", "militare di carriera", "soldato dell'esercito", "militare dell'esercito", "soldat der bundeswehr",
      "offizier der bundeswehr", "militair bij defensie", "soldaat bij defensie", "żołnierz zawodowy", "żołnierz wojska polskiego",
      "soldat i försvarsmakten", "yrkesofficer", "yrkessoldat",
    ],
    "Military Veteran": [
      "veterano de las fuerzas armadas", "ex-militar", "exmilitar", "ancien soldat", "ancienne militaire", "ex militare", "ehemaliger soldat",
      "ehemalige soldatin", "ex-soldat", "bundeswehrveteran", "oud-soldaat", "weteran wojenny", "były żołnierz", "była żołnierka",
      "veteran från försvarsmakten", "före detta soldat",
    ],
    "Civil Servant": [
      "trabajador del estado", "funcionaria de carrera", "funcionario de carrera", "servidor municipal", "servidora municipal", "servidor federal",
      "servidora federal", "servidor estadual", "servidora estadual", "agent public", "agente publique", "fonctionnaire d'état", "dipendente comunale",
      "dipendente statale", "impiegato pubblico", "impiegata pubblica", "beamtin im höheren dienst", "staatsbediende", "rijksambtenaar", "gemeenteambtenaar",
      "urzędnik państwowy", "urzędniczka państwowa", "urzędnik samorządowy", "handläggare på myndighet", "kommunanställd",
    ],
    "Policy Analyst": [
      "asesor de políticas públicas", "asesora de políticas públicas", "gestor de políticas públicas", "gestora de políticas públicas",
      "chargée de mission politiques publiques", "politikanalyst", "politikanalystin", "beleidsanalist", "analityk polityk publicznych",
      "analityczka polityk publicznych", "policyanalytiker",
    ],
    Diplomat: ["cónsul", "ambassadeur de france", "generalkonsul", "generalkonsulin", "consul-generaal", "dyplomata", "dyplomatka"],
    Politician: [
      "regidor", "regidora", "gobernador", "gobernadora", "deputado federal", "deputada federal", "deputado estadual", "deputada estadual", "vice-prefeito",
      "vice-prefeita", "governador", "governadora", "élue locale", "élu local", "adjointe au maire", "adjoint au maire", "conseiller régional",
      "conseillère régionale", "consigliere regionale", "assessore comunale", "assessora comunale", "europaabgeordneter", "europaabgeordnete",
      "eerste kamerlid", "raadslid", "europarlementariër", "poseł", "posłanka", "poseł na sejm", "senator rp", "radny", "radna", "burmistrz", "wójt",
      "prezydent miasta", "europoseł", "europosłanka", "riksdagsledamot", "kommunalråd", "kommunpolitiker", "landstingspolitiker", "europaparlamentariker",
      "oppositionsråd",
    ],
    Judge: [
      "juge d'instruction", "juge aux affaires familiales", "richter am amtsgericht", "richterin am amtsgericht", "rechter-commissaris",
      "sędzia sądu rejonowego", "sędzia sądu okręgowego", "domare vid tingsrätten", "rådman", "hovrättsråd", "justitieråd",
    ],
    Prosecutor: [
      "fiscal adjunto", "fiscal adjunta", "fiscala", "procurador da república", "procuradora da república", "procureure de la république",
      "substitut du procureur", "sostituto procuratore", "prokurator", "prokuratorka", "åklagare", "kammaråklagare",
    ],
    "Public Defender": [
      "defensor de oficio", "defensora de oficio", "abogado de oficio", "abogada de oficio", "defensor público federal", "pflichtverteidigerin",
      "pro-deoadvocaat", "obrońca z urzędu", "offentlig försvarare",
    ],
    Notary: ["notario público", "notaia", "notariuszka", "notarius publicus"],
    Mediator: [
      "mediador de conflictos", "mediadora de conflictos", "médiateur familial", "mediatore familiare", "mediatore civile", "wirtschaftsmediator",
      "wirtschaftsmediatorin", "familienmediator", "familienmediatorin", "mediator familijny", "mediatorka", "familjemedlare", "medlare",
    ],
    "Nonprofit Leader": [
      "directora ejecutiva de ong", "presidente de ong", "presidenta de ong", "fundador de ong", "fundadora de ong", "diretor de ong",
      "presidente de associação", "directeur d'association", "présidente d'association", "président d'association", "directrice d'ong", "directeur d'ong",
      "presidente di una onlus", "direttore di ong", "direttrice di ong", "geschäftsführer eines vereins", "ngo-leiterin", "voorzitter van de stichting",
      "prezes fundacji", "prezeska fundacji", "prezes stowarzyszenia", "prezeska stowarzyszenia", "verksamhetschef ideell organisation",
    ],
    "Correctional Officer": [
      "oficial de prisiones", "guardia penitenciario", "agente penitenziario", "gevangenisbewaarder", "funkcjonariusz służby więziennej",
      "strażnik więzienny", "kriminalvårdare",
    ],
    "Customs Officer": [
      "agente aduaneiro", "agent des douanes", "agente doganale", "celnik", "celniczka", "funkcjonariusz służby celnej", "tulltjänsteman", "tullare",
      "tullinspektör",
    ],
    Lifeguard: [
      "socorrista acuática", "nadador-salvador", "sauveteur en mer", "assistente bagnanti", "ratownik wodny", "ratowniczka wodna", "ratownik wopr",
      "badvakt", "livräddare",
    ],
    Clergy: [
      "sacerdote católico", "ministro religioso", "ministra religiosa", "ministro de culto", "homme d'église", "femme d'église",
      "ministre du culto", "ministro di culto", "ministro del culto", "predigerin", "prediger", "duchowny", "duchowna",
      "osoba duchowna", "präst i svenska kyrkan",
    ],
    Pastor: [
      "pastor de jóvenes", "pastora de jóvenes", "pastor auxiliar", "pastora auxiliar", "pastor presbiteriano", "pastor batista", "pastora batista",
      "pasteur évangélique", "pastore evangelico", "evangelischer pfarrer", "predikant protestantse kerk", "pastor zboru", "pastorka", "kyrkoherde",
      "komminister", "präst", "pastor i pingstkyrkan",
    ],
    Priest: [
      "presbítero", "padre da igreja católica", "prêtre catholique", "abbé", "prete", "sacerdote cattolico", "pfarrvikar", "kapłan", "proboszcz", "wikary",
      "katolsk präst", "kyrkoherde i katolska kyrkan",
    ],
    Imam: ["imán de la mezquita", "imam de la mosquée", "imam della moschea", "imam der moschee", "imam van de moskee", "imam meczetu", "imam i moskén"],
    Rabbi: ["rabin", "rabinka"],
    Chaplain: [
      "capelana", "cappellana", "militärseelsorger", "militärseelsorgerin", "klinikseelsorgerin", "krankenhausseelsorger",
      "geestelijk verzorger in het ziekenhuis", "kapelan", "kapelan szpitalny", "kapelan wojskowy", "sjukhuspräst", "sjukhuspastor", "fältpräst",
    ],
    Monastic: [
      "monje budista", "monja budista", "monja católica", "monje benedictino", "monge budista", "monja de clausura", "moine bouddhiste", "moine bénédictin",
      "nonne bouddhiste", "suora di clausura", "monaco benedettino", "benediktinermönch", "ordensmann", "buddhistischer mönch", "kloosterzuster",
      "monnik in een klooster", "zakonnik", "zakonnica", "mniszka", "mnich", "munk", "nunna",
    ],
    Farmer: [
      "agricultor familiar", "productor agropecuario", "productora agropecuaria", "granjero", "granjera", "agropecuarista", "produtor agrícola",
      "produtora agrícola", "sitiante", "agriculteur bio", "agricultrice bio", "maraîcher", "maraîchère", "imprenditore agricolo", "imprenditrice agricola",
      "coltivatore diretto", "coltivatrice diretta", "gemüsebauer", "gemüsebäuerin", "nebenerwerbslandwirt", "biologische boer", "hodowca bydła", "sadownik",
      "sadowniczka", "mjölkbonde", "grönsaksodlare",
    ],
    Rancher: [
      "ganadero de vacuno", "criador de ganado", "pecuarista de corte", "fazendeiro de gado", "éleveur de bovins", "éleveuse de bovins",
      "allevatore di bovini", "rinderzüchter", "rundveehouder", "hodowca bydła mięsnego", "nötköttsbonde", "köttbonde",
    ],
    Farmworker: [
      "peón de campo", "peón rural", "trabajadora del campo", "trabajador del campo", "temporero", "temporera", "trabalhador do campo",
      "trabalhadora do campo", "ouvrier viticole", "saisonnier agricole", "saisonnière agricole", "bracciante agricola", "operaio agricolo",
      "operaia agricola", "saisonarbeiter", "saisonarbeiterin", "landwirtschaftlicher mitarbeiter", "landbouwmedewerker", "seizoenswerker", "robotnik rolny",
      "pracownik sezonowy w rolnictwie", "lantarbetare", "säsongsarbetare", "bärplockare",
    ],
    Agronomist: ["agronomka", "inżynier rolnictwa"],
    Beekeeper: ["berufsimker", "berufsimkerin", "pszczelarz", "pszczelarka", "biodlare"],
    Fisherman: [
      "pescadora artesanal", "pêcheuse professionnelle", "pescatore professionista", "fischereimeister", "rybak", "rybaczka", "yrkesfiskare", "fiskare",
    ],
    Forester: [
      "guarda forestal", "agente forestal", "ingénieure forestière", "technicien forestier", "technicienne forestière", "bûcheron", "bûcheronne",
      "forstingenieur", "forstingenieurin", "bosbouwer", "leśnik", "leśniczy", "leśniczka", "drwal", "jägmästare", "skogsvaktare", "skogsarbetare",
      "skogsförvaltare",
    ],
    Pilot: [
      "pilota comercial", "copiloto comercial", "comandante de avión", "piloto de avião", "commandant de bord", "officier pilote de ligne",
      "comandante di volo", "primo ufficiale pilota", "berufspilot", "berufspilotin", "erster offizier", "pilot samolotu", "pilot liniowy",
      "pilot komunikacyjny", "kapitan samolotu", "flygkapten", "trafikpilot", "flygare",
    ],
    "Simulator Instructor": [
      "instructor de simulador", "instructora de simulador", "instrutor de simulador", "instrutora de simulador", "instructeur simulateur",
      "instructrice simulateur", "istruttore al simulatore", "simulatortrainer", "simulatorinstructeur", "instruktor symulatora", "simulatorinstruktör",
    ],
    "Drone Pilot": ["operador de drones", "operadora de drones", "operatore di droni", "operator dronów", "pilot dronów", "operatorka dronów", "drönarpilot"],
    "Flight Attendant": [
      "tripulante de cabina de pasajeros", "sobrecargo", "aeromoça", "assistant de vol", "assistante de vol", "hostess di volo",
      "członek personelu pokładowego", "flygvärd",
    ],
    "Air Traffic Controller": [
      "controlador de tránsito aéreo", "controladora de tránsito aéreo", "aiguilleur du ciel", "controllora di volo", "kontroler ruchu lotniczego",
      "kontrolerka ruchu lotniczego", "flygledare", "flygtrafikledare",
    ],
    "Professional Driver": [
      "conductor profesional", "conductora profesional", "chófer profesional", "motorista particular", "motorista executivo", "conducteur de car", "chauffeur privé", "autista privato", "autista ncc", "fahrer", "fahrerin", "privatchauffeur", "busfahrer im linienverkehr",
      "buschauffeuse", "privéchauffeur", "kierowczyni", "kierowca zawodowy", "busschaufför", "bussförare", "yrkesförare",
    ],
    "Truck Driver": [
      "motorista de caminhão", "carreteiro", "chauffeuse routière", "conducteur poids lourds", "camionneur", "camionneuse", "autista di camion",
      "berufskraftfahrer im güterverkehr", "vrachtwagenchauffeuse", "kierowca zawodowy c+e", "lastbilsförare", "långtradarchaufför",
    ],
    "Taxi Driver": ["conductor de taxi", "conductora de taxi", "taxista profissional"],
    "Delivery Driver": ["rider de delivery", "motofretista", "coursière", "corriere espresso", "dostawca jedzenia", "paketbud", "matbud", "cykelbud"],
    Dispatcher: [
      "despachadora", "répartiteur", "répartitrice", "dispatcher logistico", "disponentin im transport", "dyspozytor", "dyspozytorka",
      "dyspozytor transportu", "dyspozytorka transportu", "trafikledare", "transportledare", "åkeriplanerare",
    ],
    "Fleet Manager": ["kierownik floty", "menedżer floty", "fordonsansvarig", "fordonschef", "flottchef"],
    "Freight Broker": [
      "bróker de carga", "agenciador de cargas", "corretor de fretes", "affréteuse", "broker di trasporti", "speditionskaufmann", "speditionskauffrau",
      "frachtvermittler", "vrachtbemiddelaar", "spedytor", "spedytorka", "spedytor międzynarodowy", "speditör", "fraktförmedlare",
    ],
    "Warehouse Worker": [
      "moza de almacén", "preparador de pedidos", "preparadora de pedidos", "carretillero", "carretillera", "kommissionierer", "operator wózka widłowego",
      "orderplockare", "lagermedarbetare",
    ],
    "Warehouse Manager": [
      "encargada de almacén", "responsable de almacén", "gerente de almacén", "supervisor de armazém", "coordenador de almoxarifado",
      "chefe de almoxarifado", "cheffe d'entrepôt", "responsable de magasin logistique", "responsabile del magazzino", "capo magazzino", "leiter lager",
      "leiterin lager", "kierownik magazynu", "kierowniczka magazynu", "lagerchef", "lageransvarig",
    ],
    Seafarer: [
      "oficial de marina mercante", "capitana de barco", "primer oficial de máquinas", "marinheiro de convés", "oficial de náutica", "capitão de navio",
      "capitaine de navire", "lieutenant de marine marchande", "ufficiale di coperta", "ufficiale di macchina", "comandante di nave", "kapitän zur see",
      "schiffsoffizier", "schiffsoffizierin", "nautischer offizier", "kapitein ter koopvaardij", "stuurvrouw", "marynarz", "marynarz floty handlowej",
      "oficer pokładowy", "kapitan statku", "sjöman", "sjökapten", "styrman", "fartygsbefäl", "maskinbefäl",
    ],
    "Factory Worker": [
      "operario de producción", "operaria de producción", "operario industrial", "operaria industrial", "operador de máquinas", "operadora de máquinas",
      "operador de produção", "operadora de produção", "auxiliar de produção", "ouvrier de production", "ouvrière de production", "opératrice de production",
      "agent de production", "operaio di produzione", "operaia di produzione", "operaio metalmeccanico", "addetto alla produzione",
      "addetta alla produzione", "maschinenbediener", "maschinenbedienerin", "operator productie", "productiemedewerkster", "pracownik produkcji",
      "pracownica produkcji", "operator maszyn", "fabriksarbetare", "produktionsmedarbetare", "maskinoperatör", "operatör i produktionen",
    ],
    "Plant Manager": [
      "director de planta", "directora de planta", "gerente de produção", "diretor industrial", "diretora industrial", "directeur de site",
      "directrice de site", "directeur industriel", "directrice industrielle", "responsable d'usine", "direttore di produzione", "direttrice di produzione",
      "direttore dello stabilimento", "direttrice di stabilimento", "standortleiter", "standortleiterin", "fabrikleiter", "fabrikleiterin",
      "vestigingsmanager productie", "dyrektor zakładu", "dyrektorka zakładu", "kierownik produkcji", "kierowniczka produkcji", "dyrektor fabryki",
      "fabrikschef", "produktionschef",
    ],
    "Quality Inspector": [
      "controlador de calidad", "controladora de calidad", "inspetor de controle de qualidade", "técnico de controle de qualidade",
      "contrôleur qualité produit", "technicienne qualité", "addetto al controllo qualità", "addetta al controllo qualità", "qualitätskontrolleur",
      "qualitätsfachkraft", "kwaliteitsinspectrice", "kontroler jakości", "kontrolerka jakości", "inspektor jakości", "kvalitetskontrollant",
      "kvalitetsinspektör", "kvalitetstekniker",
    ],
    "Quality Manager": [
      "gerente de garantía de calidad", "coordinador de calidad", "coordinadora de calidad", "gestor da qualidade", "gestora da qualidade",
      "responsable assurance qualité", "responsable qhse", "responsable qse", "responsabile assicurazione qualità", "responsabile del sistema qualità",
      "qm-beauftragter", "kierownik działu jakości", "kierowniczka działu jakości", "menedżer jakości", "pełnomocnik ds jakości", "kvalitetschef",
      "kvalitetsansvarig", "kvalitetssamordnare",
    ],
    "Quality Engineer": [
      "ingeniero de calidad de procesos", "analista da qualidade", "ingénieur assurance qualité", "ingénieure assurance qualité", "ingegnera della qualità",
      "tecnica qualità", "qualitätstechniker", "qualitätstechnikerin", "kwaliteitsengineer", "inżynier jakości", "inżynierka jakości",
      "specjalista ds jakości", "kvalitetsingenjör",
    ],
    "Supplier Quality Engineer": [
      "ingeniera de calidad de proveedores", "engenheira de qualidade de fornecedores", "lieferantenqualitätsingenieurin",
      "leveranciers kwaliteitsingenieur", "inżynier jakości dostawców", "inżynierka jakości dostawców", "leverantörskvalitetsingenjör", "sqe-ingenjör",
    ],
    Actor: [
      "actor de teatro", "actriz de teatro", "actor de cine", "actriz de cine", "ator de teatro", "atriz de teatro", "comédien de théâtre",
      "comédienne de théâtre", "attore teatrale", "attrice teatrale", "attore di teatro", "attrice di teatro", "theaterschauspieler",
      "theaterschauspielerin", "filmschauspieler", "filmschauspielerin", "toneelspeelster", "aktor teatralny", "aktorka teatralna",
    ],
    "Voice Actor": [
      "locutora profesional", "locutor profesional", "actor de voz", "actriz de voz", "doblador", "locutor publicitário", "locutora publicitária",
      "comédienne voix off", "speakerine", "speaker voix off", "doppiatrice professionista", "speaker professionista", "sprecher für hörbücher",
      "hörbuchsprecher", "aktor dubbingowy", "aktorka dubbingowa", "röstskådespelare", "inläsare",
    ],
    Comedian: [
      "monologuista", "comediante de stand-up", "comediante stand-up", "humorista de stand-up", "humoriste de stand-up", "cabarettista",
      "comédienne de stand-up", "stand-upper", "stand-uperka", "komiczka", "kabareciarz", "ståuppkomiker", "ståuppare",
    ],
    Dancer: [
      "bailarina profesional", "bailarín profesional", "bailarina de ballet", "dançarina profissional", "bailarina clássica",
      "danseuse étoile", "danseuse classique", "danseur classique", "ballerina classica", "danzatrice classica", "balletttänzer",
      "profitänzerin", "balletdanser", "tancerka", "tancerz", "dansare", "danserska", "dansös",
    ],
    "Fashion Model": [
      "modelo de pasarela", "modelo publicitaria", "modelo publicitario", "modelo fotográfico", "modelo profissional", "modelo fotográfica",
      "mannequin professionnel", "mannequin professionnelle", "modella professionista", "modello professionista", "fotomodell", "fotomodella",
      "laufstegmodel", "modelka", "fotomodelka", "mannekäng",
    ],
    "Fashion Designer": [
      "styliste de mode", "créatrice de vêtements", "créateur de vêtements", "designer di moda", "modeschöpfer", "modeschöpferin", "projektantka mody",
      "projektant mody", "modeskapare", "klädesigner",
    ],
    Stylist: [
      "estilista de moda personal", "styliste personnelle", "styliste photo", "modestylistin", "imageberaterin", "stijliste", "stylistka", "stylista",
      "stylistka mody", "stylista mody", "doradca wizerunku", "doradczyni wizerunku", "personlig stylist",
    ],
    Dressmaker: [
      "costurera profesional", "modista de alta costura", "costureiro", "couturière retoucheuse", "sarta professionista", "krawcowa", "krawiec", "sömmerska",
      "skräddare",
    ],
    Artist: [
      "artista multidisciplinar", "pintora", "pintor artístico", "pintora artística", "artiste plasticien", "peintre",
      "artista visiva", "malerin", "kunstmalerin", "kunstmaler", "beeldend kunstenares", "kunstschilderes", "beeldhouwster",
      "artysta plastyk", "artystka plastyczka", "rzeźbiarz", "rzeźbiarka", "bildkonstnär", "konstnärinna", "skulptör",
    ],
    "Game Artist": [
      "artista conceptual", "artista de jogos", "artista de games", "artiste de jeux vidéo", "artiste concept", "artista di videogiochi", "spielegrafiker",
      "spielegrafikerin", "grafik gier", "graficzka gier", "spelgrafiker",
    ],
    "3D Artist": [
      "artista 3d freelancer", "modélisateur 3d", "modélisatrice 3d", "graphiste 3d", "infographiste 3d", "modellatrice 3d", "3d-modellierer", "3d-grafiker",
      "3d-grafikerin", "3d-kunstenaar", "3d-ontwerper", "grafik 3d", "graficzka 3d", "modelarz 3d", "3d-modellerare",
    ],
    "Technical Artist": ["artista técnico", "artista técnica", "artiste technique", "technischer artist"],
    "Game Producer": [
      "productora de videojuegos", "produtor de jogos", "produtora de jogos", "productrice de jeux vidéo", "produttore di videogiochi",
      "produttrice di videogiochi", "spieleproduzent", "spieleproduzentin", "producent gier", "producentka gier", "spelproducent",
    ],
    "Museum Curator": [
      "curadora independiente", "curador independiente", "curador de museu", "curadora de museu", "commissaire d'exposition indépendante",
      "conservatrice du patrimoine", "curatrice di mostre", "curatore di mostre", "curatrice museale", "museumskuratorin", "museumskurator",
      "ausstellungskurator", "ausstellungskuratorin", "museumsdirektorin", "tentoonstellingsmaker", "kurator wystaw",
      "kuratorka wystaw", "kuratorka sztuki", "kurator sztuki", "muzealnik", "muzealniczka", "museiintendent", "utställningskurator", "museichef",
      "intendent på museum",
    ],
    Filmmaker: [
      "directora de cine independiente", "realizadora audiovisual", "realizador audiovisual", "cineasta independiente", "cineasta independente",
      "réalisateur de documentaires", "réalisatrice de documentaires", "réalisatrice indépendante", "documentariste", "regista cinematografico",
      "regista indipendente", "filmregisseurin", "dokumentarfilmer", "filmmaakster", "reżyser filmowy", "reżyserka filmowa", "dokumentalista",
      "dokumentalistka", "filmregissör", "filmare", "dokumentärfilmare",
    ],
    "Film Producer": [
      "productora audiovisual", "productor ejecutivo", "productora ejecutiva", "produtor executivo", "produtora executiva", "productrice audiovisuelle",
      "producteur audiovisuel", "producteur exécutif", "productrice exécutive", "produttore esecutivo", "produttrice esecutiva", "fernsehproduzent",
      "fernsehproduzentin", "filmproducer", "tv-producent", "producent filmowy", "producentka filmowa", "producent telewizyjny", "producentka telewizyjna",
    ],
    Screenwriter: [
      "guionista de cine", "guionista de televisión", "roteirista de cinema", "scénariste de bd", "scénariste de séries", "sceneggiatrice televisiva",
      "dramatikerin", "dramatiker", "scenarzysta", "scenarzystka", "dramaturg", "dramatopisarz", "manusförfattare",
    ],
    Videographer: [
      "camarógrafo profesional", "cinegrafista profissional", "videomaker profissional", "chef opératrice",
      "videomaker professionista", "operatrice video", "videoproducent", "operatorka kamery", "operator filmowy",
    ],
    Musician: [
      "músico profesional", "música profesional", "cantante profesional", "bajista", "músico profissional", "cantora e compositora", "cantor e compositor",
      "guitarrista profissional", "musicien professionnel", "musicienne professionnelle", "chanteuse lyrique", "autrice-compositrice-interprète",
      "guitariste", "violoniste", "bassiste", "musicista professionista", "chitarrista", "batterista", "bassista", "sängerin und songwriterin",
      "schlagzeuger", "schlagzeugerin", "geigerin", "zangeres en liedjesschrijver", "violist", "muzyczka", "kompozytor", "kompozytorka", "gitarzysta",
      "gitarzystka", "pianistka", "perkusista", "perkusistka", "skrzypek", "skrzypaczka", "kompositör", "trummis",
    ],
    "Music Producer": [
      "produtor de beats",
      "muziekproducente", "producent muzyczny", "producentka muzyczna",
      "musikproducent",
    ],
    "News Anchor": [
      "apresentadora de telejornal", "âncora de jornal",
      "présentatrice du journal", "présentateur du journal",
      "nachrichtenmoderatorin", "nachrichtenmoderator", "nieuwspresentator",
      "nieuwspresentatrice",
      "programledare", "nyhetsuppläsare",
    ],
    "Fact-Checker": [
      "verificador de hechos", "chequeadora", "chequeador", "checadora de fatos", "checador de fatos", "vérificatrice de faits", "fact-checkeuse",
      "fact-checkeur", "verificatore dei fatti", "faktencheckerin", "weryfikatorka faktów", "weryfikator faktów", "faktagranskare",
    ],
    Photojournalist: [
      "reportera gráfica", "reportero gráfico", "fotorreportero", "fotorreportera", "fotoperiodista independiente", "fotojornalista independente",
      "photoreporter indépendant", "reporter-photographe", "fotoreporter freelance", "bildjournalist", "pressefotografin", "fotojournaliste",
      "fotoreporterka", "fotoreporter prasowy", "fotoreportażysta", "pressfotograf",
    ],
    "Book Editor": [
      "editora de mesa", "editora literaria", "editor literario", "editor de mesa", "editor de livros", "éditeur de livres", "éditrice de livres",
      "éditeur littéraire", "editor di libri", "editrice di libri", "redattrice editoriale", "redattore editoriale", "buchlektorin", "buchlektor",
      "redaktorka książek", "redaktor książek", "redaktor wydawniczy", "redaktorka wydawnicza", "förlagsredaktör", "bokredaktör",
    ],
    Wikipedian: ["wikipedianerin", "wikipediaan", "wikipedysta", "wikipedystka"],
    "Literary Agent": [
      "agente letteraria", "literarische agentin", "literarischer agent", "literair agente", "agent literacki", "agentka literacka", "litterär agent",
    ],
    Poet: ["poëet", "diktare"],
    "Software Engineer": [
      "ingegnera software", "ingegnere software", "sviluppatrice software", "développeuse logicielle", "programmeuse informatique",
      "programmeur informatique", "software-entwickler", "software-entwicklerin", "software-ingenieur", "software-ingenieurin", "software-ontwikkelaar",
      "programista java", "programista python", "programistka python", "programistka java", "deweloper oprogramowania", "systemutvecklerska", "utvecklerska",
      "programvaruutvecklare", "programvaruingenjör", "analista desenvolvedor", "analista desenvolvedora", "analista programador", "analista programadora",
      "développeur informatique", "développeuse informatique", "sviluppatore di software", "ontwikkelaarster", "ingegnere informatica",
    ],
    "Frontend Engineer": [
      "développeuse front", "développeuse frontend", "sviluppatrice front-end", "programistka front-end", "frontend-utvecklare", "front-end-utvecklare",
      "frontend-ontwikkelaar", "front-end-entwickler", "front-end-entwicklerin",
    ],
    "Backend Engineer": [
      "développeuse back", "développeuse backend", "sviluppatrice back-end", "programistka back-end", "backend-utvecklare", "back-end-utvecklare",
      "backend-ontwikkelaar", "back-end-entwickler", "back-end-entwicklerin",
    ],
    "Full-stack Engineer": [
      "développeuse fullstack", "sviluppatore fullstack", "sviluppatrice fullstack", "programista full-stack", "programistka full-stack",
      "fullstack-utvecklare", "full stack-utvecklare", "fullstack ontwikkelaar",
    ],
    "Web Developer": [
      "programista webowy", "programistka webowa", "webbprogrammerare", "webbdeveloper", "webmasterin", "programmatore web",
      "programmatrice web", "desenvolvedor de sites", "desarrollador de páginas web", "intégrateur web", "intégratrice web",
      "webdesigner und entwickler",
    ],
    "Mobile Developer": [
      "desarrollador de aplicaciones móviles", "desarrolladora de aplicaciones móviles", "desenvolvedor de aplicativos", "desenvolvedora de aplicativos",
      "desenvolvedor de apps", "desenvolvedora de apps", "développeur d'applications mobiles", "développeuse d'applications mobiles",
      "sviluppatore di app mobile", "sviluppatrice di app", "programista mobilny", "programistka mobilna", "mobilutvecklare", "apputvecklerska",
      "mobile-entwickler", "mobile-entwicklerin", "mobiele ontwikkelaar", "appontwikkelaarster", "développeur flutter", "desarrollador flutter",
      "desenvolvedor flutter",
    ],
    "iOS Developer": [
      "ios-entwickler", "ios-entwicklerin", "ios-ontwikkelaar", "ios-utvecklare", "programista ios", "programistka ios", "sviluppatrice ios",
      "développeur swift",
    ],
    "Android Developer": [
      "android-entwickler", "android-entwicklerin", "android-ontwikkelaar", "android-utvecklare", "programista android", "programistka android",
      "sviluppatrice android",
    ],
    "Game Developer": [
      "programador de videojuegos", "programadora de videojuegos", "programador de jogos", "programadora de jogos", "programmeur de jeux vidéo",
      "programmeuse de jeux vidéo", "programmatore di videogiochi", "programmatrice di videogiochi", "spieleprogrammierer", "spieleprogrammiererin",
      "gameprogrammeur", "programista gier", "programistka gier", "twórczyni gier", "spelprogrammerare", "indie-entwickler", "indie-entwicklerin",
      "desarrollador indie", "développeur indé", "développeuse indé", "gamedeveloper",
    ],
    "Embedded Engineer": [
      "ingegnera embedded", "programista systemów wbudowanych", "programistka systemów wbudowanych", "inżynier systemów wbudowanych",
      "inżynierka systemów wbudowanych", "inbyggda system-utvecklare", "utvecklare inbyggda system", "firmware-entwickler", "firmware-entwicklerin",
      "embedded-softwareentwicklerin", "desarrolladora de firmware", "desarrollador de firmware", "desenvolvedor de firmware", "développeur embarqué",
      "développeuse embarquée", "embedded ontwikkelaar",
    ],
    "Hardware Engineer": [
      "hardware-entwickler", "hardware-entwicklerin", "hardwareentwickler", "hardwareentwicklerin", "elektronikentwickler", "elektronikentwicklerin",
      "hardware-ingenieur", "hardware-ingenieurin", "hardwareontwikkelaar", "inżynier hardware", "inżynierka hardware", "hårdvaruutvecklare",
      "hårdvaruingenjör", "elektronikutvecklare", "diseñador de pcb", "diseñadora de pcb", "projetista de hardware", "concepteur électronique",
      "conceptrice électronique", "progettista hardware", "progettista elettronico", "progettista elettronica",
    ],
    "DevOps Engineer": [
      "devops-ingenjör", "devops-utvecklare", "inżynier devops", "inżynierka devops", "devops-ontwikkelaar", "ingénieur devops cloud", "ingegnera devops",
      "especialista devops",
    ],
    "Site Reliability Engineer": [
      "ingeniero sre", "ingeniera sre", "ingénieur sre", "ingénieure sre", "ingénieur fiabilité des sites", "ingegnere sre", "sre-ingenieur",
      "sre-ingenieurin", "inżynier sre", "sre-ingenjör",
    ],
    "Platform Engineer": [
      "ingeniero de plataforma", "ingeniera de plataforma", "ingeniero de infraestructura", "ingeniera de infraestructura", "engenheiro de plataforma",
      "engenheira de plataforma", "engenheiro de infraestrutura", "engenheira de infraestrutura", "ingénieur plateforme", "ingénieure plateforme",
      "ingénieur infrastructure", "ingénieure infrastructure", "ingegnere di piattaforma", "ingegnere infrastruttura", "platform-ingenieur",
      "plattform-ingenieur", "plattform-ingenieurin", "infrastruktur-ingenieur", "infrastruktur-ingenieurin", "platformengineer", "infrastructuur engineer",
      "inżynier platformy", "inżynier infrastruktury", "inżynierka infrastruktury", "plattformsingenjör", "infrastrukturingenjör",
    ],
    "Cloud Engineer": [
      "ingeniero cloud", "ingeniera cloud", "ingeniero de nube", "ingeniera de nube", "arquitecta cloud", "engenheiro de nuvem", "engenheira de nuvem",
      "engenheiro cloud", "engenheira cloud", "arquiteto de nuvem", "arquiteta de nuvem", "arquiteto cloud", "ingénieure cloud", "architecte cloud aws",
      "ingegnere cloud", "ingegnera cloud", "architetto cloud", "cloud-architekt", "cloudarchitect", "cloud-ingenjör", "molnarkitekt", "molningenjör",
      "inżynier chmury", "inżynierka chmury", "architekt chmury", "architektka chmury", "inżynier cloud",
    ],
    "DevSecOps Engineer": [
      "ingeniero devsecops", "ingeniera devsecops", "engenheiro devsecops", "ingénieur devsecops", "devsecops-ingenieur", "inżynier devsecops",
    ],
    "System Administrator": [
      "administradora de redes", "administrador de sistemas informáticos", "administrador de sistemas linux", "administrador de redes e sistemas",
      "analista de infraestrutura", "administratrice réseau", "administrateur systèmes et réseaux", "administratrice systèmes et réseaux",
      "administrateur linux", "amministratrice di sistema", "amministratore di rete", "amministratrice di rete", "sistemista linux", "linux-administratorin",
      "systeembeheerster", "netwerkbeheerster", "linuxbeheerder", "administrator sieci", "administratorka sieci", "administrator it", "administratorka it",
      "sysadmin linux", "nätverksadministratör", "driftstekniker", "serveradministratör",
    ],
    "Network Engineer": [
      "ingénieur réseaux", "ingénieure réseaux", "ingénieur réseaux et télécoms", "ingegnera di rete", "ingegnere delle reti", "netzwerkingenieurin",
      "netzwerk-ingenieur", "netzwerktechnikerin", "netwerkingenieur", "inżynier sieci", "inżynierka sieci", "inżynier sieciowy", "nätverkstekniker",
      "nätverksingenjör", "engenheiro de telecomunicações", "ingeniero de telecomunicaciones", "ingeniera de telecomunicaciones", "ingénieur télécoms",
    ],
    "IT Support Specialist": [
      "técnica de sistemas", "técnico de helpdesk", "técnico de soporte informático", "técnica de soporte informático", "técnico de suporte técnico",
      "técnico de manutenção de computadores", "technicien helpdesk", "technicienne helpdesk", "technicien support informatique",
      "technicienne support informatique", "technicien de maintenance informatique", "tecnico helpdesk", "tecnico di assistenza informatica",
      "it-supportmitarbeiter", "it-supportmitarbeiterin", "it-systemelektroniker", "it-systemelektronikerin", "helpdeskmedewerkster", "ict-medewerkster",
      "werkplekbeheerder", "specjalista helpdesk", "specjalistka helpdesk", "specjalista it", "specjalistka it", "technik informatyk",
      "techniczka informatyk", "pracownik helpdesku", "it-supporttekniker", "supporttekniker", "helpdesktekniker", "datatekniker",
    ],
    "IT Manager": [
      "responsable informatique et réseaux", "directeur informatique adjoint", "responsable des systèmes informatiques", "jefa de ti", "jefe de ti",
      "jefe de tecnología", "jefa de tecnología", "gerente de informática", "gerente de tecnologia da informação",
      "responsabile dei sistemi informativi", "responsabile ict", "it-leitung", "leiter der it", "leiterin der it",
      "teamleiter it", "teamleiterin it", "it-teamleiter", "it-teamleiterin", "teamleider ict", "teamleider it", "manager ict", "kierownik działu it",
      "kierowniczka działu it", "menedżer it", "menadżer it", "it-ansvarig", "it-driftchef", "it-avdelningschef",
    ],
    "Security Engineer": [
      "ingeniera en ciberseguridad", "ingeniero en ciberseguridad", "especialista en ciberseguridad", "analista de cibersegurança",
      "especialista em cibersegurança", "engenheiro de segurança da informação", "engenheira de segurança da informação", "ingénieur cybersécurité",
      "ingénieure cybersécurité", "analyste cybersécurité", "consultant cybersécurité", "consultante cybersécurité", "expert en cybersécurité",
      "experte en cybersécurité", "analista sicurezza informatica", "esperto di sicurezza informatica", "esperta di sicurezza informatica",
      "specialista in cybersecurity", "ingegnere della sicurezza informatica", "it-sicherheitsspezialist", "it-sicherheitsspezialistin",
      "cybersecurity-experte", "cybersecurity-expertin", "sicherheitsanalyst", "ethisch hacker", "specjalista ds cyberbezpieczeństwa",
      "specjalista cyberbezpieczeństwa", "specjalistka cyberbezpieczeństwa", "inżynier bezpieczeństwa", "inżynierka bezpieczeństwa",
      "analityk bezpieczeństwa", "analityczka bezpieczeństwa", "it-säkerhetsspecialist", "säkerhetsanalytiker", "cybersäkerhetsspecialist",
      "informationssäkerhetsspecialist", "säkerhetsingenjör",
    ],
    "Penetration Tester": [
      "pentesterin", "pentesterka", "penetrationstestare", "testeur d'intrusion", "testeuse d'intrusion", "auditeur sécurité", "hacker éthique",
      "hacker ético profesional", "etisk hackare", "etyczny haker", "pentester certificado", "ethical hackerin",
    ],
    "QA Engineer": [
      "tester de software", "testador de software", "testadora de software", "analista de qualidade de software", "ingénieure qa", "ingénieur test",
      "ingénieure test", "testeur logiciel", "testeuse logicielle", "ingénieur qualité logicielle", "ingénieure qualité logicielle", "tester del software",
      "ingegnere qa", "ingegnera qa", "ingegnere del collaudo software", "testautomatisierer", "testmanager", "softwaretestingenieur", "qa-ingenieur",
      "qa-ingenieurin", "testautomatiseerder", "testanalist", "testerka oprogramowania", "inżynier qa", "inżynierka qa", "tester automatyzujący",
      "testautomatiserare", "mjukvarutestare", "testledare", "qa-ingenjör", "qa-testare",
    ],
    "Blockchain Developer": [
      "desarrollador blockchain", "desarrolladora blockchain", "desenvolvedor blockchain", "desenvolvedora blockchain", "développeur blockchain",
      "développeuse blockchain", "sviluppatore blockchain", "sviluppatrice blockchain", "blockchain-entwickler", "blockchain-entwicklerin",
      "blockchain-ontwikkelaar", "programista blockchain", "programistka blockchain", "blockchainutvecklare", "desarrollador web3", "développeur web3",
      "développeuse web3", "desenvolvedor web3", "sviluppatore web3", "web3-entwickler", "web3-entwicklerin", "desarrollador solidity",
      "développeur solidity",
    ],
    "Developer Advocate": [
      "evangelista técnico", "evangelista técnica", "évangéliste technique", "entwicklerbotschafter", "entwicklerbotschafterin", "devrel-ingenieur",
    ],
    "Technical Writer": [
      "escritor técnico", "escritora técnica", "escritor técnico de documentación", "rédacteur documentation technique",
      "rédactrice documentation technique", "technischer autor", "technische autorin", "technikredakteur", "technikredakteurin", "technisch schrijfster",
      "technisch auteur", "redaktorka techniczna", "pisarz techniczny", "pisarka techniczna", "teknikinformatör", "dokumentationsspecialist",
    ],
    "Head of Data": [
      "director de datos", "directora de datos", "director de analítica", "directora de analítica", "diretor de dados", "diretora de dados", "head de dados",
      "responsable data", "directeur data", "directrice data", "directeur des données", "directrice des données", "responsabile dati", "responsabile data",
      "leiter data", "leiterin data", "leiter data science", "leiterin data science", "datenchef", "datenchefin", "hoofd data", "hoofd data science",
      "kierownik zespołu danych", "kierowniczka zespołu danych", "datachef", "analyschef",
    ],
    "Data Scientist": [
      "científico de dados", "cientista de datos", "scientifique de données", "ingénieur data scientist", "data science specialist", "datawetenschapster",
      "naukowiec danych", "naukowczyni danych", "analityk data science", "specjalista data science", "specjalistka data science", "dataforskare",
      "statisticien", "statisticienne", "statistiker", "statistikerin", "statisticus", "statystyk", "statystyczka",
    ],
    "Data Engineer": [
      "ingegnera dei dati", "ingénieure de données", "ingénieure data engineer", "daten-ingenieur", "dataengineer", "data-ingenieur", "inżynier big data",
      "big data-ingenjör",
    ],
    "Analytics Engineer": [
      "ingeniero de analítica", "ingeniera de analítica", "engenheiro de analytics", "engenheira de analytics", "engenheiro de análise",
      "ingénieur analytics", "ingénieure analytics", "analytics-ingenieur", "analytics-ingenieurin", "inżynier analityki", "analysingenjör",
    ],
    "Data Analyst": [
      "analista de bi", "analista bi", "analista de business intelligence", "analista de inteligência de negócios", "analyste bi", "analyste décisionnel",
      "analyste décisionnelle", "consultant bi", "analista business intelligence", "bi-analystin", "datenanalytiker", "datenanalytikerin", "data-analystin",
      "dataanalist", "bi-analist", "analityk bi", "analityczka bi", "analityk biznesowy danych", "bi-analytiker", "dataanalytikerin",
      "analista de dados júnior", "analista de datos junior",
    ],
    "ML Engineer": [
      "ingeniero de aprendizaje automático", "ingeniera de aprendizaje automático", "engenheiro de aprendizado de máquina",
      "engenheira de aprendizado de máquina", "ingénieur en apprentissage automatique", "ingénieure en apprentissage automatique",
      "ingegnere di apprendimento automatico", "machine-learning-ingenieur", "ml-ingenieur", "inżynier uczenia maszynowego",
      "inżynierka uczenia maszynowego", "inżynier machine learning", "ml-ingenjör", "maskininlärningsingenjör", "ingeniero de visión artificial",
      "ingeniera de visión artificial", "ingénieur vision par ordinateur", "ingénieure vision par ordinateur", "ingeniero de deep learning",
      "ingénieur deep learning", "ingénieure deep learning", "ingeniero nlp", "ingénieur nlp", "ingegnere nlp",
    ],
    "AI Engineer": [
      "ingeniera de inteligencia artificial", "engenheira de inteligência artificial", "ingénieur en intelligence artificielle",
      "ingénieure en intelligence artificielle", "ingegnere di intelligenza artificiale", "ingegnera di intelligenza artificiale",
      "ingegnere dell'intelligenza artificiale", "ki-engineer", "ki-spezialist", "ki-spezialistin", "ai-ingenieur", "ai-ontwikkelaar", "ai-specialist",
      "inżynier ai", "inżynierka ai", "inżynier sztucznej inteligencji", "inżynierka sztucznej inteligencji", "programista ai", "ai-ingenjör",
      "ai-utvecklare", "ingeniero de prompts", "ingeniera de prompts", "desarrollador de ia", "desarrolladora de ia", "desenvolvedor de ia",
      "desenvolvedora de ia", "développeur ia", "développeuse ia", "sviluppatore ia", "sviluppatrice ia", "sviluppatore ai", "sviluppatrice ai",
    ],
    "ML Researcher": [
      "investigador en inteligencia artificial", "investigadora en inteligencia artificial", "investigador en aprendizaje automático",
      "investigadora en aprendizaje automático", "investigador de ia", "investigadora de ia", "pesquisador de ia", "pesquisadora de ia",
      "pesquisador em inteligência artificial", "pesquisadora em inteligência artificial", "chercheur en intelligence artificielle",
      "chercheuse en intelligence artificielle", "chercheur en ia", "chercheuse en ia", "chercheur en apprentissage automatique",
      "chercheuse en apprentissage automatique", "ricercatore in intelligenza artificiale", "ricercatrice in intelligenza artificiale", "ricercatore ia",
      "ricercatrice ia", "ki-forscher", "ki-forscherin", "forscher für maschinelles lernen", "forscherin für maschinelles lernen", "ai-onderzoeker",
      "ki-onderzoeker", "badacz ai", "badaczka ai", "badacz sztucznej inteligencji", "badaczka sztucznej inteligencji", "ai-forskare", "forskare inom ai",
      "forskare inom maskininlärning",
    ],
    "Head of Product": [
      "diretor de produto", "diretora de produto", "head de produto", "head de producto", "directeur produit", "directrice produit", "directeur du produit",
      "directrice du produit", "direttore di prodotto", "direttrice di prodotto", "responsabile prodotto", "leiter produktmanagement",
      "leiterin produktmanagement", "produktleiter", "produktleiterin", "hoofd product", "productdirecteur", "dyrektor produktu", "dyrektorka produktu",
      "produktdirektör",
    ],
    "Product Manager": [
      "gerente de produto digital", "gerente de producto digital", "responsable de produit", "gestionnaire de produit", "menedżer produktu cyfrowego",
      "menadżer produktu", "menadżerka produktu", "kierownik produktu", "kierowniczka produktu", "produktansvarig", "produktledare",
      "responsabile del prodotto", "gestore di prodotto",
    ],
    "Product Owner": [
      "dono do produto", "dona do produto", "propietario del producto", "propietaria del producto", "responsable de producto", "propriétaire du produit",
      "responsable de produit agile", "produkteigentümer", "productowner", "właściciel produktu", "właścicielka produktu",
    ],
    "Product Analyst": [
      "analista de producto", "analista de produto", "analyste produit", "analista di prodotto", "produktanalyst", "produktanalystin", "productanalist",
      "analityk produktowy", "analityczka produktowa", "produktanalytiker",
    ],
    "Product Operations Manager": ["gerente de operaciones de producto", "responsable product ops", "product ops manager"],
    "Program Manager": [
      "gerente de programa", "director de programa", "directora de programa", "gerente de programa técnico", "diretor de programa", "diretora de programa",
      "responsable de programme", "chef de programme", "responsabile di programma", "direttore di programma", "direttrice di programma", "programmleiter",
      "programmleiterin", "programmadirecteur", "kierownik programu", "kierowniczka programu", "menedżer programu", "menedżerka programu",
    ],
    "Project Manager": [
      "directora de proyectos", "director de proyectos", "coordinador de proyectos", "coordinadora de proyectos", "gestora de proyectos",
      "gestor de proyectos", "coordenador de projetos", "coordenadora de projetos", "directeur de projet", "directrice de projet", "responsable de projet",
      "chargé de projet", "chargée de projet", "coordinateur de projet", "coordinatrice de projet", "capo progetto", "capoprogetto",
      "responsabile di progetto", "responsabile progetti", "coordinatore di progetto", "coordinatrice di progetto", "kierownik projektów",
      "kierowniczka projektów", "koordynator projektów", "koordynatorka projektów", "projektchef", "projektansvarig",
    ],
    "Scrum Master": ["agile coachin", "coach agile", "coach ágil", "agile coach certificado", "scrummaster"],
    "Head of Design": [
      "director de diseño", "directora de diseño", "diretor de design", "diretora de design", "head de design", "directeur du design",
      "directrice du design", "directeur design", "directrice design", "direttore del design", "direttrice del design", "designchef", "designchefin",
      "leiter design", "leiterin design", "hoofd design", "designdirecteur", "dyrektor ds designu", "dyrektor kreatywny designu", "designansvarig",
    ],
    Designer: ["designerka"],
    "Product Designer": [
      "designer produit", "designeuse produit", "produktdesigner", "productontwerper", "designer di prodotto", "projektant produktu",
      "projektantka produktu", "produktdesigner digital",
    ],
    "UX Designer": [
      "diseñador de experiencia de usuario", "diseñadora de experiencia de usuario", "designer de experiência do usuário", "designer ui/ux",
      "concepteur ux/ui", "conceptrice ux/ui", "ux-ontwerpster", "ergonome ux", "projektant ux/ui", "projektantka ux/ui", "ux-formgivare",
      "interaktionsdesigner", "designer di interazione", "diseñador de interacción", "diseñadora de interacción", "designer d'interaction",
    ],
    "UI Designer": [
      "diseñador de interfaces", "diseñadora de interfaces", "designer d'interface", "designer d'interfaces", "ui-ontwerper", "designer di interfacce",
      "projektant ui", "projektantka ui", "projektant interfejsów", "projektantka interfejsów", "ui-formgivare", "gränssnittsdesigner",
    ],
    "UX Researcher": [
      "investigador ux", "investigadora ux", "investigador de experiencia de usuario", "investigadora de experiencia de usuario", "pesquisador ux",
      "pesquisadora ux", "pesquisador de ux", "pesquisadora de ux", "chercheur ux", "chercheuse ux", "ux researcheuse", "ricercatore ux", "ricercatrice ux",
      "ux-forscher", "ux-forscherin", "ux-onderzoeker", "badacz ux", "badaczka ux", "ux-forskare", "användbarhetsexpert",
    ],
    "Graphic Designer": [
      "diseñador gráfico freelance", "designer gráfica", "graphiste freelance", "graphiste indépendante", "graphiste indépendant",
      "mediengestalter digital und print", "grafikdesignerka", "projektant graficzny freelance", "grafiska formgivare", "progettista grafico",
    ],
    "Brand Designer": [
      "diseñador de marca", "diseñadora de marca", "designer de marca", "designer de marque", "markendesigner", "designer di brand", "merkontwerper",
      "projektant marki", "projektantka marki", "varumärkesdesigner",
    ],
    "Web Designer": [
      "webdesignerka", "projektant stron www", "projektantka stron www", "projektant stron internetowych", "projektantka stron internetowych",
      "webbdesigner", "designer de sites", "concepteur web", "conceptrice web",
    ],
    "Motion Designer": [
      "diseñador de motion graphics", "diseñadora de motion graphics", "designer de motion", "animador 2d", "animadora 2d", "animateur 2d", "animateur 3d",
      "animatrice 2d", "animatrice 3d", "animatore 2d", "animatore 3d", "animationsdesigner", "animatiedesigner", "animator 3d", "animatorka 3d",
      "rörlig grafik-designer",
    ],
    Illustrator: [
      "ilustradora freelance", "illustrateur jeunesse", "illustratrice jeunesse", "illustratrice freelance", "illustratrice scientifique",
      "ilustrador científico", "ilustradora infantil", "ilustrador infantil", "kinderbuchillustratorin", "kinderbuchillustrator",
      "ilustratorka książek dla dzieci", "serietecknare", "dessinateur de bd", "dessinatrice de bd", "auteur de bd", "autrice de bd", "fumettista",
      "comiczeichner", "comiczeichnerin", "striptekenaar", "historietista", "quadrinista", "mangaka",
    ],
    "Creative Director": [
      "director creativo ejecutivo", "directora creativa ejecutiva", "diretor criativo", "diretora criativa", "creatief directrice", "kreativ chef",
      "kreativ direktör", "dyrektor kreatywny", "dyrektorka kreatywna", "directeur créatif", "directrice créative", "directrice de la création",
      "directeur de la création",
    ],
    "Art Director": [
      "director artístico", "directora artística", "diretor artístico", "diretora artística", "art directrice", "artdirector", "dyrektor artystyczny",
      "dyrektorka artystyczna", "konstnärlig ledare", "ad-kreatör", "direttore artistico freelance",
    ],
    "Game Designer": [
      "diseñador de videojuegos", "diseñadora de videojuegos", "diseñador de juegos", "diseñadora de juegos", "designer de jogos", "designer de games",
      "concepteur de jeux vidéo", "conceptrice de jeux vidéo", "concepteur de jeux", "conceptrice de jeux", "game designeuse",
      "game designer di videogiochi", "spieldesigner", "gameontwerper", "projektant gier", "projektantka gier", "speldesigner", "diseñador de niveles",
      "diseñadora de niveles",
    ],
    "Head of Marketing": [
      "head de marketing", "directeur du marketing", "directrice du marketing", "marketingchef", "marketingdirektor", "marketingdirektorin",
      "marketingdirectrice", "marknadsdirektör", "director de mercadeo", "directora de mercadeo",
    ],
    "Marketing Manager": [
      "jefa de mercadeo", "gerente de marketing digital", "responsable marketing digital", "responsabile marketing digitale", "marketeer manager",
      "specjalista ds marketingu", "marknadsassistent", "marketingansvarig",
    ],
    Marketer: [
      "especialista em marketing", "especialista de marketing", "spécialiste marketing", "marketeur digital", "esperto di marketing", "esperta di marketing",
      "marketingspezialist", "marketingspezialistin", "marketingspecialist", "marketingexpert", "marketingowiec internetowy", "specjalista marketingu",
      "specjalistka marketingu", "marknadsföringsspecialist", "marknadsförerska",
    ],
    "Digital Marketer": [
      "experto en marketing digital", "experta en marketing digital", "profissional de marketing digital", "experte marketing digital",
      "expert marketing digital", "consultant marketing digital", "consultante marketing digital", "specialista marketing digitale",
      "specialist online marketing", "specjalista marketingu internetowego", "specjalistka marketingu internetowego", "specjalista marketingu cyfrowego",
      "specjalistka marketingu cyfrowego", "marketer cyfrowy", "digital marknadsförare", "digitalmarknadsförare", "onlinemarknadsförare",
    ],
    "Head of Growth": [
      "head de growth", "director de crecimiento", "directora de crecimiento", "diretor de crescimento", "diretora de crescimento",
      "directeur de la croissance", "directrice de la croissance", "responsable croissance", "leiter growth", "leiterin growth", "hoofd groei",
      "tillväxtchef",
    ],
    "Growth Marketer": [
      "growth hackeuse", "especialista en growth", "especialista em growth", "analista de growth", "growth marketeer", "specjalista growth",
      "tillväxtmarknadsförare",
    ],
    "Performance Marketer": [
      "especialista en paid media", "especialista em mídia paga", "analista de mídia paga", "analista de performance", "gestor de tráfego",
      "gestora de tráfego", "gestor de tráfego pago", "gestora de tráfego pago", "trafficker digital", "consultant sea", "consultante sea",
      "traffic manager", "spécialiste acquisition payante", "chargé d'acquisition", "chargée d'acquisition", "sea-manager", "sea-spezialist",
      "sea-spezialistin", "performance marketeer", "sea-specialist", "specjalista ppc", "specjalistka ppc", "specjalista sem", "specjalista google ads",
      "specjalistka google ads", "performance-marknadsförare", "sökannonsspecialist", "specialista sem", "specialista google ads", "esperto di advertising",
      "esperta di advertising", "media buyer digitale",
    ],
    "Content Marketer": [
      "especialista en marketing de contenidos", "especialista em marketing de conteúdo", "analista de conteúdo", "estrategista de conteúdo",
      "estratega de contenidos", "responsable contenu", "responsable de contenidos", "chargé de contenu", "chargée de contenu", "stratège de contenu",
      "responsabile contenuti", "contentmanager", "specjalista content marketingu", "specjalistka content marketingu", "innehållsstrateg",
      "innehållsansvarig", "redattore di contenuti", "redattrice di contenuti", "redactor de contenidos", "redactora de contenidos", "redator de conteúdo",
      "redatora de conteúdo", "rédacteur web", "rédactrice web", "webredakteur", "webredakteurin", "webredacteur", "redaktor treści", "redaktorka treści",
      "webbredaktör",
    ],
    Copywriter: [
      "redactor creativo", "redactora creativa", "redator", "redatora", "copywriter freelance", "copywriter pubblicitario", "konzepter", "konzepterin",
      "tekstopisarka", "reklamskribent", "copywritrice",
    ],
    "Product Marketing Manager": [
      "gerente de marketing de producto", "gerente de marketing de produto", "responsable marketing produit", "chef de produit marketing",
      "responsabile marketing di prodotto", "produktmarketing-manager", "produktmarketingmanager", "productmarketeer", "product marketeer",
      "menedżer marketingu produktu", "menedżerka marketingu produktu", "produktmarknadsförare", "produktmarknadschef",
    ],
    "SEO Specialist": [
      "experto seo", "experta seo", "especialista em seo", "consultor de seo", "consultora de seo", "analista de seo", "spécialiste seo",
      "chargé de référencement", "chargée de référencement", "référenceur", "référenceuse", "consulente seo", "specialista seo", "seo-spezialist",
      "seo-spezialistin", "seo-berater", "seo-beraterin", "specjalista seo", "specjalistka seo", "sökmotoroptimerare", "seo-konsult",
    ],
    "Social Media Manager": [
      "community manager de redes sociales", "especialista en redes sociales", "responsable de redes sociales", "analista de mídias sociais",
      "analista de redes sociais", "especialista em redes sociais", "social media freelance", "chargé des réseaux sociaux", "chargée des réseaux sociaux",
      "social media manager freelance", "social-media-redakteur", "social-media-redakteurin", "social-media-expertin", "socialmediaspecialist",
      "social media marketeer", "specjalista social media", "specjalistka social media", "specjalista ds social media", "social media-ansvarig",
      "sociala medier-ansvarig", "gestore dei social", "social media specialist freelance", "social media strategist freelance",
    ],
    "Community Manager": [
      "gestor de comunidad", "gestora de comunidad", "gestor de comunidades", "gestora de comunidades", "gerente de comunidade", "animateur de communauté",
      "animatrice de communauté", "responsable communauté", "responsabile della community", "communitymanager", "menedżer społeczności",
      "menedżerka społeczności", "communityansvarig", "community-ansvarig",
    ],
    "Email Marketer": [
      "especialista en email marketing", "especialista em email marketing", "analista de email marketing", "analista de crm", "spécialiste emailing",
      "chargé d'emailing", "chargée d'emailing", "chargé de crm", "chargée de crm", "specialista email marketing", "e-mail-marketing-manager",
      "e-mailmarketeer", "e-mailmarketingspecialist", "crm marketeer", "specjalista e-mail marketingu", "specjalistka e-mail marketingu", "specjalista crm",
      "e-postmarknadsförare", "crm-ansvarig",
    ],
    "Brand Manager": [
      "jefe de marca", "jefa de marca", "gestor de marca", "gestora de marca", "responsable de marque", "responsable de la marque", "brand manager junior",
      "responsabile del brand", "responsabile di marca", "brandmanager", "menedżer marki", "menedżerka marki", "brand menedżer", "varumärkesansvarig",
      "varumärkeschef", "varumärkesstrateg",
    ],
    "Demand Generation Manager": [
      "gerente de generación de demanda", "responsable génération de leads", "responsable acquisition", "leadgenerierungsmanager",
      "specjalista lead generation", "leadgenereringsansvarig",
    ],
    "Marketing Operations Manager": [
      "gerente de operaciones de marketing", "responsable marketing automation", "marketing-automation-manager", "marketing automation specialist",
      "specjalista marketing automation", "marketing operations-ansvarig",
    ],
    "PR Manager": [
      "responsable de prensa", "responsable de comunicación corporativa", "directora de comunicación corporativa", "director de comunicación corporativa",
      "gerente de relaciones públicas", "relacionista público", "assessora de comunicação", "assessor de comunicação", "relationniste",
      "responsable des relations presse", "chargé de relations presse", "chargée de relations presse", "chargé des relations presse",
      "chargée des relations presse", "responsable relations publiques", "responsabile delle relazioni pubbliche", "kommunikationschefin", "pr-adviseur",
      "menedżer pr", "menedżerka pr", "specjalista ds komunikacji", "pressansvarig", "kommunikationsstrateg", "pr-konsult", "informationschef",
    ],
    "Influencer Marketing Manager": [
      "gerente de marketing de influencers", "responsable marketing d'influence", "chargé de marketing d'influence", "chargée de marketing d'influence",
      "responsabile influencer marketing", "specjalista influencer marketingu", "influencermarknadsförare",
    ],
    "Affiliate Manager": [
      "gerente de afiliados", "gestor de afiliados", "gestora de afiliados", "responsable affiliation", "chargé d'affiliation", "chargée d'affiliation",
      "affiliate marketeer", "specjalista afiliacji", "affiliateansvarig",
    ],
    "Head of Sales": [
      "diretor de vendas", "diretora de vendas", "direttore vendite", "direttrice vendite", "vertriebschef", "vertriebschefin", "verkoopdirecteur",
      "commercieel directrice", "hoofd sales", "dyrektor handlowy", "dyrektorka handlowa", "försäljningsdirektör",
    ],
    "Sales Manager": [
      "gerente comercial de vendas", "coordenador de vendas", "coordenadora de vendas", "supervisor de vendas", "supervisora de vendas",
      "manager commercial", "area manager commerciale", "teamleiter vertrieb", "teamleiterin vertrieb", "menedżer sprzedaży", "menedżerka sprzedaży",
      "kierownik działu sprzedaży", "säljansvarig", "försäljningsansvarig", "sales manager b2b",
    ],
    "Sales Development Representative": [
      "representante de desarrollo de ventas", "pré-vendedor", "pré-vendedora", "business developer junior", "chargé de prospection",
      "chargée de prospection", "prospecteur commercial", "prospectrice commerciale", "neukundenakquisiteur", "prospecteur b2b",
      "specjalista ds pozyskiwania klientów",
    ],
    "Account Executive": [
      "executivo comercial", "executiva comercial", "chargé d'affaires", "chargée d'affaires", "key account executive", "kundenberater im vertrieb",
      "account executive b2b", "accountexecutive", "handlowiec b2b", "przedstawiciel handlowy b2b", "account executive saas", "säljare b2b",
      "företagssäljare", "utesäljare",
    ],
    "Account Manager": [
      "executivo de contas-chave", "responsable grands comptes", "gestionnaire de comptes", "responsabile clienti", "opiekun klienta", "opiekunka klienta",
      "key account menedżer", "menedżer klienta kluczowego", "kundansvarig", "kundansvarig säljare", "key account-ansvarig",
    ],
    "Sales Representative": [
      "vendedor externo", "vendedora externa", "consultor de vendas", "consultora de vendas", "commerciale terrain", "représentant commercial",
      "représentante commerciale", "agent commercial", "agente commerciale", "rappresentante commerciale", "addetto alle vendite", "addetta alle vendite",
      "consulente commerciale", "verkoopadviseur", "handlowczyni", "sprzedawca b2b", "försäljare", "säljrepresentant", "försäljningsrepresentant",
    ],
    "Medical Sales Representative": [
      "representante médico", "representante médica", "propagandista médica", "representante propagandista", "delegado médico", "delegada médica",
      "delegado comercial farmacéutico", "délégué pharmaceutique", "déléguée pharmaceutique", "informatore medico scientifico",
      "informatrice medico scientifica", "medisch vertegenwoordiger", "przedstawiciel medyczny",
      "przedstawicielka medyczna", "przedstawiciel farmaceutyczny", "przedstawicielka farmaceutyczna", "läkemedelskonsulent", "läkemedelsrepresentant",
    ],
    "Sales Engineer": [
      "ingeniero de preventa", "ingeniera de preventa", "engenheiro de pré-vendas", "engenheira de pré-vendas", "ingénieur avant-vente",
      "ingénieure avant-vente", "ingegnere di vendita", "ingegnere prevendita", "tecnico commerciale", "vertriebsingenieur", "vertriebsingenieurin",
      "pre-sales-ingenieur", "technischer vertriebsmitarbeiter", "technische vertriebsmitarbeiterin", "technisch commercieel adviseur",
      "presales consultant", "inżynier sprzedaży", "inżynierka sprzedaży", "säljingenjör", "försäljningsingenjör", "teknisk säljare",
    ],
    "Business Development Manager": [
      "responsable de desarrollo de negocio", "director de desarrollo de negocio", "directora de desarrollo de negocio",
      "executivo de desenvolvimento de negócios", "chargé de développement commercial", "chargée de développement commercial", "développeur commercial",
      "développeuse commerciale", "responsabile business development", "bedrijfsontwikkelaar", "menedżer ds rozwoju biznesu",
      "menedżerka ds rozwoju biznesu", "menedżer rozwoju biznesu", "affärsutvecklare", "affärsutvecklingschef",
    ],
    "Partnerships Manager": [
      "gerente de alianzas", "responsable de alianzas", "gerente de parcerias", "responsable des partenariats", "chargé de partenariats",
      "chargée de partenariats", "responsabile partnership", "partnermanager", "partnerschaftsmanager", "partnerschapsmanager", "menedżer ds partnerstw",
      "menedżer partnerstw", "partneransvarig",
    ],
    "Revenue Operations Manager": [
      "gerente de revops", "gerente de operaciones de ingresos", "responsable revops", "revops manager", "responsable sales ops", "gerente de sales ops",
    ],
    "Customer Success Manager": [
      "gerente de customer success", "ejecutivo de éxito del cliente", "ejecutiva de éxito del cliente", "analista de sucesso do cliente",
      "executivo de sucesso do cliente", "chargé de customer success", "chargée de customer success", "responsable succès client", "kundenerfolgsmanager",
      "menedżer ds sukcesu klienta", "customer success-ansvarig", "kundframgångsansvarig",
    ],
    "Customer Support Specialist": [
      "agente de soporte", "asistente de atención al cliente", "operador de call center", "operadora de call center", "atendente de suporte",
      "analista de suporte ao cliente", "agente de atendimento", "operador de telemarketing", "chargé de support client", "chargée de support client",
      "agent de service client", "addetto al servizio clienti", "addetta al servizio clienti", "kundenservicemitarbeiter", "kundenservicemitarbeiterin",
      "callcenter-agentin", "klantenservicemedewerkster", "klantcontactmedewerker", "callcentermedewerker", "konsultant call center",
      "konsultantka call center", "pracownik obsługi klienta", "kundservicemedarbetare", "kundtjänstagent", "supportmedarbetare",
    ],
    "Customer Support Manager": [
      "supervisor de atendimento", "supervisora de atendimento", "supervisor de call center", "supervisora de call center", "responsable du service client",
      "superviseur centre d'appels", "responsabile customer care", "responsabile servizio clienti", "teamleiter kundenservice", "teamleiterin kundenservice",
      "kundenservice-leiter", "teamleider klantenservice", "kierownik obsługi klienta", "kierowniczka obsługi klienta", "kundtjänstchef", "supportchef",
      "kundservicechef",
    ],
    Recruiter: [
      "reclutadora it", "reclutador it", "analista de recrutamento e seleção", "chasseur de têtes", "chasseuse de têtes", "recruiter it", "head hunter",
      "headhunterka", "łowca głów", "rekryteringskonsult",
    ],
    "Head of Talent": [
      "director de talento", "directora de talento", "responsable de adquisición de talento", "head de talent acquisition", "diretor de talentos",
      "responsable du recrutement", "responsable recrutement", "directeur talent acquisition", "directrice talent acquisition",
      "responsabile selezione del personale", "responsabile talent acquisition", "leiter recruiting", "leiterin recruiting", "leiter personalgewinnung",
      "leiterin personalgewinnung", "recruitmentmanager", "hoofd recruitment", "kierownik rekrutacji", "kierowniczka rekrutacji", "rekryteringschef",
      "talent acquisition-chef",
    ],
    "HR Professional": [
      "consultor de rh", "consultora de rh", "responsable ressources humaines", "hr-medewerkster", "hr-adviseuse", "specjalista ds kadr", "hr-partner",
      "personalhandläggare", "hr-administratör", "personalvetare",
    ],
    "Head of People": [
      "director de personas", "director de rrhh", "directora de rrhh", "gerente de rrhh", "coordenador de rh", "coordenadora de rh",
      "responsabile del personale", "responsabile hr", "hoofd p&o", "kierownik hr", "kierowniczka hr", "kierownik działu kadr", "kierowniczka działu kadr",
      "menedżer hr",
    ],
    "Payroll Specialist": [
      "especialista em folha de pagamento", "chargé de paie", "chargée de paie", "gehaltsbuchhalter", "gehaltsbuchhalterin", "salarisadministratrice",
      "specjalista ds płac", "specjalistka ds płac", "lönespecialist",
    ],
    "Operations Manager": [
      "responsable opérations", "kierownik operacyjny", "kierowniczka operacyjna", "menedżer operacyjny", "menedżerka operacyjna", "driftchef",
      "verksamhetschef", "driftansvarig",
    ],
    "Executive Assistant": [
      "asistente de dirección", "secretaria ejecutiva", "secretário executivo", "secretária executiva", "assistente de diretoria", "assistant de direction",
      "assistante exécutive", "office manager assistante de direction", "segretaria di direzione", "assistente esecutiva", "asystentka prezesa",
      "asystent prezesa", "ledningsassistent", "direktionsassistent",
    ],
    "Office Manager": [
      "encargada de oficina", "responsable de oficina", "coordinadora administrativa", "coordinador administrativo", "coordenador administrativo",
      "coordenadora administrativa", "responsabile d'ufficio", "kierownik biura", "kierowniczka biura", "office menedżer", "kontorschef", "kontorsansvarig",
    ],
    "Administrative Assistant": [
      "recepcionista administrativa", "auxiliar de escritório", "secrétaire administrative", "segretario amministrativo", "addetta amministrativa",
      "addetto amministrativo", "verwaltungsangestellter", "sachbearbeiterin", "sachbearbeiter", "sekretarz biura", "pracownik biurowy",
      "pracownica biurowa", "asystentka biura", "asystent biura", "specjalistka ds administracji", "kontorsassistent", "administrativ assistent",
      "kontorist",
    ],
    "Virtual Assistant": [
      "wirtualna asystentka", "wirtualny asystent", "virtuell assistent", "secretaria virtual", "secrétaire indépendante", "assistante indépendante",
      "freelance assistente",
    ],
    "Finance Manager": [
      "responsabile amministrazione e finanza", "business controller",
      "kierownik finansowy", "kierowniczka finansowa", "ekonomiansvarig", "finansansvarig",
    ],
    "Treasury Manager": ["treasurymanager", "kierownik ds skarbu", "treasury-ansvarig", "finanschef treasury"],
    "Financial Analyst": [
      "analista de finanzas", "analista de fp&a", "finansiell analytiker", "analista degli investimenti", "investmentanalyst", "investmentanalystin",
      "beleggingsanalist", "analityk inwestycyjny", "aktieanalytiker",
    ],
    Accountant: [
      "contador público nacional", "contador certificado", "técnico de contabilidade", "técnica de contabilidade", "comptable unique",
      "dottore commercialista", "dottoressa commercialista", "steuerfachangestellte in der buchhaltung",
    ],
    Bookkeeper: [
      "teneur de livres", "contabile junior", "addetta alla contabilità", "addetto alla contabilità", "buchhaltungsassistent", "buchhaltungsassistentin",
      "administratief boekhouder", "samodzielna księgowa", "samodzielny księgowy", "pomoc księgowa", "bokföringskonsult",
    ],
    "Financial Advisor": [
      "consultor financiero", "consultora financiera", "assessor financeiro", "assessora financeira", "conseiller en patrimoine",
      "conseillère en patrimoine", "gestionnaire de patrimoine", "promotrice finanziaria", "anlageberater", "anlageberaterin",
      "doradca inwestycyjny", "privatrådgivare", "placeringsrådgivare", "finansrådgivare",
    ],
    Economist: ["wirtschaftswissenschaftler"],
    Actuary: ["versicherungsmathematiker", "versicherungsmathematikerin", "actuaris", "aktuariusz", "aktuariuszka", "aktuarie", "försäkringsmatematiker"],
    "Procurement Manager": [
      "buyer aziendale", "zakupowiec", "specjalista ds zakupów", "kierownik zakupów", "kierowniczka zakupów", "inköpsansvarig",
    ],
    "Vendor Manager": [
      "gestor de proveedores", "gestora de proveedores", "gestor de fornecedores", "gestora de fornecedores", "gestionnaire fournisseurs",
      "responsable fournisseurs", "responsabile fornitori", "lieferantenmanager", "leveranciersmanager", "menedżer ds dostawców", "leverantörsansvarig",
    ],
    "Head of Procurement": ["einkaufschef", "einkaufschefin", "dyrektor zakupów", "dyrektorka zakupów", "inköpsdirektör"],
    "Supply Chain Manager": [
      "gestor de logística", "gestora de logística", "responsable approvisionnement", "logistikkoordinator", "logistikkoordinatorin", "logistiekcoördinator",
      "kierownik logistyki", "kierowniczka logistyki", "specjalista ds logistyki", "menedżer łańcucha dostaw", "logistikansvarig", "supply chain-ansvarig",
      "logistikplanerare",
    ],
    "Head of Supply Chain": [
      "director de cadena de suministro", "directora de cadena de suministro", "diretor de supply chain", "diretora de supply chain",
      "direttore supply chain", "leiterin supply chain", "supply-chain-direktor", "dyrektor logistyki", "dyrektorka logistyki", "dyrektor łańcucha dostaw",
      "logistikdirektör",
    ],
    Lawyer: [
      "abogado civilista", "abogada civilista", "advogado civilista", "advogada civilista", "advogado de família", "advogada de família",
      "avvocatessa", "legale d'impresa", "fachanwalt für familienrecht", "strafverteidiger", "strafverteidigerin", "strafrechtadvocaat",
      "advocaat familierecht", "bedrijfsjuriste", "biträdande jurist",
    ],
    "General Counsel": [
      "director de asesoría jurídica", "directora de asesoría jurídica", "director de asuntos legales", "directora de asuntos legales",
      "jefe de asesoría jurídica", "gerente jurídico", "gerente jurídica", "head jurídico", "directeur des affaires juridiques",
      "directrice des affaires juridiques", "responsable juridique", "direttrice affari legali", "responsabile ufficio legale", "leiter rechtsabteilung",
      "leiterin rechtsabteilung", "hoofd legal", "dyrektor działu prawnego", "dyrektorka działu prawnego", "dyrektor prawny", "dyrektorka prawna",
      "chefsjurist",
    ],
    Paralegal: [
      "asistente jurídico", "auxiliar jurídico", "auxiliar jurídica", "procurador judicial", "assistente legal", "auxiliar de advocacia", "clerc d'avocat",
      "clerc de notaire", "juriste assistant", "notarfachangestellter", "juridisch assistent",
      "asystentka prawna", "asystent prawny", "juristassistent",
      "notarieassistent",
    ],
    "Compliance Officer": [
      "responsable de cumplimiento", "oficial de cumplimiento normativo", "gerente de compliance", "especialista em compliance", "chargé de conformité",
      "chargée de conformité", "responsabile della conformità", "addetto compliance", "addetta compliance", "specjalista ds compliance",
      "specjalista compliance", "specjalistka compliance", "compliance-ansvarig", "regelefterlevnadsansvarig", "encarregado de proteção de dados",
      "encarregada de proteção de dados", "responsabile della protezione dei dati", "functionaris gegevensbescherming", "inspektor ochrony danych",
      "dataskyddsombud",
    ],
    Auditor: [
      "auditor de cuentas", "auditora de cuentas", "auditor independiente", "auditora independiente", "auditor fiscal", "auditora fiscal",
      "auditor contábil", "auditora contábil", "auditrice financière", "auditeur externe", "auditrice externe", "revisora contabile", "revisora dei conti",
      "abschlussprüfer", "abschlussprüferin", "revisionsassistent",
    ],
    "Tax Advisor": [
      "gestor fiscal", "gestora fiscal", "contador tributario", "consultor fiscal", "consultora fiscal", "assessor tributário", "assessora tributária",
      "consultant fiscal", "consultante fiscale", "avocat fiscaliste conseil", "commercialista tributarista", "consulente tributario",
      "consulente tributaria", "esperto fiscale", "steuerexperte", "steuerexpertin", "belastingspecialist", "belastingadviseuse", "fiscaal jurist",
      "skattejurist", "skattespecialist",
    ],
    "General Manager": [
      "directeur général adjoint", "gerente de unidad de negocio", "bedrijfsleidster", "kierownik generalny", "dyrektor naczelny", "dyrektorka naczelna",
      "platschef", "affärsområdeschef", "verksamhetsledare",
    ],
    "Store Manager": [
      "jefe de tienda", "jefa de tienda", "encargada de local", "encargado de local", "gerente de loja de varejo", "subgerente de tienda",
      "gérant de magasin", "gérante de magasin", "responsable de boutique", "responsabile di punto vendita", "responsabile del punto vendita",
      "filialleitung", "marktleitung", "zastępca kierownika sklepu", "butiksföreståndare", "varuhuschef",
    ],
    "Retail Associate": [
      "dependienta de tienda", "dependiente de tienda", "vendedor de tienda", "reponedor", "reponedora", "atendente de loja", "vendedora de loja",
      "repositor", "repositora", "vendeur en boutique", "vendeuse en boutique", "hôte de caisse", "hôtesse de caisse", "employé libre-service",
      "employée libre-service", "commessa di negozio", "commesso di negozio", "addetto alle vendite in negozio", "addetta alle vendite in negozio",
      "addetta cassa", "addetto cassa", "verkäufer im einzelhandel", "kassenkraft", "verkoopmedewerkster", "winkelmedewerkster", "kassière",
      "kassamedewerkster", "kasjer-sprzedawca", "kasjerka-sprzedawczyni", "butiksmedarbetare", "kassabiträde", "säljare i butik",
    ],
    "Sustainability Manager": [
      "técnico de sostenibilidad", "técnica de sostenibilidad", "consultor de sostenibilidad", "consultora de sostenibilidad",
      "especialista en sostenibilidad", "analista de sostenibilidad", "responsable rsc", "responsable de rsc", "consultor esg", "consultora esg",
      "analista esg", "consultor de sustentabilidade", "consultora de sustentabilidade", "especialista em sustentabilidade",
      "coordenador de sustentabilidade", "coordenadora de sustentabilidade", "consultant rse", "consultante rse", "chargé de mission développement durable",
      "chargée de mission développement durable", "consultant en développement durable", "consultante en développement durable", "responsable esg",
      "analyste esg", "responsabile esg", "consulente di sostenibilità", "nachhaltigkeitsreferent", "nachhaltigkeitsreferentin", "nachhaltigkeitsberater",
      "nachhaltigkeitsberaterin", "nachhaltigkeitsexperte", "nachhaltigkeitsexpertin", "duurzaamheidsadviseur", "duurzaamheidscoördinator",
      "duurzaamheidsconsultant", "specjalista ds zrównoważonego rozwoju", "specjalista esg", "specjalistka esg", "koordynator esg", "hållbarhetschef",
      "hållbarhetsansvarig", "hållbarhetsstrateg", "hållbarhetskonsult", "hållbarhetsspecialist", "miljöchef", "miljösamordnare", "miljöansvarig",
      "hållbarhetsanalytiker",
    ],
    "Head of Sustainability": [
      "directora de sostenibilidad y rsc", "director de rsc", "directora de rsc", "diretor de sustentabilidade", "diretor esg", "diretora esg",
      "directeur développement durable", "directrice développement durable", "direttrice sostenibilità", "responsabile sostenibilità aziendale",
      "nachhaltigkeitsleiter", "nachhaltigkeitsleiterin", "dyrektor ds zrównoważonego rozwoju", "hållbarhetsdirektör",
    ],
    Consultant: [
      "consultor independiente", "consultora independiente", "consultor de empresas", "consultora de empresas", "consultor estratégico",
      "consultora estratégica", "consultant indépendant", "consultante indépendante", "consultant en management", "consultante en management",
      "consulente strategico", "consulente strategica", "consulente di management", "strategieberater", "strategieberaterin", "organisationsberater",
      "organisationsberaterin", "managementconsultant", "strategisch consultant", "konsultant biznesowy", "konsultantka biznesowa", "doradca biznesowy",
      "doradczyni biznesowa", "managementkonsult", "verksamhetskonsult", "strategikonsult", "företagskonsult", "affärskonsult", "ledningskonsult",
    ],
    Freelancer: [
      "trabajador independiente", "trabajadora independiente", "freelance a tiempo completo", "trabalhador independente", "trabalhadora independente",
      "freelance à temps plein", "lavoratore autonomo", "lavoratrice autonoma", "freie mitarbeiterin", "freier mitarbeiter", "solo-selbstständige",
      "samozatrudniony", "samozatrudniona", "frilansande",
    ],
    Coach: [
      "coach personal", "coach profesional", "coach profissional", "coach en entreprise",
      "coach professionista",
      "coachka",
      "certifierad coach",
    ],
    "Content Creator": [
      "creador de contenido digital", "creadora de contenido digital", "influenciadora", "influenciador", "criador de conteúdo digital",
      "criadora de conteúdo digital", "produtor de conteúdo", "produtora de conteúdo", "influenciadora digital", "influenciador digital",
      "créateur de contenus", "créatrice de contenus", "créatrice de contenu digital", "influenceuse", "vidéaste web", "creator di contenuti",
      "creatore di contenuti digitali", "vloggerin", "twórca contentu", "influencerka", "kreatör", "influerare", "youtubare", "streamare", "bloguera",
      "bloguero", "blogueira", "blogueiro", "blogueuse", "blogueur", "youtubeuse", "youtubeur",
    ],
    Podcaster: [
      "podcastera", "podcastero", "podcasteuse", "podcastrice", "apresentador de podcast", "apresentadora de podcast", "host de podcast",
      "presentadora de podcast", "presentador de podcast", "conductor de podcast", "conductora de podcast", "animateur de podcast", "animatrice de podcast",
      "conduttore di podcast", "conduttrice di podcast", "podcasterka", "podcastare", "poddare", "podcastvärd", "poddvärd",
    ],
    Journalist: [
      "periodista freelance", "periodista independiente", "jornalista freelancer", "jornalista esportivo", "journaliste indépendante",
      "journaliste indépendant", "journaliste pigiste", "pigiste", "journaliste sportif", "giornalista freelance", "giornalista sportivo", "sportjournalist",
      "sportjournalistin", "dziennikarz sportowy", "dziennikarka sportowa", "korespondent", "korespondentka", "frilansjournalist", "nyhetsreporter",
    ],
    Editor: [
      "redattore", "redattrice", "redattore capo", "direttore responsabile", "editora de contenidos", "jefe de redacción",
      "jefa de redacción", "editor jefe", "editora jefe", "redactora jefa", "redator-chefe", "redatora-chefe", "chef vom dienst",
      "hoofdredactrice", "eindredactrice", "sekretarz redakcji", "nyhetschef", "ansvarig utgivare",
    ],
    Author: [
      "escritora freelance", "escritor freelance", "autora", "escritor de ficção", "escritora de ficção", "autrice", "écrivaine jeunesse",
      "romancière jeunesse", "autrice di romanzi", "auteur van boeken", "autorka", "autor książek", "autorka książek", "powieściopisarz", "powieściopisarka",
      "romanförfattare", "barnboksförfattare",
    ],
    Photographer: [
      "fotógrafo profesional", "fotógrafa profesional", "fotógrafo de bodas", "fotógrafa de bodas", "fotógrafo de casamentos", "fotógrafa de casamentos",
      "photographe professionnel", "photographe professionnelle", "photographe de mariage", "photographe indépendant", "photographe indépendante",
      "fotografo professionista", "fotografa professionista", "fotografo di matrimoni", "fotografa di matrimoni", "berufsfotograf", "berufsfotografin",
      "fotograf ślubny", "fotografka ślubna", "bröllopsfotograf",
    ],
    Fundraiser: [
      "responsable de captación de fondos", "responsable de mecenazgo", "chargé de mécénat", "chargée de mécénat", "chargé de développement philanthropique",
      "chargée de développement philanthropique", "responsabile fundraising", "fondsenwerfster", "specjalista ds fundraisingu", "fundraiserka",
      "insamlingsansvarig",
    ],
    Translator: [
      "traductora e intérprete", "traductor e intérprete", "intérprete de conferencias", "intérprete de lengua de signos", "intérprete de lengua de señas",
      "tradutor e intérprete", "tradutora e intérprete", "intérprete de libras", "traducteur-interprète", "interprète de conférence",
      "interprète en langue des signes", "interprete di conferenza", "interprete lis", "übersetzerin und dolmetscherin", "übersetzer und dolmetscher",
      "gebärdensprachdolmetscher", "konferenzdolmetscher", "tłumacz przysięgły", "tłumaczka przysięgła", "tłumacz języka angielskiego",
      "tłumaczka języka angielskiego", "auktoriserad översättare", "teckenspråkstolk", "konferenstolk",
    ],
    "E-commerce Manager": [
      "responsable de e-commerce", "responsable ecommerce", "gerente de ecommerce", "coordenador de e-commerce", "coordenadora de e-commerce",
      "chef de projet e-commerce", "leiter e-commerce", "leiterin e-commerce", "kierownik e-commerce", "specjalista e-commerce", "specjalistka e-commerce",
      "e-handelsansvarig", "e-handelschef", "ehandelsansvarig",
    ],
    "Online Seller": [
      "vendedor en amazon", "vendedora en amazon", "vendedor en mercado libre", "vendedora en mercado libre", "vendedor na shopee", "vendedora na shopee",
      "vendedor no mercado livre", "vendeur amazon", "vendeuse amazon", "vendeur sur amazon", "vendeuse sur etsy", "venditore amazon", "venditrice amazon",
      "venditore su amazon", "amazon-händler", "amazon-händlerin", "amazon-verkäufer", "amazon-verkäuferin", "online-händler", "webshop-eigenaar",
      "eigenaar webshop", "sprzedawca internetowy", "sprzedawczyni internetowa", "sprzedawca na allegro", "sprzedawczyni na allegro", "e-handlare",
      "nätbutiksägare", "webbutiksägare",
    ],
    "Job Seeker": [
      "buscando empleo", "en búsqueda de empleo", "en búsqueda activa de empleo", "busco trabajo", "buscando trabajo", "desempleado", "desempleada",
      "procurando emprego", "em busca de emprego", "em busca de recolocação", "buscando recolocação", "desempregado", "desempregada",
      "en recherche d'emploi", "à la recherche d'un emploi", "demandeur d'emploi", "demandeuse d'emploi", "chercheur d'emploi", "chercheuse d'emploi",
      "in cerca di lavoro", "alla ricerca di lavoro", "disoccupato", "disoccupata", "jobsuchend", "arbeitsuchend", "auf der suche nach einem neuen job",
      "poszukuję pracy", "bezrobotny", "bezrobotna", "söker arbete",
    ],
    Retired: [
      "jubilada feliz", "prejubilado", "prejubilada", "aposentada feliz", "retraitée active", "en retraite", "à la retraite", "pensionato felice",
      "in pensione", "ruheständler", "emerytowany", "emerytowana", "pensionerad",
    ],
    Teacher: ["profesora de primaria", "profesor de primaria", "professora do ensino fundamental", "professor do ensino fundamental", "professora primária", "enseignante en primaire", "insegnante di scuola primaria", "maestra di scuola", "maestro di scuola elementare", "professoressa di liceo", "realschullehrer", "englischlehrer", "mathelehrer", "deutschlehrer", "docente engels", "nauczyciel angielskiego", "nauczycielka angielskiego", "nauczyciel matematyki", "nauczycielka matematyki", "nauczycielka w szkole podstawowej", "engelsklärare", "privatlärare"],
    "School Principal": [
      "directora de escuela primaria", "director de instituto", "directora de instituto", "diretora escolar",
      "diretor escolar", "coordenadora pedagógica", "coordenador pedagógico", "principale de collège", "directrice basisschool", "rektor på skola",
      "skolledare", "biträdande rektor",
    ],
    "Teaching Assistant": [
      "auxiliar de educación", "asistente de profesor", "asistente de aula", "monitora escolar", "auxiliar de sala", "assistente de sala",
      "professor auxiliar", "professora auxiliar", "accompagnant d'élèves en situation de handicap", "accompagnante d'élèves en situation de handicap",
      "assistante d'éducation", "educatore scolastico", "educatrice scolastica", "integrationshelfer", "klassenassistente", "asystent nauczyciela",
      "asystentka nauczyciela", "pomoc nauczyciela", "elevassistent", "lärarassistent",
    ],
    "Special Education Teacher": [
      "maestro de educación especial", "maestro de pedagogía terapéutica", "profesora de apoyo", "profesor de apoyo", "professora de ensino especial",
      "professor de ensino especial", "professora de aee", "éducatrice spécialisée en milieu scolaire", "insegnante di sostegno specializzata",
      "docente di sostegno", "sonderschullehrer", "förderlehrer", "leraar speciaal onderwijs", "leerkracht speciaal onderwijs", "oligofrenopedagog",
      "surdopedagog", "tyflopedagog", "pedagog specjalny", "nauczyciel wspomagający", "nauczycielka wspomagająca", "specialpedagog",
    ],
    "Early Childhood Educator": [
      "educadora de párvulos", "educador de párvulos", "maestra de educación infantil", "maestro de educación infantil", "professora de creche",
      "professora do maternal", "professora de pré-escola", "auxiliar de creche", "éducatrice de la petite enfance", "éducateur de la petite enfance",
      "professeure de maternelle", "maîtresse de maternelle", "educatore di asilo nido", "maestra di scuola dell'infanzia",
      "insegnante di scuola dell'infanzia", "erzieherin in der kita", "kinderpfleger", "kindergärtner", "pedagogisch medewerker kinderopvang",
      "leidster kinderdagverblijf", "nauczycielka przedszkolna", "nauczyciel przedszkola", "wychowawczyni przedszkolna", "opiekunka dziecięca",
      "dagbarnvårdare",
    ],
    Professor: [
      "profesor asociado", "profesora asociada", "docente investigador", "docente investigadora", "professor adjunto", "professora adjunta",
      "professor titular", "professora titular", "professor associado", "professora associada", "maîtresse de conférences", "professeur d'université",
      "professeure d'université", "professoressa ordinaria", "professoressa associata", "privatdozent", "privatdozentin", "akademischer rat",
      "akademische rätin", "wykładowca akademicki", "wykładowczyni akademicka", "profesor uczelni", "doktor habilitowany", "adiunkt",
      "lektor vid universitet", "biträdande lektor", "docent vid",
    ],
    "Instructional Designer": [
      "diseñador de aprendizaje", "diseñadora de aprendizaje", "diseñador de e-learning", "diseñadora de e-learning", "designer educacional",
      "designer de aprendizagem", "conceptrice pédagogique", "concepteur pédagogique", "ingénieure e-learning", "progettista didattico",
      "progettista didattica", "e-learning-entwickler", "e-learning ontwikkelaar", "projektant e-learningu", "projektantka e-learningu",
      "instruktionsdesigner", "e-learningutvecklare",
    ],
    Librarian: [
      "bibliotecário escolar", "bibliothécaire jeunesse", "bibliotecaria scolastica", "bibliothekarin in einer stadtbibliothek", "bibliotheksassistent",
      "bibliotheksassistentin", "fachangestellte für medien- und informationsdienste", "mediathekaris", "bibliotekarz szkolny", "bibliotekarka szkolna",
      "bibliotekarie", "skolbibliotekarie", "bibliotekarie på folkbiblioteket",
    ],
    Archivist: ["archivera", "archivero", "archiviste-paléographe", "archivista storica", "archivista storico", "archiwista", "archiwistka", "arkivarie"],
    Student: [
      "estudiante de ingeniería", "estudante universitário", "estudante universitária", "étudiante en master", "étudiant en master",
      "studentessa universitaria", "studente universitario", "studentka medycyny", "student medycyny", "studentka prawa", "student prawa",
      "studentka informatyki", "student informatyki", "juridikstudent", "läkarstudent", "sjuksköterskestudent", "medizinstudent", "medizinstudentin",
      "jurastudent", "jurastudentin", "lehramtsstudent", "lehramtsstudentin", "informatikstudent", "informatikstudentin", "estudiante de medicina",
      "estudiante de derecho", "estudante de medicina", "estudante de direito", "étudiante en médecine", "étudiant en médecine", "étudiante en droit",
      "étudiant en droit", "studente di medicina", "studentessa di medicina", "studente di giurisprudenza", "studentessa di giurisprudenza",
      "geneeskundestudent", "rechtenstudent", "student geneeskunde", "student rechten",
    ],
    "Dental Student": [
      "étudiante en chirurgie dentaire", "étudiant en chirurgie dentaire", "studente di odontoiatria", "studentessa di odontoiatria",
      "student tandheelkunde", "studentka stomatologii", "student stomatologii", "tandläkarstudent",
    ],
    "Veterinary Student": [
      "estudiante de medicina veterinaria", "estudante de medicina veterinária", "étudiante en médecine vétérinaire", "studente di veterinaria",
      "studentessa di veterinaria", "student diergeneeskunde", "studentka weterynarii", "student weterynarii", "veterinärstudent",
    ],
    "Architecture Student": [
      "estudante de arquitetura e urbanismo", "étudiante en école d'architecture", "studentessa di architettura", "student bouwkunde",
      "student architectuur", "studentka architektury", "student architektury", "arkitekturstudent",
    ],
    "Doctoral Student": ["estudiante de doctorado", "candidata al doctorado", "candidato al doctorado", "dottoranda di ricerca", "dottorando di ricerca"],
    Postdoc: [
      "investigadora posdoctoral", "investigador posdoctoral", "pós-doc", "chercheur postdoctoral", "chercheuse postdoctorale", "ricercatore post-doc",
      "ricercatrice post-doc", "postdoc-onderzoeker", "postdoktorantka", "postdoktorant", "postdoktor",
    ],
    Biologist: [
      "bióloga molecular", "biólogo molecular", "biologa molecolare", "biologo molecolare", "molekularbiologe", "molekularbiologin", "biolożka",
      "biolog molekularny", "molekylärbiolog",
    ],
    "Marine Biologist": ["mariene bioloog", "biolog morski", "biolożka morska", "marinbiolog"],
    Microbiologist: ["microbiologista", "mikrobiolog", "mikrobiolożka"],
    Neuroscientist: [
      "neurobiólogo", "neurobióloga", "neurobiologe", "neurobiologin", "neurobioloog", "neurobiolog", "neuronaukowiec", "neuronaukowczyni", "neuroforskare",
      "neurovetare",
    ],
    Geneticist: ["genetista clínica", "genetyk", "genetyczka"],
    Biochemist: ["bioquímica investigadora", "biochemik", "biochemiczka", "biokemist"],
    Chemist: [
      "químico investigador", "química investigadora", "chemik", "chemiczka",
      "kemist",
    ],
    Physicist: [
      "físico teórico", "físico de partículas", "astrophysiker", "astrophysikerin", "astrofysicus", "fizyk", "fizyczka", "astrofizyk", "fysiker",
      "astrofysiker",
    ],
    Astronomer: ["astronomka"],
    Mathematician: ["matemático investigador", "matemática investigadora", "matematyk", "matematyczka", "matematiker"],
    Ecologist: ["ecologista de campo", "ekolożka", "naturvårdsbiolog"],
    "Climate Scientist": ["klimatologin", "klimatolog", "klimatolożka", "klimatforskare", "klimaatonderzoeker"],
    "Environmental Scientist": [
      "ambientóloga", "ambientólogo", "scienziato ambientale", "scienziata ambientale", "milieuwetenschapper", "naukowiec środowiskowy",
      "specjalista ds ochrony środowiska", "miljövetare", "miljöforskare",
    ],
    Geologist: [
      "geolożka", "géophysicien", "géophysicienne", "geophysiker", "geophysikerin", "geofysicus", "geofizyk", "geofysiker", "hidrogeólogo", "hidrogeóloga",
      "hydrogéologue", "hydrogeologe", "hydrogeologin",
    ],
    Meteorologist: ["meteorolożka", "hombre del tiempo", "mujer del tiempo"],
    Epidemiologist: ["epidemiolożka"],
    "Lab Technician": [
      "técnico de laboratorio clínico", "analista de laboratorio", "auxiliar de laboratorio", "técnico em análises clínicas", "técnica em análises clínicas",
      "technicien biologiste", "technicienne biologiste", "technicien en biologie médicale", "technicienne en biologie médicale",
      "tecnico di laboratorio biomedico", "tecnica di laboratorio biomedico", "biologisch-technische assistentin", "medizinisch-technische assistentin",
      "medizinisch-technischer assistent", "medizinische technologin für laboratoriumsanalytik", "biologielaborant", "laborant medyczny", "laborantka",
      "diagnosta laboratoryjny", "diagnostka laboratoryjna", "biomedicinsk analytiker", "laboratorieassistent",
    ],
    Researcher: [
      "cientista pesquisador", "cientista pesquisadora", "chercheuse en biologie", "chercheur en biologie", "chercheuse au cnrs", "chercheur au cnrs",
      "wetenschappelijk onderzoeker", "naukowczyni", "pracownik naukowy", "pracowniczka naukowa", "forskningsassistent",
    ],
    "R&D Manager": [
      "responsable de i+d+i", "jefa de i+d", "gerente de investigación y desarrollo", "gerente de pesquisa e desenvolvimento",
      "direttore ricerca e sviluppo", "direttrice ricerca e sviluppo", "leiter forschung", "leiterin forschung", "f&e-leiter", "f&e-leiterin", "hoofd r&d",
      "kierownik działu badań i rozwoju", "kierownik b+r", "forskningschef", "utvecklingschef för forskning",
    ],
    "R&D Engineer": [
      "ingeniera de investigación y desarrollo", "ingeniero de investigación y desarrollo", "engenheira de pesquisa e desenvolvimento",
      "engenheiro de pesquisa e desenvolvimento", "ingénieur recherche et développement", "ingénieure recherche et développement",
      "ingegnere ricerca e sviluppo", "ingegnera ricerca e sviluppo", "r&d-ingenieur", "inżynier r&d", "inżynier badań i rozwoju",
      "inżynierka badań i rozwoju", "utvecklingsingenjör", "forskningsingenjör",
    ],
    "Healthcare Professional": [
      "profesional sanitario", "profesional sanitaria", "trabajadora de la salud", "trabajador de la salud", "profissional da saúde", "trabalhador da saúde",
      "soignant", "soignante", "professionnel de la santé", "professionnelle de la santé", "operatrice sanitaria", "professionista sanitario",
      "professionista sanitaria", "fachkraft im gesundheitswesen", "gesundheitsfachfrau", "zorgverlener", "pracownik ochrony zdrowia",
      "pracownica ochrony zdrowia", "pracownik medyczny", "pracownica medyczna", "vårdpersonal", "vårdanställd", "legitimerad vårdpersonal",
    ],
    Doctor: ["médico internista", "médica internista", "docteur en médecine", "lekarz internista", "lekarka internistka", "överläkare", "legitimerad läkare"],
    "General Practitioner": ["médico generalista", "médica generalista", "médecin traitant", "médecin généraliste remplaçant", "médecin généraliste remplaçante", "medico di medicina generale", "medica di medicina generale", "ärztin für allgemeinmedizin", "arzt für allgemeinmedizin", "huisarts in opleiding", "lekarz pierwszego kontaktu"],
    "Resident Physician": [
      "residente de medicina", "médico interno residente", "médica interna residente", "residente em medicina", "interne des hôpitaux", "médecin résident",
      "specializzando in medicina", "specializzanda in medicina", "medica specializzanda", "arzt in weiterbildung", "ärztin in weiterbildung",
      "lekarz rezydent", "lekarka rezydentka", "st-läkare", "at-läkare", "underläkare",
    ],
    Surgeon: [
      "cirujano general", "cirujana general", "cirurgião geral", "chirurgien orthopédiste", "chirurgo generale", "chirurg ogólny", "chirurg ortopeda",
      "ortoped", "ortopeda", "traumatólogo", "traumatóloga", "cirujano ortopédico", "cirujana ortopédica", "ortopedista", "neurocirujano", "neurocirujana",
      "neurocirurgião", "neurocirurgiã", "neurochirurgien", "neurochirurgienne", "neurochirurgo", "neurokirurg", "neurochirurg dziecięcy",
    ],
    Radiologist: ["médico radiologista", "médica radiologista", "radiolog", "radiolożka", "röntgenläkare"],
    Psychiatrist: ["pedopsiquiatra", "pédopsychiatre", "neuropsichiatra infantile", "kinder- und jugendpsychiater"],
    Pediatrician: [
      "lekarz pediatra", "lekarka pediatra", "médico pediatra", "médica pediatra", "neonatólogo", "neonatóloga", "neonatologista", "néonatologiste",
      "neonatologe", "neonatologin", "neonatoloog", "neonatolog",
    ],
    Cardiologist: ["kardiolog", "kardiolożka"],
    Anesthesiologist: [
      "médico anestesista", "médecin anesthésiste", "anestesista rianimatore", "anestezjolog", "anestezjolożka", "narkosläkare", "anestesiläkare",
    ],
    Dermatologist: ["dermatolożka", "hudläkare"],
    Oncologist: ["onkolożka", "cancerläkare"],
    Neurologist: ["neurolog", "neurolożka"],
    "Emergency Physician": [
      "urgenciólogo", "urgencióloga", "médico emergencista", "médica emergencista", "emergencista", "medica di pronto soccorso", "medico d'urgenza",
      "lekarz medycyny ratunkowej", "lekarka medycyny ratunkowej", "lekarz sor", "akutläkare",
    ],
    "Obstetrician-Gynecologist": [
      "ginecólogo obstetra", "ginecóloga obstetra", "gynécologue-obstétricien", "gynécologue-obstétricienne", "gynecoloog", "ginekolog", "ginekolożka",
      "ginekolog położnik", "gynekolog",
    ],
    Nurse: [
      "enfermero titulado", "enfermero de quirófano", "enfermero de urgencias", "enfermera de atención primaria", "enfermeira chefe",
      "infirmier diplômé d'état", "infirmière puéricultrice", "infirmière de bloc opératoire", "infirmier anesthésiste", "infirmière anesthésiste",
      "infermiere professionale", "infermiera pediatrica", "coordinatrice infermieristica", "krankenschwester auf der intensivstation",
      "pielęgniarka środowiskowa", "pielęgniarka anestezjologiczna", "sjuksköterskan", "distriktssköterska", "intensivvårdssjuksköterska",
      "operationssjuksköterska", "barnsjuksköterska", "anestesisjuksköterska",
    ],
    "Nurse Practitioner": [
      "enfermero de práctica avanzada", "infermiere di pratica avanzata", "pielęgniarka o zaawansowanej praktyce", "avancerad specialistsjuksköterska",
    ],
    "Licensed Practical Nurse": [
      "técnica de enfermería", "técnico de enfermería", "auxiliar de enfermería diplomada", "técnica em enfermagem", "técnico em enfermagem",
      "infirmière auxiliaire", "infirmier auxiliaire", "gesundheits- und krankenpflegehelferin", "mbo-verpleegkundige",
      "undersköterska med specialisering",
    ],
    "Nursing Assistant": [
      "auxiliar de clínica", "técnica en cuidados de enfermería", "técnico en cuidados de enfermería", "cuidador hospitalario", "assistente de enfermagem",
      "aide-soignant diplômé", "aide-soignante diplômée", "pflegehilfskraft", "stationshelfer", "stationshelferin", "zorghulp", "salowa", "sanitariusz",
      "sanitariuszka", "opiekun medyczny w szpitalu", "vårdbiträde på sjukhus",
    ],
    Caregiver: [
      "cuidador de ancianos", "cuidadora de personas mayores", "cuidadora interna", "acompanhante de idosos", "auxiliaire de vie sociale",
      "assistante de vie", "accompagnant éducatif et social", "accompagnante éducative et sociale", "assistente domiciliare",
      "operatrice di assistenza domiciliare", "altenpflegehelferin", "altenpflegehelfer", "pflegekraft in der altenpflege", "betreuungsassistentin",
      "betreuungsassistent", "alltagsbegleiter", "thuiszorgmedewerkster", "verzorgende in de thuiszorg", "opiekun osób starszych",
      "hemtjänstpersonal", "undersköterska i hemtjänsten", "personlig assistent åt",
      "vårdare", "omsorgspersonal", "anhörigvårdare",
    ],
    Midwife: [
      "matrona titulada", "partera profesional", "enfermeiro obstetra", "sage-femme libérale", "ostetrica libera professionista", "freiberufliche hebamme",
      "położna środowiskowa",
    ],
    Doula: [
      "doula de parto", "doula de nacimiento", "doula de nascimento", "doula certificada", "doula certifiée", "doula certificata", "geburtsdoula",
      "doula-begleiterin", "bevallingsdoula", "doula porodowa", "förlossningsdoula",
    ],
    Paramedic: [
      "técnico en emergencias", "técnica en emergencias", "técnico de ambulancia", "técnica de ambulancia", "socorrista de ambulancia",
      "paramédico de emergencias", "socorrista do samu", "ambulancier diplômé", "ambulancière diplômée",
      "auxiliaire ambulancier", "soccorritrice", "soccorritore volontario", "autista soccorritore", "notfallsanitäter in ausbildung",
      "ratownik medyczny w pogotowiu",
    ],
    Physiotherapist: [
      "fisioterapeuta esportivo", "kinésithérapeute du sport", "kiné du sport", "fisioterapista sportivo", "fisioterapista sportiva", "sportphysiotherapeut",
      "fizjoterapeuta sportowy",
    ],
    "Physiotherapy Assistant": [
      "ayudante de fisioterapia", "assistente de fisioterapia", "aide-kinésithérapeute", "assistente fisioterapista", "physiotherapie-assistent",
      "physiotherapieassistentin", "fysiotherapie-assistent", "asystent fizjoterapeuty", "asystentka fizjoterapeuty", "fysioterapiassistent",
      "rehabassistent",
    ],
    "Occupational Therapist": ["ergoterapeuta", "ergoterapeutka", "terapeutka zajęciowa"],
    "Speech Therapist": ["fonoaudiologista", "terapeuta del lenguaje", "neurologopeda"],
    Optometrist: [
      "óptico optometrista", "óptica optometrista", "ottico optometrista", "optometrystka", "optometrysta",
      "legitimerad optiker",
    ],
    Radiographer: [
      "técnico de rayos x", "técnica de rayos x", "técnica em radiologia", "tecnólogo em radiologia", "manipulateur en radiologie",
      "manipulatrice en radiologie", "manipulateur en électroradiologie médicale", "manipulatrice en électroradiologie médicale", "tecnica di radiologia",
      "tecnico radiologo", "tecnica radiologa", "medizinisch-technischer radiologieassistent", "radiologisch laborant", "technik elektroradiologii",
      "techniczka elektroradiologii", "röntgensjuksköterska",
    ],
    "Dental Hygienist": ["técnico en higiene bucodental", "técnica en higiene bucodental", "higienista dentária", "técnica em saúde bucal"],
    Dietitian: ["diététicienne-nutritionniste", "nutritionniste", "dietetyk kliniczny", "kostrådgivare", "legitimerad dietist"],
    Chiropractor: ["chiropratica", "kręgarz", "chiropraktyk"],
    "Massage Therapist": [
      "masajista terapéutico", "masajista terapéutica", "quiromasajista", "massagista", "praticienne en massage", "massoterapista", "medizinische masseurin",
      "massagetherapeut", "masażysta", "masażystka", "massör", "massageterapeut",
    ],
    "Pharmacy Technician": [
      "auxiliar de farmacia", "técnica em farmácia", "balconista de farmácia", "tecnico di farmacia", "commesso di farmacia", "apothekenassistent",
      "apothekerassistent", "technik farmaceutyczny", "techniczka farmaceutyczna", "apotekstekniker",
    ],
    "Athletic Trainer": [
      "readaptadora deportiva", "preparador físico esportivo", "sporttherapeut", "sporttherapeutin", "athletictrainer", "trener przygotowania motorycznego",
      "trenerka przygotowania motorycznego", "fysträningscoach", "fysisk tränare",
    ],
    Osteopath: ["osteopatka"],
    Dentist: [
      "dentista pediátrico", "odontóloga general", "odontólogo general", "dentista clínico geral", "chirurgienne-dentiste", "dentiste pédiatrique",
      "odontoiatra", "medico dentista", "zahnärztin für kieferorthopädie", "tandartsspecialist", "stomatolog", "stomatolożka", "lekarka dentystka", "specialisttandläkare",
    ],
    Pharmacist: [
      "farmacéutico hospitalario", "farmacéutica hospitalaria", "farmacêutica clínica", "farmacêutico clínico", "pharmacien d'officine",
      "pharmacienne d'officine", "pharmacien hospitalier", "pharmacienne hospitalière", "farmacista ospedaliero", "farmacista ospedaliera",
      "openbaar apotheker", "magister farmacji", "farmaceutka szpitalna", "farmaceuta szpitalny", "apotekare på sjukhus", "farmaceut",
      "legitimerad apotekare",
    ],
    Psychologist: [
      "psicóloga sanitaria", "psicólogo sanitario", "psicóloga general sanitaria", "psicólogo general sanitario", "psicóloga infantil", "psicólogo infantil",
      "psicopedagoga", "psicopedagogo", "neuropsicóloga", "neuropsicólogo", "psicóloga organizacional", "psicólogo organizacional", "neuropsychologue",
      "psychologue scolaire", "psicologa psicoterapeuta", "psicologo psicoterapeuta", "neuropsychologe", "neuropsychologin", "schulpsychologe",
      "schulpsychologin", "klinisch psycholoog", "gz-psychologe", "psycholog dziecięcy", "psycholożka dziecięca", "neuropsycholog", "leg. psykolog",
      "legitimerad psykolog", "barnpsykolog",
    ],
    Therapist: [
      "psicoterapeuta humanista", "terapeuta holístico", "thérapeute de couple", "psicoterapeuta familiare", "familientherapeut",
      "paartherapeut", "gezinstherapeut", "terapeutka", "terapeuta rodzinny", "terapeutka rodzinna", "psychoterapeuta dzieci",
      "familjeterapeut", "parterapeut", "samtalsterapeut", "legitimerad psykoterapeut", "kbt-terapeut",
    ],
    Counselor: [
      "consejera psicológica", "consejero psicológico", "conselheiro terapêutico", "conselheira terapêutica", "conseiller conjugal",
      "consulente psicologico", "consulente familiare", "berater in der suchtberatung", "hulpverlener", "psychosociaal hulpverlener",
      "doradca psychologiczny", "doradczyni psychologiczna", "terapeutka uzależnień", "kurator sądowy", "samtalskonsulent",
    ],
    "School Counselor": [
      "orientadora educativa", "orientador educativo", "psicopedagoga escolar", "conseiller principal d'éducation", "conseillère principale d'éducation",
      "orientatore scolastico", "orientatrice scolastica",
      "pedagog szkolny", "pedagożka szkolna",
      "studie- och yrkesvägledare",
    ],
    "Social Worker": [
      "trabajadora social sanitaria", "assistente social clínica", "assistente social hospitalar", "éducatrice spécialisée diplômée",
      "conseillère en économie sociale et familiale", "sozialpädagogische fachkraft",
      "pracownica socjalna", "asystent rodziny", "asystentka rodziny", "kurator inom socialtjänsten", "biståndshandläggare",
    ],
    "Youth Worker": [
      "educador juvenil", "educadora juvenil", "animador juvenil", "animadora juvenil", "educador de jovens", "educadora de jovens",
      "éducateur de prévention", "éducatrice de prévention", "educatore giovanile", "educatrice giovanile", "jugendreferent", "jugendreferentin",
      "pedagog ulicy", "wychowawca w świetlicy", "fritidsledare", "fältassistent", "ungdomsarbetare",
    ],
    "Medical Assistant": [
      "auxiliar de consulta", "assistente médica", "auxiliar de consultório", "assistant médical",
      "assistente di studio medico", "praktijkassistent", "asystentka medyczna", "asystent medyczny",
    ],
    "Respiratory Therapist": [
      "terapeuta respiratoria", "fisioterapeuta respiratoria", "fisioterapista respiratorio", "longverpleegkundige", "fizjoterapeuta oddechowy",
      "andningsterapeut",
    ],
    "Healthcare Administrator": [
      "gerente de hospital", "director de hospital", "directora de hospital", "gestor sanitario", "gestora sanitaria", "administrador hospitalar",
      "administradora hospitalar", "directeur d'établissement de santé", "directrice d'établissement de santé", "cadre de santé", "direttore ospedaliero", "krankenhausdirektor", "krankenhausdirektorin", "pflegedienstleiter", 
      "ziekenhuisdirecteur", "dyrektor szpitala", "dyrektorka szpitala", "menedżer ochrony zdrowia", "sjukhusdirektör",
      "vårdenhetschef", "verksamhetschef inom vården", "äldreboendechef",
    ],
    "Dental Technician": [
      "técnico en prótesis dental", "técnica en prótesis dental", "technik dentystyczny", "techniczka dentystyczna", "protetyk", "tandtekniker",
    ],
    Veterinarian: [
      "veterinário de pequenos animais", "vétérinaire équin", "docteur vétérinaire", "pferdetierarzt", "dierenartse", "weterynarka",
      "djursjukvårdare legitimerad", "legitimerad veterinär", "hästveterinär",
    ],
    "Animal Physiotherapist": [
      "fisioterapeuta canino", "physiothérapeute animalière", "kinésithérapeute animalier", "fisioterapista veterinario", "fisioterapista veterinaria",
      "fizjoterapeuta zwierząt", "djurfysioterapeut", "hästmassör",
    ],
    "Veterinary Pathologist": ["patologista veterinário", "patologista veterinária", "veterinair patholoog", "patolog weterynaryjny"],
    "Official Veterinarian": [
      "vétérinaire inspecteur", "inspecteur de santé publique vétérinaire", "veterinario ufficiale", "officieel dierenarts", "powiatowy lekarz weterynarii",
      "urzędowy lekarz weterynarii", "officiell veterinär", "besiktningsveterinär",
    ],
    "Veterinary Technician": [
      "asistente veterinario", "asistente veterinaria", "técnico em veterinária", "assistant vétérinaire", "assistante vétérinaire",
      "tiermedizinischer fachangestellter", "technik weterynarii", "techniczka weterynarii", "djursjukskötare", "djursjukvårdare",
    ],
    "Real Estate Agent": [
      "corredor inmobiliario", "corredora inmobiliaria", "agente immobilière", "consulente immobiliare", "makelaar o/z",
      "pośrednik w obrocie nieruchomościami", "doradca ds nieruchomości", "bostadsmäklare", "registrerad fastighetsmäklare",
    ],
    "Transaction Coordinator": [
      "coordinador de transacciones inmobiliarias", "coordenador de transações imobiliárias", "assistante administrative immobilier",
      "assistente immobiliare", "immobilienassistent", "immobilienassistentin", "makelaarsassistent", "mäklarassistent",
    ],
    "Property Developer": [
      "promotora inmobiliaria", "desarrollador inmobiliario", "desarrolladora inmobiliaria", "incorporadora imobiliária", "developer immobiliare",
      "deweloper nieruchomości", "fastighetsutvecklare", "projektutvecklare",
    ],
    "Real Estate Investor": [
      "inversionista inmobiliario", "inversionista inmobiliaria", "investisseuse immobilière", "investitrice immobiliare", "inwestor nieruchomości",
      "inwestorka nieruchomości", "fastighetsinvesterare",
    ],
    "Property Manager": [
      "administradora de propiedades", "gestor de propiedades", "gestora de propiedades", "administrador de imóveis", "síndico profissional",
      "gestor de condomínios", "syndic de copropriété", "gestore immobiliare", "objektbetreuer", "objektbetreuerin", "vastgoedmanager",
      "zarządca nieruchomości", "zarządczyni nieruchomości", "administrator nieruchomości", "fastighetsförvaltare",
    ],
    "Facilities Manager": [
      "gestor de instalaciones", "gestor de facilities", "responsable maintenance", "responsabile facility management", "responsabile dei servizi generali",
      "objektleiter", "objektleiterin", "kierownik administracji budynku", "kierownik ds administracji", "fastighetschef",
      "fastighetsskötare", "driftingenjör fastighet",
    ],
    "Leasing Agent": [
      "agente de alquileres", "agente de arrendamiento", "corretor de locação", "agent de location", "chargé de location", "chargée de location",
      "agente di locazione", "vermietungsmanager", "verhuurmakelaar", "verhuurmedewerker", "agent najmu", "uthyrningsansvarig",
    ],
    "Real Estate Appraiser": [
      "perito avaliador", "experte immobilière", "évaluateur immobilier", "évaluatrice immobilière", "valutatore immobiliare", "immobilienbewerter",
      "immobilienbewerterin", "vastgoedtaxateur", "rzeczoznawca majątkowy", "rzeczoznawczyni majątkowa", "fastighetsvärderare",
    ],
    "Home Inspector": [
      "inspector de viviendas", "inspectora de viviendas", "técnico de inspección de edificios", "vistoriador de imóveis", "diagnostiqueur immobilier",
      "diagnostiqueuse immobilière", "bausachverständiger", "bausachverständige", "bouwkundig inspecteur", "bouwkundig keurder",
      "besiktningsman", "överlåtelsebesiktningsman",
    ],
    "Mortgage Broker": [
      "bróker hipotecaria", "intermediario hipotecario", "intermediaria hipotecaria", "consultor de crédito imobiliário",
      "consultora de crédito imobiliário", "courtier en crédit immobilier", "courtière en crédit immobilier", "consulente del credito",
      "finanzierungsberater", "finanzierungsberaterin", "ekspert kredytowy", "ekspertka kredytowa", "pośrednik kredytowy", "doradca kredytowy",
      "doradczyni kredytowa", "bolånerådgivare", "låneförmedlare",
    ],
    "Insurance Agent": [
      "agente d'assurance", "agent général d'assurance", "courtière en assurance", "consulente assicurativo", "consulente assicurativa",
      "versicherungsberater", "versicherungsberaterin", "assurantietussenpersoon", "agent ubezpieczeniowy", "agentka ubezpieczeniowa",
      "doradca ubezpieczeniowy", "multiagent ubezpieczeniowy", "försäkringsrådgivare", "försäkringsmäklare", "försäkringssäljare",
    ],
    "Insurance Underwriter": [
      "suscriptor de seguros", "suscriptora de seguros", "analista de suscripción", "subscritor de seguros", "analista de subscrição",
      "sottoscrittore assicurativo", "underwriterin", "underwriter ubezpieczeniowy", "försäkringstekniker",
    ],
    "Claims Adjuster": [
      "tramitador de siniestros", "tramitadora de siniestros", "reguladora de sinistros", "analista de sinistros", "expert en assurance",
      "gestionnaire sinistres", "gestionnaire de sinistres", "liquidatore sinistri", "liquidatrice sinistri", "schadenregulierer", "schadenreguliererin",
      "schadensachbearbeiter", "schadensachbearbeiterin", "kfz-sachverständiger", "schadebehandelaar", "schade-expert", "likwidator szkód",
      "likwidatorka szkód", "skadereglerare", "skadehandläggare",
    ],
    "Architectural Assistant": [
      "delineante", "delineante proyectista", "dibujante de arquitectura", "projetista de arquitetura", "desenhista de arquitetura",
      "dessinateur en architecture", "dessinatrice en architecture", "dessinateur-projeteur", "dessinatrice-projeteuse", "disegnatore architettonico",
      "geometra progettista", "technischer zeichner", "technische zeichnerin", "bouwkundig tekenaar", "tekenaar-constructeur", "asystent projektanta",
      "asystentka projektanta", "kreślarz", "kreślarka", "ritare", "byggnadsritare",
    ],
    Architect: ["arquitecto técnico", "arquitecta técnica", "aparejador", "aparejadora", "freischaffender architekt", "freischaffende architektin"],
    "Landscape Architect": [
      "paysagiste concepteur", "paysagiste conceptrice", "architetta paesaggista", "paesaggista", "architekt krajobrazu", "architektka krajobrazu",
      "landskapsarkitekt",
    ],
    "Interior Designer": [
      "decorador de interiores", "architetta d'interni", "projektant wnętrz", "projektantka wnętrz", "architekt wnętrz", "architektka wnętrz",
      "inredningsarkitekt", "inredare", "heminredare",
    ],
    "Urban Planner": [
      "planificadora urbana", "planejadora urbana", "pianificatrice urbana", "urbanista przestrzenny", "planista przestrzenny", "planistka przestrzenna",
      "stadsplanerare", "samhällsplanerare", "fysisk planerare",
    ],
    Surveyor: [
      "ingeniero topógrafo", "ingeniera topógrafa", "ingeniero en geomática", "engenheiro agrimensor", "engenheira agrimensora", "géomètre topographe",
      "topographe", "vermesserin", "geodeta", "geodetka", "lantmätare", "mätingenjör", "mättekniker",
    ],
    "Civil Engineer": [
      "ingeniera de caminos", "ingeniero estructural", "ingeniera estructural", "engenheiro estrutural", "engenheira estrutural", "ingénieure structure",
      "ingénieur en génie civil", "ingegnera civile", "constructief ingenieur", "inżynierka budownictwa", "konstruktor budowlany", "inżynier konstruktor",
      "väg- och vattenbyggare", "konstruktör bygg",
    ],
    "Mechanical Engineer": [
      "ingénieur en mécanique", "ingegnera meccanica", "konstrukteur", "konstrukteurin", "mechanisch ingenieur", "inżynierka mechanik",
      "konstruktor mechanik", "konstruktör maskin",
    ],
    "Electrical Engineer": [
      "engenheiro elétrico", "ingénieure électronique", "ingénieur en électronique", "ingegnera elettrica", "ingegnera elettronica",
      "elektrotechnikingenieur", "elektroniker für geräte und systeme", "ingenieur elektrotechniek", "inżynierka elektryk", "inżynier elektronik",
      "elektroingenjör", "elkraftingenjör", "elektronikingenjör",
    ],
    "Chemical Engineer": [
      "ingegnera chimica", "inżynier chemik", "inżynierka chemik",
      "kemiingenjör",
    ],
    "Industrial Engineer": [
      "engenheiro industrial", "engenheira industrial", "ingénieure méthodes", "ingegnere industriale",
      "ingegnera industriale", "produktionsingenieur", "produktionsingenieurin", "industrieel ingenieur", "inżynier produkcji", "inżynierka produkcji",
      "inżynier procesu produkcji", "produktionsingenjör", "produktionstekniker", "industriell ekonom",
    ],
    "Aerospace Engineer": [
      "ingeniera aeronáutica", "engenheira aeronáutica", "ingénieure aérospatiale", "ingegnera aerospaziale", "inżynier lotnictwa", "inżynierka lotnictwa",
      "inżynier lotniczy", "flygingenjör", "rymdingenjör",
    ],
    "Biomedical Engineer": [
      "bioingeniero", "bioingeniera", "ingegnera biomedica", "medizintechnikerin", "biomedisch ingenieur", "klinisch fysicus", "inżynier biomedyczny",
      "inżynierka biomedyczna", "biomedicinsk ingenjör",
    ],
    "Environmental Engineer": ["ingegnera ambientale", "inżynier środowiska", "inżynierka środowiska", "miljöingenjör"],
    "Mining Engineer": ["ingénieure des mines", "mijnbouwingenieur", "inżynier górnictwa", "inżynier górnik", "gruvingenjör"],
    "Petroleum Engineer": ["ingeniera de petróleo", "ingénieure pétrolière", "petroleumingenieur", "inżynier naftowy", "petroleumingenjör"],
    "Energy Engineer": [
      "ingeniero energético", "ingeniera energética", "ingeniero en energías renovables", "ingeniera en energías renovables", "ingénieure énergie",
      "ingegnera energetica", "inżynier energetyk", "audytor energetyczny", "energiingenjör", "energikonsult",
    ],
    "Solar Installer": [
      "instalador fotovoltaico", "instalador de paneles solares", "instalador de energia solar", "poseur de panneaux solaires",
      "installatore di impianti fotovoltaici", "solarmonteur", "zonnepaneleninstallateur", "monter fotowoltaiki", "instalator fotowoltaiki",
      "instalator paneli słonecznych", "solcellsinstallatör", "solcellsmontör",
    ],
    "Wind Turbine Technician": [
      "técnico em energia eólica", "technicien de maintenance éolienne", "technicienne de maintenance éolienne", "tecnico di turbine eoliche",
      "windkraftmonteur", "windturbinemonteur", "technicus windturbines", "technik turbin wiatrowych", "serwisant turbin wiatrowych", "vindkraftstekniker",
      "vindturbintekniker",
    ],
    Tradesperson: [
      "obrero especializado", "oficial de oficios", "trabajador de oficios", "profissional de ofícios", "artisane", "vakvrouw", "ambachtsman", "rzemieślnik",
      "rzemieślniczka", "hantverkare",
    ],
    Electrician: ["elektromontażysta", "elinstallatör"],
    Plumber: ["installateur sanitär", "monter instalacji sanitarnych", "rörläggare"],
    "HVAC Technician": [
      "técnico de aire acondicionado", "técnico de ar-condicionado", "technicien cvc", "technicienne cvc", "tecnico climatizzazione", "tecnico del freddo",
      "kältetechniker", "kältetechnikerin", "lüftungsmonteur", "monteur klimaattechniek", "installatiemonteur", "technik hvac", "instalator klimatyzacji",
      "serwisant klimatyzacji", "kyltekniker", "ventilationstekniker", "värmetekniker",
    ],
    Carpenter: ["charpentière", "möbelsnickare"],
    "Construction Worker": [
      "servente de obra", "operário da construção civil", "ouvrier btp", "bauhelfer", "robotnik budowlany", "pracownik budowlany",
      "betongarbetare",
    ],
    "General Contractor": [
      "entrepreneur du bâtiment", "entrepreneuse du bâtiment", "maître d'œuvre", "impresaria edile", "generale aannemer", "wykonawca budowlany",
      "generalny wykonawca", "właściciel firmy budowlanej", "byggentreprenör", "byggare", "byggföretagare",
    ],
    "Construction Manager": [
      "director de obra", "directora de obra", "gerente de construcción", "encargada de obra", "gerente de obras",
      "cheffe de chantier", "directeur de travaux", "directrice de travaux", "capo cantiere", "direttrice dei lavori", "direttore di cantiere",
      "projektleiter bau", "kierownik budowy", "kierowniczka budowy", "inspektor nadzoru budowlanego", "kierownik robót", "platschef bygg", "byggledare",
      "arbetsledare bygg", "byggprojektledare",
    ],
    Welder: ["soldador de estructuras", "saldatore professionista", "spawaczka"],
    Machinist: [
      "fresadora cnc", "mecánico tornero", "operador de cnc", "fresador cnc", "fraiseuse cnc", "usineuse", "frezer", "tokarz", "frezer cnc", "svarvare",
      "maskinoperatör cnc",
    ],
    "Auto Mechanic": [
      "mecánico automotor", "mecânica automotiva", "garagiste", "meccanico auto", "meccanica auto", "mechaniczka samochodowa", "fordonsmekaniker",
      "biltekniker",
    ],
    "Aircraft Maintenance Technician": [
      "técnica de mantenimiento de aeronaves", "mecánico de aviación", "mecánica de aviación", "mecânica de aeronaves", "técnico de manutenção aeronáutica",
      "technicien aéronautique", "technicienne aéronautique", "mécanicienne aéronautique", "tecnica aeronautica", "manutentore aeronautico",
      "fluggeräteelektroniker", "mechanik lotniczy", "mechanik statków powietrznych", "technik lotniczy", "flygtekniker", "flygmekaniker",
    ],
    Landscaper: [
      "jardinero paisajista", "jardinière paysagiste", "jardinier paysagiste", "paysagiste jardinier", "manutentore del verde", "tuinvrouw", "ogrodnik",
      "ogrodniczka", "trädgårdsmästare", "trädgårdsanläggare",
    ],
    Janitor: [
      "personal de limpieza", "empleado de limpieza", "conserje de edificio", "faxineiro", "auxiliar de limpeza", "agente d'entretien", "agent de propreté",
      "concierge d'immeuble", "addetto alle pulizie", "raumpflegerin", "sprzątaczka", "sprzątacz", "woźny", "woźna", "dozorca", "lokalvårdare", "städare",
      "vaktmästare",
    ],
    "Restaurant Owner": [
      "propietaria de restaurante", "restaurantera", "titolare di ristorante", "proprietario di ristorante", "restaurateur en chef", "restauratorka",
      "krögare",
    ],
    "Restaurant Manager": [
      "encargado de restaurante", "encargada de restaurante", "jefe de sala", "jefa de sala", "gerente de restaurante e bar", "manager de restaurant",
      "direttore di ristorante", "direttrice di ristorante", "responsabile di sala", "manager restauracji", "kierownik restauracji",
      "kierowniczka restauracji", "restaurangchef", "hovmästare",
    ],
    Chef: ["chef de cocina", "chef profesional", "cheffe de cuisine", "chef professionista", "profikoch", "kocken"],
    "Head Chef": ["cheffe exécutive", "capocuoco", "capo cuoco", "küchendirektor", "chef executive", "szef kuchni w restauracji"],
    "Sous Chef": ["subchefe de cozinha", "second de cuisine", "seconde de cuisine", "sottocapo cuoco", "sous-chef kuchni", "zastępca szefa kuchni"],
    "Pastry Chef": [
      "repostera profesional", "maestro pastelero", "maestra pastelera", "cheffe pâtissière", "pasticciere", "pâtissier-chocolatier",
    ],
    "Line Cook": [
      "auxiliar de cocina", "ajudante de cozinha", "cozinheiro de linha", "commis di cucina", "beiköchin", "küchenhilfe", "leerling-kok", "pomoc kuchenna",
      "kucharz liniowy", "kökbiträde", "kallskänka", "köksbiträde",
    ],
    Baker: ["maestro panadero", "boulanger-pâtissier", "boulangère-pâtissière", "bagerska"],
    Barista: [
      "barista profesional", "barista profissional", "barista professionnel", "barista professionnelle", "barista professionista", "barista-trainer",
      "baristka", "kaffebarista",
    ],
    Bartender: ["bartender profesional", "barwoman", "camarero de barra", "mixologue", "bartenderin", "bartendern"],
    Sommelier: ["sumillera", "sommelière conseil", "sommeliera", "wein-sommelier", "weinsommelier", "someliér", "sommelierka", "vinsommelier"],
    Waiter: ["serveur en restaurant", "chef de rang", "cameriere di sala", "kelner"],
    Butcher: ["boucher-charcutier", "rzeźnik", "masarz", "wędliniarz", "slaktare", "styckare", "charkuterist"],
    Caterer: [
      "proveedor de catering", "empresaria de catering", "dueño de catering", "buffetero", "banqueteiro", "banqueteira", "dona de buffet",
      "catering-unternehmer", "właściciel cateringu", "właścicielka cateringu", "cateringföretagare",
    ],
    "Hotel Manager": [
      "gerente hotelero", "gerente hoteleira", "gerente de hotelaria", "direttore d'hotel", "dyrektor hotelu", "dyrektorka hotelu", "hotelldirektör",
    ],
    "Front Office Manager": [
      "gerente de recepción", "chefe de recepção", "gerente de recepção", "responsable de la réception", "responsabile del ricevimento", "rezeptionsleiter",
      "rezeptionsleiterin", "kierownik recepcji", "kierowniczka recepcji", "receptionschef",
    ],
    "Hotel Owner": ["właściciel hotelu", "właścicielka hotelu", "hotellägare"],
    "Revenue Manager": [
      "gerente de revenue", "revenue manager hotelero", "gestor de receitas", "gerente de receitas", "yield manager", "revenue manager hotel",
      "menedżer ds przychodów", "intäktsansvarig",
    ],
    "Vacation Rental Host": [
      "anfitriã do airbnb", "anfitrião do airbnb", "hôtesse airbnb", "superhôte airbnb", "superhost airbnb", "gastgeber bei airbnb",
      "gastgeberin bei airbnb", "airbnb-gastheer", "airbnb-gastvrouw", "gospodarz airbnb", "właściciel apartamentów na wynajem", "airbnb-värd",
    ],
    Receptionist: [
      "recepcionista bilingüe", "addetta al ricevimento", "addetto al ricevimento", "empfangsmitarbeiter", "baliemedewerkster", "recepcjonista",
      "recepcjonistka", "receptionsmedarbetare",
    ],
    Winemaker: ["enólogo y viticultor", "maître de chai", "vignaiolo", "vignaiola", "oenoloog", "winiarz", "winiarka", "vinmakare", "vinodlare"],
    Brewmaster: [
      "cervecero artesanal", "cervecera artesanal", "cervejeiro artesanal", "maître brasseuse", "birraia", "piwowar", "piwowarka", "bryggmästare",
      "bryggare",
    ],
    Hairdresser: ["hårfrisör"],
    Barber: ["herrenfriseurin", "kapper barbier", "barber shop owner", "barberarmästare"],
    "Makeup Artist": ["maquilladora profesional", "maquiadora profissional", "maquilleuse professionnelle", "charakteryzatorka", "sminkös", "maskör"],
    Esthetician: ["esthéticien", "kosmetyczka dyplomowana", "hudvårdsterapeut"],
    "Nail Technician": ["técnico de uñas", "manicure e pedicure", "styliste ongulaire", "stylista paznokci", "manikiurzystka", "nageltekniker"],
    "Tattoo Artist": ["tatuador profissional", "tatuażysta", "tatuażystka", "tatuerare", "tatuerarinna"],
    Florist: ["florista profesional", "florysta", "blomsterhandlare"],
    "Meeting Planner": [
      "organizador de congresos", "organizadora de congresos", "organizador de eventos corporativos", "organizadora de eventos corporativos",
      "organizadora de eventos empresariais", "organisateur de séminaires", "organisatrice de séminaires", "organizzatore di congressi",
      "organizzatrice di congressi", "kongressmanager", "tagungsplaner", "organizator konferencji", "organizatorka konferencji", "konferensplanerare",
      "mötesplanerare",
    ],
    "Festival Producer": [
      "productora de festivales", "director de festival", "directora de festival", "produtor de festivais", "produtora de festivais",
      "producteur de festival", "productrice de festival", "directeur de festival", "directrice de festival", "direttore artistico del festival",
      "festivalleiter", "festivalleiterin", "festivaldirecteur", "dyrektor festiwalu", "dyrektorka festiwalu", "festivalgeneral", "festivalproducent",
    ],
    "Event Manager": [
      "gestor de eventos", "gestora de eventos", "coordinador de eventos", "coordinadora de eventos", "coordenador de eventos", "coordenadora de eventos",
      "chargé d'événementiel", "cheffe de projet événementiel", "event manager freelance", "veranstaltungsplaner", "evenementencoördinator",
      "organizator imprez", "organizatorka imprez", "eventansvarig", "eventplanerare", "eventkoordinator",
    ],
    "Wedding Planner": [
      "planificadora de bodas", "organizadora de casamentos", "organisateur de mariage", "organizzatore di matrimoni", "organizator ślubów",
      "bröllopsplanerare", "bröllopskoordinator",
    ],
    "Travel Agent": [
      "asesor de viajes", "asesora de viajes", "consultor de viagens", "conseiller voyages", "conseillère voyages", "conseiller en voyages",
      "conseillère en voyages", "consulente viaggi", "reisebürokaufmann", "reisverkoopmedewerker", "agent turystyczny", "agentka turystyczna",
      "doradca turystyczny", "resesäljare", "reseagent", "resekonsult",
    ],
    "Tour Guide": [
      "guía de montaña", "guide de haute montagne", "accompagnatrice touristique", "accompagnateur touristique", "guida alpina", "guida escursionistica",
      "accompagnatore turistico", "accompagnatrice turistica", "przewodniczka turystyczna", "pilot wycieczek", "pilotka wycieczek", "przewodnik górski",
      "turistguide", "fjällguide",
    ],
    "Personal Trainer": [
      "preparador físico personal", "préparateur physique personnel", "personal trainer certificato", "trener fitness", "trenerka fitness",
      "instruktor fitness", "instruktorka fitness", "gymtränare", "gruppträningsinstruktör", "instructor de crossfit", "instructora de crossfit",
    ],
    "Gym Owner": [
      "propietario de gimnasio", "propietaria de gimnasio", "proprietário de academia", "proprietária de academia", "gérant de salle de sport",
      "gérante de salle de sport", "proprietario di palestra", "właściciel siłowni", "właścicielka siłowni", "właściciel klubu fitness", "gymägare",
    ],
    "Yoga Instructor": [
      "istruttrice di yoga", "istruttore di yoga", "nauczycielka jogi", "nauczyciel jogi", "yogainstruktör", "pilates-trainerin", "instruktorka pilates",
      "instruktor pilates", "pilatesinstruktör",
    ],
    "Sports Coach": [
      "entrenador deportivo", "entrenadora deportiva", "director técnico de fútbol", "treinadora de futebol", "técnico de futebol", "treinador esportivo",
      "treinadora esportiva", "entraîneur sportif", "entraîneure", "entraîneur de foot", "allenatrice di calcio", "allenatore sportivo",
      "allenatrice sportiva", "sporttrainer", "voetbaltrainster", "trener piłki nożnej", "trenerka piłki nożnej", "trener sportowy", "trenerka sportowa",
      "fotbollstränare", "huvudtränare", "idrottstränare", "simtränare", "entrenador de natación", "entrenadora de natación", "entrenador de baloncesto",
      "entrenadora de baloncesto", "entraîneur de natation", "allenatore di nuoto",
    ],
    Athlete: [
      "atleta profesional", "deportista de élite", "futbolista profesional", "atleta de alto rendimiento", "atleta olímpico", "atleta olímpica",
      "atleta profissional", "athlète de haut niveau", "athlète professionnel", "athlète professionnelle", "footballeur professionnel",
      "footballeuse professionnelle", "sportif de haut niveau", "sportive de haut niveau", "atleta professionista", "calciatore professionista",
      "leistungssportler", "profifußballerin", "fußballprofi", "spitzensportler", "spitzensportlerin", "profvoetbalster", "profsporter", "sportowiec",
      "sportsmenka", "sportowczyni", "piłkarz", "piłkarka", "zawodowy piłkarz", "lekkoatleta", "lekkoatletka", "elitidrottare", "fotbollsspelare",
      "proffsfotbollsspelare", "idrottare", "friidrottare", "olympiateilnehmer", "olympiateilnehmerin", "olympiër", "olimpijczyk", "olimpijka",
    ],
    Referee: [
      "árbitro de fútbol", "árbitra de fútbol", "árbitro de futebol", "arbitre de football", "arbitre international", "arbitro di calcio",
      "fifa-schiedsrichter", "sędzia piłkarski", "sędzina piłkarska", "sędzia sportowy", "fotbollsdomare", "domare i fotboll",
    ],
    "Pro Gamer": [
      "jugadora profesional de esports", "gamer profesional", "jugador de esports", "jugadora de esports", "jogadora profissional de esports",
      "jogador de esports", "joueur professionnel d'esport", "joueuse professionnelle d'esport", "joueur pro", "giocatore professionista di esport",
      "giocatrice di esport", "esportler", "profigamer", "profgamer", "e-sporter", "e-sportowiec", "zawodowy gracz", "zawodowa graczka", "e-sportare",
      "proffsspelare i e-sport",
    ],
    "Dog Trainer": [
      "adestrador canino", "adestradora canina", "comportementaliste canin", "comportementaliste canine", "hundeerzieher", "behawiorysta psów",
      "behawiorystka psów", "treser psów", "treserka psów", "trener psów", "trenerka psów", "hundinstruktör", "hundtränare", "hundpsykolog",
    ],
    "Pet Care Worker": [
      "cuidador de mascotas", "toiletteur canin", "toiletteuse canine", "promeneur de chiens", "promeneuse de chiens", "dog sitter",
      "dog sitter professionista", "gassigeher", "gassigeherin", "hondenuitlaatservice", "groomer psów", "groomerka", "petsitterka", "hundfrisör",
      "hundrastare", "djurvakt", "kattvakt",
    ],
    Jeweler: ["joyero artesano", "joyera artesana", "orfebre", "orfèvre", "juwelier-goudsmid", "złotnik", "złotniczka", "guldsmed", "silversmed"],
    Nanny: [
      "cuidador de niños", "garde d'enfants", "assistante maternelle agréée", "babysitter professionista", "kinderoppas", "nianią", "opiekunka do dzieci",
      "barnflicka", "barnvakt",
    ],
  },
  industry: {
    Technology: [
      "branży it", "sektor it", "technologie informatyczne", "techbolag", "techbranschen", "techbedrijf", "it-sector", "ict-sector", "it-branche",
      "tech-branche", "sector tecnológico", "setor de tecnologia", "setor de ti", "settore tecnologico", "secteur de la tech", "secteur technologique",
    ],
    Cybersecurity: [
      "cyberbezpieczeństwo", "bezpieczeństwo it", "cybersäkerhet", "informationssäkerhet", "cyberbeveiliging", "informatiebeveiliging", "it-sicherheit",
      "informationssicherheit", "segurança da informação", "seguridad informática", "seguridad de la información", "sécurité informatique",
    ],
    Telecommunications: ["telekomunikacja", "telekom", "telekombranschen", "telecomsector"],
    Banking: ["sektor bankowy", "bankbranschen", "bankwezen", "setor bancário", "sector bancario", "secteur bancaire", "settore bancario", "bankensektor"],
    Insurance: [
      "ubezpieczenia", "branża ubezpieczeniowa", "försäkringsbranschen", "verzekeringsbranche", "versicherungsbranche", "sector asegurador",
      "setor de seguros", "secteur de l'assurance", "settore assicurativo",
    ],
    "Venture Capital": ["riskkapital", "fundusz venture capital", "durfkapitaal", "riskkapitalbolag"],
    Accounting: [
      "boekhouding", "accountancy", "accountantskantoor", "contabilità", "studio commercialista", "steuerberatung", "wirtschaftsprüfung", "asesoría fiscal",
      "assessoria contábil", "escritório de contabilidade", "cabinet d'expertise comptable", "expertise comptable",
    ],
    Healthcare: [
      "służba zdrowia", "sjukvården", "hälso- och sjukvården", "sector salud", "setor de saúde", "secteur de la santé", "settore sanitario",
      "gesundheitsbranche", "zorgsector",
    ],
    Biotech: ["biotecnología", "biotechnologie", "biotechnologia", "bioteknik", "biotech-branche"],
    Pharma: [
      "industria farmacéutica", "industrie pharmaceutique", "pharmaindustrie", "pharmabranche", "farmaceutische industrie", "branża farmaceutyczna",
      "przemysł farmaceutyczny", "läkemedelsindustrin", "läkemedelsbranschen", "farmabranschen",
    ],
    Medtech: [
      "dispositivos médicos", "dispositifs médicaux", "dispositivi medici", "medizintechnik", "medische technologie", "wyroby medyczne", "medicinteknik",
    ],
    "Mental Health": ["zdrowie psychiczne", "psykisk hälsa", "psykiatrin", "ggz"],
    Edtech: [
      "tecnología educativa", "tecnologia educacional", "technologie éducative", "bildungstechnologie", "onderwijstechnologie", "technologie edukacyjne",
      "utbildningsteknik",
    ],
    "Higher Education": ["szkolnictwo wyższe", "uniwersytet", "uczelnia", "universitet", "högskola", "högre utbildning", "hoger onderwijs", "hochschulbildung"],
    "Scientific Research": [
      "badania naukowe", "instytut badawczy", "forskningsinstitut", "akademisk forskning", "onderzoeksinstituut", "forschungsinstitut",
      "instituto de investigación", "centro de investigación", "instituto de pesquisa", "institut de recherche", "istituto di ricerca",
    ],
    Legal: [
      "kancelaria prawna", "kancelaria adwokacka", "kancelaria radcowska", "advokatbyrå", "advokatfirma", "advocatuur", "notariskantoor",
      "bufete de abogados", "sociedade de advogados", "cabinet juridique", "studio legale associato",
    ],
    Consulting: [
      "doradztwo", "firma doradcza", "konsultbranschen", "konsultbolag", "managementkonsulting", "adviesbureau", "consultancy", "unternehmensberatung",
      "consultoría de gestión", "consultoria empresarial", "cabinet de conseil", "società di consulenza",
    ],
    "E-commerce": ["webwinkel", "onlinehandel", "online-handel", "comercio online", "commerce en ligne", "commercio elettronico"],
    Retail: [
      "sprzedaż detaliczna", "detaljhandeln", "retailsector", "einzelhandelsbranche", "sector retail", "setor varejista", "secteur du commerce",
      "grande distribuzione",
    ],
    "Food & Beverage": [
      "branża spożywcza", "przemysł spożywczy", "livsmedelsbranschen", "livsmedelsindustrin", "voedingsindustrie", "levensmiddelenindustrie",
      "lebensmittelbranche", "industria alimentaria", "indústria alimentícia", "industrie agroalimentaire", "industria alimentare",
    ],
    Agriculture: ["lantbruket", "agroindústria", "agrobusiness"],
    Hospitality: ["branża hotelarska", "branża horeca", "hotellbranschen", "besöksnäringen", "hotellerie- und gastronomie", "hotelwezen"],
    Restaurants: ["branża gastronomiczna", "restaurangbranschen", "restaurangbransch", "gastronomiebranche"],
    Travel: [
      "turystyka", "branża turystyczna", "turism", "resebranschen", "turistnäringen", "toerisme", "reisbranche", "tourismus", "tourismusbranche",
      "sector turístico", "setor de turismo", "secteur du tourisme", "settore turistico",
    ],
    Fashion: ["modebranschen", "branża modowa", "industria de la moda", "indústria da moda", "industria della moda"],
    Beauty: [
      "salon kosmetyczny", "salon fryzjerski", "branża beauty", "skönhetssalong", "frisörsalong", "skönhetsbranschen", "schoonheidsbranche",
      "kosmetikbranche", "sector de la belleza", "setor de beleza", "secteur de la beauté", "settore beauty",
    ],
    Events: [
      "branża eventowa", "eventbranschen", "evenementenbranche", "eventbranche", "sector de eventos", "setor de eventos", "secteur événementiel",
      "settore eventi",
    ],
    "Marketing Agency": [
      "agencja reklamowa", "agencja marketingowa", "agencja kreatywna", "agencja digital", "reklambyrå", "kommunikationsbyrå", "digitalbyrå",
      "marknadsföringsbyrå", "reclamebureau", "marketingbureau", "communicatiebureau", "werbeagentur", "marketingagentur", "digitalagentur",
      "kreativagentur", "agencia de publicidad", "agencia de marketing", "agencia de marketing digital", "agencia creativa", "agência de publicidade",
      "agence de communication", "agence de publicité", "agence web", "agence marketing", "agenzia di comunicazione", "agenzia pubblicitaria",
      "agenzia di marketing", "agenzia web",
    ],
    Publishing: ["wydawnictwo", "branża wydawnicza", "förlag", "bokförlag", "förlagsbranschen", "uitgeverijbranche"],
    "Film & TV": ["branża filmowa", "telewizja", "filmbranschen", "tv-branschen", "televisie", "fernsehen", "televisão", "televisione"],
    Music: [
      "branża muzyczna", "przemysł muzyczny", "musikbranschen", "skivbolag", "platenlabel", "plattenlabel", "sello discográfico", "gravadora",
      "maison de disques", "etichetta discografica",
    ],
    "Arts & Culture": [
      "kultura i sztuka", "sektor kultury", "kulturlivet", "kultursektorn", "culturele sector", "kultursektor", "kunst und kultur", "sector cultural",
      "setor cultural", "secteur culturel", "settore culturale",
    ],
    Gaming: [
      "gry wideo", "branża gier", "gry komputerowe", "spelbranschen", "dataspel", "spelindustrin", "gamesindustrie", "gamesector", "spielebranche",
      "games-branche", "industria del videojuego", "indústria de games", "industrie du jeu vidéo", "industria dei videogiochi",
    ],
    "Real Estate": [
      "rynek nieruchomości", "bostadsmarknaden", "vastgoedsector", "sector inmobiliario", "mercado imobiliário", "secteur immobilier", "settore immobiliare",
    ],
    Construction: [
      "firma budowlana", "byggindustrin", "byggföretag", "bouwbedrijf", "baubranche", "bauunternehmen", "sector de la construcción", "construção civil",
      "settore edile",
    ],
    "Architecture & Design": ["pracownia architektoniczna", "biuro architektoniczne", "arkitektkontor", "arkitektbyrå", "estudio de arquitectura y diseño"],
    Manufacturing: [
      "przemysł produkcyjny", "tillverkningsindustrin", "tillverkande industri", "verwerkende industrie", "industria manufacturera",
      "industria manifatturiera",
    ],
    Automotive: [
      "branża motoryzacyjna", "motoryzacja", "fordonsindustrin", "bilindustrin", "fordonsbranschen", "automotive-branche", "automobilbranche",
      "sector automotriz", "setor automotivo", "industria dell'auto",
    ],
    "Electric Vehicles": ["elektromobilność", "samochody elektryczne", "elbilar", "elbilsbranschen", "elektrische auto's"],
    Transportation: ["transport publiczny", "komunikacja miejska", "kollektivtrafik", "järnväg", "järnvägen", "spoorwegen", "verkehrsbranche"],
    Aviation: ["lotnictwo", "linie lotnicze", "flygbranschen", "flygbolag", "luchtvaartsector", "luftfahrtbranche"],
    Aerospace: [
      "przemysł kosmiczny", "branża kosmiczna", "rymdindustrin", "rymdbranschen", "raumfahrt", "industria espacial", "industrie spatiale",
      "industria spaziale",
    ],
    Defense: [
      "przemysł obronny", "zbrojeniówka", "försvarsindustrin", "defensie-industrie", "rüstungsindustrie", "verteidigungsindustrie", "industria de defensa",
      "indústria de defesa", "industrie de défense", "industria della difesa",
    ],
    Semiconductors: [
      "semiconductores", "semicondutores", "semi-conducteurs", "semiconducteurs", "semiconduttori", "halbleiter", "halbleiterindustrie", "halfgeleiders",
      "halfgeleiderindustrie", "półprzewodniki", "halvledare", "halvledarindustrin",
    ],
    Robotics: ["robótica", "robotique", "robotyka"],
    Sustainability: ["zrównoważony rozwój", "hållbarhet", "hållbar utveckling", "duurzaam ondernemen"],
    Energy: [
      "energetyka", "branża energetyczna", "energibranschen", "energisektorn", "energiesector", "energiebranche", "sector energético", "setor de energia",
      "secteur de l'énergie", "settore energetico",
    ],
    "Renewable Energy": ["odnawialne źródła energii", "energia odnawialna", "förnybar energi", "förnyelsebar energi", "groene energie", "energia rinnovabile"],
    Solar: ["fotowoltaika", "energia słoneczna", "solenergi", "solceller", "solcellsbranschen"],
    "Wind Energy": ["energetyka wiatrowa", "farma wiatrowa", "vindkraft", "vindkraftsbranschen", "windparken", "windpark"],
    "Energy Storage": ["magazynowanie energii", "magazyny energii", "energilagring", "batterilagring"],
    "Oil & Gas": [
      "ropa i gaz", "branża naftowa", "olja och gas", "oil & gas-industrie", "olie- en gasindustrie", "öl- und gasindustrie", "industria petrolera",
      "indústria de petróleo", "industrie pétrolière", "industria petrolifera",
    ],
    Mining: ["górnictwo", "branża górnicza", "gruvindustrin", "gruvnäringen", "gruvbranschen", "mijnbouwsector"],
    Government: [
      "administracja publiczna", "sektor publiczny", "administracja rządowa", "offentlig sektor", "offentliga sektorn", "offentlig förvaltning",
      "rijksoverheid", "gemeentelijke overheid",
    ],
    Nonprofit: [
      "organizacja pozarządowa", "organizacja non-profit", "fundacja", "stowarzyszenie", "sektor pozarządowy", "ideell organisation", "ideella sektorn",
      "ideell förening", "civilsamhället", "non-profitorganisatie", "maatschappelijke organisatie", "gemeinnütziger verein", "gemeinnützige organisation",
      "organización sin ánimo de lucro", "organización sin fines de lucro", "organização sem fins lucrativos", "organisation à but non lucratif",
      "association à but non lucratif", "organizzazione non profit", "associazione no profit",
    ],
    "Social Services": [
      "pomoc społeczna", "ośrodek pomocy społecznej", "socialtjänsten", "socialtjänst", "maatschappelijk werk", "sociaal domein", "sozialbereich",
      "servicio social",
    ],
    "Elder Care": [
      "dom opieki", "opieka nad seniorami", "opieka senioralna", "dom seniora", "äldreomsorg", "äldreomsorgen", "äldreboende", "hemtjänst",
      "ouderenzorg en verpleging", "woonzorgcentrum", "seniorenpflege", "residencia de ancianos", "lar de idosos", "casa di cura",
    ],
    Military: ["wojsko", "siły zbrojne", "wojsko polskie", "försvarsmakten"],
    "Public Safety": [
      "policja", "straż pożarna", "polisen", "räddningstjänsten", "blaulichtorganisation", "protección civil", "defesa civil", "protezione civile",
    ],
    Religion: ["parafia", "kościół katolicki", "svenska kyrkan", "kerkgemeente", "iglesia", "igreja", "église", "chiesa"],
    "Childcare Services": ["przedszkole", "żłobek", "förskola", "förskolan", "kinderdagverblijf", "guardería", "asilo nido"],
    "K-12 Education": ["szkoła podstawowa", "liceum", "grundskola", "grundskolan", "gymnasieskola", "scuola media", "lycée"],
  },
};

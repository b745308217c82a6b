import type { LanguageForms } from "./forms.js";

/**
 * Credentials, licences and post-nominals a professional writes after their name in a bio (US,
 * UK, IE, CA, AU and the licensed titles of DE, FR, ES, IT, NL, BR/PT, TR, ID, JP, KR), each
 * under the role it licenses. Left out as other words or other fields' abbreviations: "PE"
 * (physical education, private equity), "MD" (managing director, Maryland), "DO", "DC", "OD",
 * "RD" (R&D), "PA", "CA" (California), "JD" (a job description), "LLM" (a language model), "KC"
 * and "QC" (Kansas City, quality control), "AIA" (also an insurer in Asia), "CIA", "CISA" (an
 * agency), "FCA" (a regulator), "CTA" (a call to action), "ATC" (air traffic control), "CPT",
 * "CPL" (cost per lead), "CPM", "CMC" (CoinMarketCap), "CSM" (customer success), "MAI" ("never"
 * in Italian), "APR" (a rate, April), "MFA" (fine arts; the German medical assistant), "CMA",
 * "MLS", "MLA", "BSN" (a Dutch citizen number), "PFP" (a profile picture), "MAAT" (Dutch "mate"),
 * "CDL" alone (a gaming league), "CEng" alone and "EUR ING" (no engineering field), "MICE"
 * (events), "IDE" (an editor), "CEN", "LD" (learning and development), "NCC", "RCC" (concrete),
 * "MFT" (a camera mount), "RMN" (French MRI), "OSCE" (an exam, an organisation), "OTR" (over the
 * road), "OTD", "CVT", "LVT", "LDN", "MPSI", "MITI" (Italian "myths"), "RAIA" (Portuguese
 * "stingray"), "constructeur" (a car maker), "preside", "analist" (any analyst). Degrees alone
 * ("MPharm", "MBBS", "MBChB", "BDSc", "MSW", "MLIS", "PGCE") are left out: a student or a former
 * practitioner writes them too ("MPharm done, GPhC assessment in June"), and a second mention of
 * the role would outweigh the "trainee" or "turned" that caps it. Forms the tables already hold
 * are not repeated here.
 */
export const CREDENTIALS: LanguageForms = {
  job_role: {
    // Accounting, audit, tax, finance
    Accountant: ["FCCA", "ACMA", "FCMA", "CGMA", "CPFA", "chartered certified accountant", "ICAEW chartered accountant", "chartered professional accountant", "CPA CA", "CPA CMA", "CPA CGA", "certified public accountant", "CPA (Aust.)", "FCPA", "ACA qualified", "ACCA qualified", "CIMA qualified", "FCPA Australia", "Wirtschaftsprüfer und Steuerberater", "serbest muhasebeci mali müşavir", "YMM", "yeminli mali müşavir", "공인회계사", "注册会计师", "CPA Ireland"],
    Bookkeeper: ["certified bookkeeper", "AAT bookkeeper", "MICB", "ICB certified bookkeeper", "BAS agent", "registered BAS agent", "QuickBooks ProAdvisor", "Xero certified advisor"],
    Auditor: ["certified internal auditor", "certified fraud examiner", "CIA certified", "CISA certified", "statutory auditor", "commissaire aux comptes", "revisore legale", "revisor oficial de contas", "registeraccountant", "auditor eksternal", "감사인"],
    "Tax Advisor": ["chartered tax adviser", "chartered tax advisor", "CTA qualified", "registered tax agent", "AITI chartered tax adviser"],
    "Financial Advisor": ["CRPC", "RICP", "APFS", "DipPFS", "QFA", "qualified financial adviser", "QAFP", "CFP professional", "certified financial planner", "consulente finanziaria", "assessor de investimentos", "assessora de investimentos", "financieel planner", "理财规划师"],
    "Financial Analyst": ["CFA charterholder", "CAIA", "CAIA charterholder", "CFA level III", "CFA level II", "証券アナリスト", "金融分析师"],
    Actuary: ["FCAS", "FIAA", "FCIA", "MAAA", "fellow of the society of actuaries", "fellow of the institute and faculty of actuaries", "Aktuar", "Aktuarin", "actuaire", "attuario", "attuaria", "actuario", "actuaria", "atuário", "atuária", "aktüer", "aktuaris", "アクチュアリー", "保険数理士", "보험계리사", "精算师"],
    Trader: ["CMT charterholder", "chartered market technician"],
    "Insurance Agent": ["CLU", "chartered life underwriter", "Versicherungsvertreterin", "agente assicurativa", "保険代理人"],

    // Law
    Lawyer: ["Esq.", "esquire", "attorney-at-law", "barrister-at-law", "solicitor advocate", "licensed attorney", "Fachanwältin für Familienrecht", "Rechtsanwältin und Notarin", "abogada colegiada", "abogado colegiado", "advogada OAB", "advogado OAB"],
    Paralegal: ["certified paralegal", "registered paralegal", "Notarfachangestellte", "assistente legale", "법률사무원"],
    Notary: ["notary signing agent", "certified notary signing agent", "tabeliã", "司法書士", "법무사"],
    Mediator: ["accredited mediator", "bemiddelaar"],
    "Compliance Officer": ["CCEP", "CRCM", "CAMS certified", "déontologue", "uyum sorumlusu"],

    // Health
    Doctor: ["MRCP", "FRCP", "FACP", "FRACP", "FRCPC", "FRCPI", "board-certified physician", "Dr. med.", "Facharzt", "Fachärztin", "内科医生"],
    "General Practitioner": ["MRCGP", "FRCGP", "FRACGP", "CCFP", "MICGP", "Allgemeinmedizinerin", "Allgemeinmediziner", "médica de familia", "medico di famiglia", "médica de família", "médico de família"],
    Surgeon: ["FRCS", "MRCS", "FACS", "FRACS", "FRCSC", "FRCSI", "FRCS (Ed)", "board-certified surgeon", "외과 의사"],
    Psychiatrist: ["MRCPsych", "FRCPsych", "FRANZCP", "정신건강의학과 전문의"],
    "Obstetrician-Gynecologist": ["FRCOG", "MRCOG", "FACOG", "FRANZCOG", "ginecologista", "jinekolog"],
    Pediatrician: ["FAAP", "MRCPCH", "FRCPCH"],
    Anesthesiologist: ["FRCA", "FANZCA", "anestesiologista", "anesteziyolog", "dokter anestesi"],
    Cardiologist: ["FACC", "cardiologa", "dokter jantung", "心内科医生"],
    Dermatologist: ["FAAD", "Hautarzt", "Hautärztin", "dermatologa", "dokter kulit", "피부과 전문의"],
    Oncologist: ["oncologa"],
    Neurologist: ["neurologa", "dokter saraf"],
    Radiologist: ["FRCR", "FRANZCR", "radiologa"],
    "Emergency Physician": ["FACEM", "FRCEM", "FACEP", "SEH-arts"],
    "Resident Physician": ["specializzando", "specializzanda", "AIOS", "레지던트"],
    Nurse: ["RGN", "RSCN", "CCRN", "RN BSN", "BSN RN", "registered general nurse", "registered mental health nurse", "Gesundheits- und Krankenpfleger", "Krankenpflegerin", "infirmière diplômée d'État", "infermiera professionale", "enfermera titulada"],
    "Nurse Practitioner": ["FNP-C", "FNP-BC", "PMHNP-BC", "AGNP", "AGPCNP", "ANP-BC", "infirmière praticienne"],
    "Licensed Practical Nurse": ["간호조무사 자격"],
    Midwife: ["CNM", "registered midwife", "comadrona"],
    Physiotherapist: ["MCSP", "MISCP", "doctor of physical therapy", "chartered physiotherapist", "licensed physical therapist", "Krankengymnast", "Krankengymnastin", "康复治疗师"],
    "Occupational Therapist": ["OTR/L", "registered occupational therapist"],
    "Speech Therapist": ["CCC-SLP", "SLP-CCC"],
    Psychologist: ["PsyD", "Psy.D.", "CPsychol", "chartered psychologist", "registered psychologist", "Psychologischer Psychotherapeut", "Psychologische Psychotherapeutin", "psicóloga colegiada", "psicólogo colegiado", "psychologue du travail", "psycholoog", "psicólogo CRP", "psicóloga CRP", "臨床心理士", "상담심리사", "상담심리전문가", "임상심리전문가", "心理学者"],
    Therapist: ["LAMFT", "UKCP registered psychotherapist", "UKCP psychotherapist", "Heilpraktiker für Psychotherapie", "Heilpraktikerin für Psychotherapie", "Kinder- und Jugendlichenpsychotherapeutin", "thérapeute", "terapista", "therapeut", "terapis", "セラピスト", "치료사", "治疗师"],
    Counselor: ["LPCC", "LMHC", "LCMHC", "MBACP", "MIACP", "licensed mental health counselor", "BACP registered counsellor", "BACP accredited counsellor", "psychologischer Berater", "psychologische Beraterin", "conseillère conjugale", "counselor psicológico", "psikolojik danışmanlık uzmanı", "心理カウンセラー", "심리상담가", "婚姻家庭咨询师"],
    "Social Worker": ["LICSW", "LMSW", "LSW", "registered social worker", "travailleur social", "travailleuse sociale", "operatore sociale", "maatschappelijk werkster", "精神保健福祉士"],
    Dentist: ["chirurgien-dentiste", "歯医者", "口腔医生"],
    "Dental Hygienist": ["RDH", "registered dental hygienist", "higienista bucodental", "口腔卫生士"],
    "Dental Technician": ["Zahntechnikermeister", "técnico em prótese dentária", "치과기공사", "牙科技师"],
    Pharmacist: ["Pharm.D.", "RPh", "registered pharmacist"],
    "Pharmacy Technician": ["técnico em farmácia", "登録販売者"],
    Optometrist: ["MCOptom", "FCOptom", "doctor of optometry", "Optometristin", "검안사"],
    Dietitian: ["RDN", "registered dietitian nutritionist", "Diätassistentin", "Diätassistent", "dietista-nutricionista"],
    Chiropractor: ["doctor of chiropractic", "chiropraticien", "脊椎治疗师"],
    "Massage Therapist": ["RMT", "registered massage therapist", "medizinischer Masseur", "masöz", "あん摩マッサージ指圧師"],
    Osteopath: ["registered osteopath", "オステオパシー施術者", "정골의학자"],
    Radiographer: ["MTRA", "manipulateur en électroradiologie", "técnica en radiología"],
    "Respiratory Therapist": ["registered respiratory therapist", "Atmungstherapeut", "Atmungstherapeutin", "kinésithérapeute respiratoire", "fisioterapeuta respiratorio", "呼吸治疗师"],
    "Lab Technician": ["MLS(ASCP)", "MLT(ASCP)", "biomedical scientist", "medizinisch-technische Laboratoriumsassistentin", "laboratuvar teknisyeni", "analis laboratorium", "检验师"],
    "Medical Assistant": ["registered medical assistant", "assistante médicale"],
    Caregiver: ["aide à domicile", "cuidadora de mayores", "cuidadora de idosos", "cuidador de idosos", "ヘルパー"],
    Veterinarian: ["VMD", "BVMS", "doctor of veterinary medicine", "medico veterinario", "medica veterinaria", "médico veterinario", "médica veterinaria"],
    "Veterinary Technician": ["RVN", "registered veterinary nurse", "auxiliaire spécialisée vétérinaire", "auxiliar veterinario", "auxiliar veterinaria", "dierenartsassistente", "愛玩動物看護師", "수의테크니션"],
    Paramedic: ["FP-C", "registered paramedic", "HCPC paramedic", "técnica en emergencias sanitarias", "técnico en emergencias sanitarias TES", "救急隊員"],

    // Tech, project, HR, procurement, marketing
    "Project Manager": ["PMP certified", "certified project manager", "PRINCE2 practitioner", "Projektleiterin", "Projektmanagerin", "cheffe de projet", "cheffe de projets", "chef de projets", "jefe de proyecto", "jefa de proyecto", "jefe de proyectos", "jefa de proyectos", "gerente de proyectos", "gestora de projetos", "gestor de projetos", "projectleider", "proje müdürü", "manajer proyek", "프로젝트 매니저", "项目经理"],
    "Program Manager": ["PgMP", "Programmmanager", "Programmmanagerin", "directeur de programme", "directrice de programme", "programmamanager", "program yöneticisi", "プログラムマネージャー", "프로그램 매니저", "项目群经理"],
    "Scrum Master": ["certified scrum master", "professional scrum master", "PSM I", "PSM II", "スクラムマスター", "스크럼 마스터"],
    "Security Engineer": ["CISSP", "CISSP certified", "GCIH", "GSEC", "security+ certified", "IT-Sicherheitsingenieur", "ingénieure sécurité", "ingeniero de ciberseguridad", "ingeniera de ciberseguridad", "analista de ciberseguridad", "analista de segurança da informação", "网络安全工程师"],
    "Penetration Tester": ["OSCP", "OSWE", "GPEN", "GWAPT", "CRTP", "eCPPT", "CEH", "certified ethical hacker", "Penetrationstester", "Penetrationstesterin", "pentesteur", "pentesteuse", "hacker ético", "hacker etico", "sızma testi uzmanı", "ホワイトハッカー", "화이트해커", "白帽黑客"],
    "Network Engineer": ["CCNA", "CCNP", "CCIE", "JNCIE", "JNCIP", "CCNA certified", "Netzwerkadministrator", "Netzwerkadministratorin", "Netzwerktechniker", "ingénieure réseau", "ingegnere di rete", "sistemista di rete", "ingeniera de redes", "engenheiro de redes", "engenheira de redes", "netwerkbeheerder", "netwerkengineer", "ağ mühendisi", "ネットワークエンジニア", "네트워크 엔지니어", "网络工程师"],
    "System Administrator": ["RHCE", "RHCSA", "MCSE", "MCSA", "LPIC", "Systemadministratorin", "Fachinformatiker für Systemintegration", "Fachinformatikerin für Systemintegration", "administratrice système", "administrateur systèmes", "sistemista", "administradora de sistemas", "sistem uzmanı", "系统管理员"],
    "Cloud Engineer": ["AWS certified solutions architect professional", "GCP professional cloud architect", "クラウドエンジニア", "클라우드 엔지니어", "云计算工程师"],
    "HR Professional": ["SHRM-CP", "SHRM-SCP", "SPHR", "PHR certified", "MCIPD", "FCIPD", "Chartered MCIPD", "Assoc CIPD", "CIPD qualified", "CHRP", "CPHR", "personeelsadviseur", "İK uzmanı"],
    "Procurement Manager": ["MCIPS", "FCIPS", "CPSM", "CPPO"],
    "Supply Chain Manager": ["CSCP", "CPIM", "CLTD", "responsabile supply chain"],
    Fundraiser: ["ACFRE", "certified fund raising executive", "chargée de collecte de fonds", "responsable du mécénat", "fondsenwerving manager", "bağış sorumlusu"],
    Marketer: ["MCIM", "FCIM", "chartered marketer", "Marketingfachfrau", "Marketingfachmann", "marketeuse", "marketeur", "marketer digitale", "mercadóloga", "营销人"],
    "PR Manager": ["MCIPR", "FCIPR", "chartered PR practitioner", "accredited in public relations", "PR-Beraterin", "PR-Berater", "persvoorlichter", "basın sözcüsü", "홍보담당자"],
    Coach: ["ICF PCC", "ICF ACC", "ICF MCC", "ICF certified coach", "ICF-certified coach", "ICF coach", "EMCC accredited coach", "Coachin", "systemischer Coach", "systemische Coachin", "coach professionnelle", "coach certifiée", "coach certificata", "coach certificada", "coach certificado", "coach ontologico", "coach ontológico", "coach ontológica", "profesyonel koç"],

    // Built environment, engineering, property
    Architect: ["RIBA", "RIBA chartered architect", "FRIBA", "FAIA", "NCARB", "MRAIC", "MRIAI", "architetta", "二級建築士"],
    "Landscape Architect": ["CMLI", "ASLA", "FASLA", "chartered landscape architect", "arquitecta paisajista", "arquiteta paisagista", "arquiteto paisagista"],
    Surveyor: ["MRICS", "FRICS", "AssocRICS", "RICS chartered surveyor", "Vermessungsingenieurin", "Öffentlich bestellter Vermessungsingenieur", "agrimensora", "测量师"],
    "Urban Planner": ["AICP", "MRTPI", "FRTPI", "chartered town planner", "şehir ve bölge plancısı", "planolog"],
    "Interior Designer": ["NCIDQ", "NCIDQ certified", "registered interior designer", "decoradora de interiores", "interieurarchitect"],
    "Civil Engineer": ["FICE", "MIStructE", "FIStructE", "CEng MICE", "CEng MIStructE", "chartered civil engineer", "chartered structural engineer", "Statiker", "Statikerin", "Tragwerksplaner", "ingénieure génie civil", "ingénieur structure", "ingegnere strutturista", "ingeniero de caminos", "構造設計者", "토목 엔지니어", "结构工程师"],
    "Mechanical Engineer": ["MIMechE", "FIMechE", "CEng MIMechE", "chartered mechanical engineer", "ingénieure mécanique", "機械技術者", "기계 엔지니어"],
    "Electrical Engineer": ["MIET", "FIET", "CEng MIET", "chartered electrical engineer", "ingénieure électricienne", "ingeniero electricista", "電気技術者", "전기 엔지니어"],
    "Chemical Engineer": ["MIChemE", "FIChemE", "CEng MIChemE", "chartered chemical engineer", "Chemieingenieurin", "Verfahrensingenieurin", "ingénieure chimiste", "chemisch ingenieur", "procesingenieur", "화학공학자", "화학 엔지니어"],
    "Aerospace Engineer": ["MRAeS", "FRAeS", "CEng MRAeS", "Luft- und Raumfahrtingenieurin", "ingénieure aéronautique", "ingegnere aeronautico", "ingeniero aeronáutico", "engenheira aeroespacial", "lucht- en ruimtevaartingenieur", "insinyur penerbangan", "항공우주 엔지니어"],
    "Biomedical Engineer": ["Medizintechnikingenieur", "Medizintechnikingenieurin", "ingénieure biomédicale", "医用工学エンジニア", "의공학자"],
    "Environmental Engineer": ["ingénieure environnement", "milieukundig ingenieur", "환경 엔지니어"],
    "Mining Engineer": ["Bergbauingenieurin", "engenheira de minas", "鉱山技術者"],
    "Petroleum Engineer": ["ingeniera petrolera", "engenheira de petróleo", "insinyur perminyakan"],
    "Real Estate Agent": ["ABR designation", "GRI designation", "licensed realtor", "licensed real estate salesperson", "CRECI", "corretor CRECI", "corretora CRECI", "vastgoedmakelaar", "gayrimenkul danışmanı", "宅建士", "宅地建物取引士"],
    "Real Estate Appraiser": ["certified residential appraiser", "certified general appraiser", "licensed appraiser", "RICS registered valuer", "Sachverständiger für Immobilienbewertung", "tasador", "tasadora", "makelaar-taxateur"],
    "Mortgage Broker": ["NMLS", "Baufinanzierungsberater", "Baufinanzierungsberaterin", "courtier en prêt immobilier", "courtière en prêt immobilier", "mediatore creditizio", "broker hipotecario", "correspondente bancário", "hypotheekadviseur", "hypotheekadviseuse", "住宅ローンアドバイザー"],
    "Home Inspector": ["licensed home inspector", "InterNACHI certified"],

    // Education, culture
    Teacher: ["QTS", "NBCT", "qualified teacher", "certified teacher", "Gymnasiallehrerin", "Studienrätin", "Studienrat", "Oberstudienrätin", "Oberstudienrat", "professeure des écoles", "institutrice", "instituteur", "professeure de lycée", "professeur agrégé", "professeure agrégée", "professeur certifié", "docente di scuola", "maestra de primaria", "maestro de primaria", "profesora de secundaria", "juf", "basisschoolleerkracht", "leerkracht", "sınıf öğretmeni", "guru SD", "guru SMA", "中学校教諭", "중학교 교사", "고등학교 교사", "初中老师", "高中老师"],
    Professor: ["Professorin", "Juniorprofessorin", "Hochschullehrer", "Hochschullehrerin", "professeure des universités", "professeur des universités", "professore ordinario", "professore associato", "professoressa", "catedrático", "catedrática", "profesor titular", "profesora titular", "professor doutor", "professora doutora", "universitair hoofddocent", "profesör", "guru besar", "부교수"],
    "School Principal": ["proviseure", "principal de collège", "dirigente scolastica"],
    "Early Childhood Educator": ["Kita-Leitung", "puéricultrice", "maestra d'infanzia", "kleuterleidster"],
    "Special Education Teacher": ["Heilpädagogin", "Heilpädagoge", "profesora de educación especial", "maestra de pedagogía terapéutica", "professora de educação especial", "speciaal onderwijs leerkracht", "特殊教育教师"],
    Librarian: ["MLIS librarian", "chartered librarian", "사서", "图书馆员"],
    Archivist: ["certified archivist", "arquivista", "기록연구사"],
    Translator: ["FITI", "MCIL", "CIOL", "ATA-certified translator", "ATA certified translator", "NAATI certified translator", "NAATI", "DipTrans", "sworn translator", "certified translator", "beeidigter Übersetzer", "beeidigte Übersetzerin", "vereidigter Übersetzer", "vereidigte Übersetzerin", "traductrice assermentée", "traducteur assermenté", "traductrice-interprète", "traduttrice giurata", "traduttore giurato", "traductora jurada", "traductor jurado", "intérprete jurado", "tradutora juramentada", "tradutor juramentado", "tradutor público", "beëdigd vertaler", "beëdigd tolk", "yeminli tercüman", "yeminli çevirmen", "penerjemah tersumpah", "번역사", "译者", "笔译"],
    "Museum Curator": ["conservateur du patrimoine", "conservadora de museo", "curadora"],
  },
  industry: {},
};

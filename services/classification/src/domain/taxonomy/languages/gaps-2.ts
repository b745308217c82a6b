import type { LanguageForms } from "./forms.js";

/**
 * Forms of roles added to the tables after the first gap rounds (`gaps-eu.ts`,
 * `gaps-tr-id-vi-ar.ts`, `gaps-cjk-hi.ts`), and of older roles still without their usual title in
 * one of the bio languages: the roles split out of broader ones with only a few forms (Nurse
 * Anesthetist, Bicycle Mechanic, Coffee Roaster, Arborist, Soil Scientist, Costume and Textile
 * Designers, Gallerist, Deacon, Podiatrist, Site Engineer, Infrastructure Manager, Legal
 * Secretary, Radio Host, TV Presenter), Ukrainian titles of office, health, science, trade and
 * public-service roles that had Russian ones only, Japanese, Korean and Chinese titles the tables
 * held in one or two of the three, and Arabic and Hindi titles where bios write them. Feminine
 * and masculine forms where the language has both. Russian and Ukrainian forms are nominative:
 * the instrumental forms ("работаю ...ом") the tables hold already for the common roles.
 *
 * Left out on purpose, as other words, other roles or too broad:
 * - Hindi (folding drops the vowel signs): "नाई" (barber; folds onto "नई", new), "सैनिक"
 *   (soldier; onto "सनक", whim), "वेटर" (waiter; onto "वाटर", water), "कसाई" (butcher, also an
 *   insult), "सामाजिक कार्यकर्ता" (a social activist far more often than a social worker), "सीएमओ"
 *   (a chief medical officer in India), "आरजे" and "RJ" (initials).
 * - Korean: "검사" (prosecutor; also a test, an inspection), "집사" and "부제" (deacon; also a
 *   butler, a cat owner, a subtitle), "사장" and "회장" for President (an owner, a club's chair).
 * - Japanese and Chinese: "助祭" (two characters), "執事"/"执事" (deacon; also a butler, a
 *   steward), "烘焙师" (a baker as often as a coffee roaster), "職人" alone (any craftsman, and
 *   inside 職人気質), "审核员" alone (any auditor), "剪辑" alone (to edit), "画廊主" (inside
 *   画廊主办, hosted by a gallery), "产品运营" (in Chinese a user-growth and operations job, not
 *   product operations), "总裁" and "董事长" for President (inside 副总裁; a board's chair).
 * - Ukrainian and Russian: "митниця" (the customs office), "рибалка" (also fishing, the pastime),
 *   "наглядач" (any supervisor), "гід" alone (a guide to anything), "модель" (a model of
 *   anything), "тренер" and "інтерн" alone (any coach, any intern), "докторант" (a Doctor of
 *   Sciences candidate there, not a PhD student).
 * - Latin script: "IADE" (Turkish "iade", a refund), "saldatrice" (also the welding machine),
 *   "galerici" (Turkish: a car dealer), "pedólogo"/"pedologo" (also child study), "torrefattore"
 *   and "kahve kavurucu" (the roastery or the machine as often), "palacz" alone (a smoker),
 *   "secretaria jurídica" and "secretário jurídico" (Secretaría Jurídica, a ministry's legal
 *   department; a legal officer's post), "utbildningschef" and "eğitim müdürü" (a municipality's
 *   head of education), "ahli tanah" (a land expert as often), "asystent lekarza" (a doctor's
 *   office assistant as often), "ميكانيكي دراجات" alone (also motorbikes).
 * - Arabic: teachers' forms with "مدرسة" (also "a school").
 * - Two forms delivered keyword-stuffed bots on the tuning bench and were taken out: the masculine
 *   "podólogo"/"podologo" (the feminine and "podologista" stay) and "補聴器技能者".
 *
 * Forms another label holds already, so not repeated here (they would read as both): the French,
 * Polish and Swedish nurse anesthetists ("infirmier anesthésiste", "pielęgniarka
 * anestezjologiczna", "anestesisjuksköterska") are Nurse's, the Spanish and German emergency
 * medical technicians ("técnico en emergencias sanitarias", "Rettungssanitäter") Paramedic's,
 * "agente de aduanas" Customs Officer's, "репетитор" Teacher's, and "завуч" and "заместитель
 * директора школы" School Principal's.
 */
export const GAPS_2: LanguageForms = {
  job_role: {
    // Executives and investors
    "Indie Hacker": ["інді-хакер", "соло-підприємець", "соло-підприємиця"],
    President: ["президент компанії", "президентка компанії"],
    "Managing Director": ["전무이사", "керуюча директорка", "виконавча директорка"],
    CIO: ["іт-директор", "директор з інформаційних технологій", "директорка з інформаційних технологій"],
    CISO: ["директор з інформаційної безпеки", "директорка з інформаційної безпеки"],
    "Chief Data Officer": ["директор з даних", "директорка з даних"],
    "Chief of Staff": ["керівник апарату", "керівниця апарату", "مدير مكتب الرئيس التنفيذي", "مديرة مكتب الرئيس التنفيذي"],
    "Board Member": ["член наглядової ради", "член ради директорів", "незалежний директор", "незалежна директорка", "голова наглядової ради"],
    Advisor: ["радник", "радниця"],
    "Angel Investor": ["бізнес-ангел", "ангел-інвестор", "ангел-інвесторка"],
    "Venture Capitalist": ["венчурний інвестор", "венчурна інвесторка", "венчурний капіталіст"],
    "Limited Partner": ["شريك محدود", "شريكة محدودة"],
    "Investment Banker": ["інвестиційний банкір", "інвестбанкір", "投資銀行員"],
    Quant: ["квант-аналітик", "кількісний аналітик"],
    "VP Engineering": ["VPoE"],
    "Head of Product": ["VPoP", "директор з продукту", "директорка з продукту", "керівник продукту", "керівниця продукту"],

    // Engineering and data
    "Head of Engineering": ["керівник розробки", "керівниця розробки", "керівник відділу розробки", "директор з розробки"],
    "Engineering Manager": ["керівник команди розробки", "керівниця команди розробки"],
    "Tech Lead": ["техлід", "тімлід", "тімлідка"],
    "Principal Engineer": ["مهندس رئيسي", "مهندسة رئيسية"],
    "Software Architect": ["архітектор програмного забезпечення", "архітектор ПЗ", "системний архітектор", "архітекторка ПЗ"],
    "Solutions Architect": ["архітектор рішень", "архітекторка рішень"],
    "Embedded Engineer": ["інженер вбудованих систем", "розробник вбудованих систем", "розробниця вбудованих систем", "embedded-розробник"],
    "Hardware Engineer": ["інженер-електронік", "схемотехнік"],
    "Site Reliability Engineer": ["SRE-інженер", "SRE-інженерка"],
    "Platform Engineer": ["інженер платформи", "інженер інфраструктури", "платформний інженер"],
    "Cloud Engineer": ["хмарний інженер", "хмарна інженерка", "хмарний архітектор", "cloud-інженер"],
    "DevSecOps Engineer": ["DevSecOps-інженер", "DevSecOps-інженерка"],
    "Infrastructure Manager": [
      "gerente de infraestructura", "jefe de infraestructura", "jefa de infraestructura", "responsable de infraestructura", "gerente de infraestrutura",
      "gestor de infraestrutura", "gestora de infraestrutura", "responsable infrastructure", "responsable des infrastructures", "responsable infrastructures",
      "leiter it-infrastruktur", "leiterin it-infrastruktur", "leiter infrastruktur", "leiterin infrastruktur", "responsabile infrastrutture",
      "responsabile infrastruttura it", "manager infrastructuur", "teamleider infrastructuur", "kierownik infrastruktury it", "kierowniczka infrastruktury it",
      "kierownik działu infrastruktury", "infrastrukturchef", "infrastrukturansvarig", "altyapı müdürü", "altyapı yöneticisi", "altyapi müdürü",
      "manajer infrastruktur it", "руководитель ИТ-инфраструктуры", "руководитель отдела инфраструктуры", "начальник отдела инфраструктуры",
      "керівник ІТ-інфраструктури", "керівник відділу інфраструктури", "インフラマネージャー", "インフラ責任者", "基础架构经理", "运维经理", "運維經理",
      "인프라 매니저", "인프라 팀장", "مدير البنية التحتية لتقنية المعلومات", "مدير البنية التحتية",
    ],
    "Robotics Engineer": ["مهندس روبوتات", "مهندسة روبوتات", "مهندس روبوتيكس", "रोबोटिक्स इंजीनियर"],
    "Salesforce Developer": ["セールスフォースエンジニア", "세일즈포스 개발자", "مطور سيلزفورس", "Salesforce开发工程师"],
    "Salesforce Administrator": [
      "Salesforce管理者", "セールスフォース管理者", "Salesforce管理员", "세일즈포스 관리자", "администратор Salesforce", "адміністратор Salesforce",
      "مسؤول سيلزفورس", "administratore salesforce", "salesforce-beheerder",
    ],
    "No-Code Developer": [
      "no-code разработчик", "no-code-разработчик", "ноукодер", "no-code розробник", "노코드 개발자", "노코드 빌더", "ノーコードエンジニア", "零代码开发者",
      "低代码开发工程师", "مطور نو كود", "développeur no-code", "développeuse no-code", "no-code-entwickler", "no-code-entwicklerin",
      "sviluppatore no-code", "sviluppatrice no-code", "desenvolvedor no-code", "desenvolvedora no-code", "no-code ontwikkelaar", "programista no-code",
      "no-code geliştirici", "no-code utvecklare",
    ],
    "L&D Manager": [
      "مدير التدريب والتطوير", "مديرة التدريب والتطوير", "أخصائي تدريب وتطوير", "أخصائية تدريب وتطوير", "менеджер по обучению персонала",
      "менеджер по обучению и развитию", "специалист по обучению персонала", "менеджер з навчання та розвитку", "менеджерка з навчання та розвитку",
      "人材開発担当", "培训经理", "培訓經理", "gerente de formación", "responsável pela formação", "gestor de formação", "responsable du développement des compétences",
      "responsabile formazione", "responsabile della formazione", "opleidingsmanager", "manager opleidingen", "kierownik szkoleń", "kierowniczka szkoleń",
      "utbildningsansvarig", "eğitim ve gelişim müdürü", "manajer pelatihan",
    ],
    "Database Administrator": ["مدير قواعد البيانات", "مسؤول قواعد البيانات", "مديرة قواعد البيانات", "डेटाबेस एडमिनिस्ट्रेटर"],
    "Accessibility Specialist": [
      "специалист по цифровой доступности", "эксперт по доступности", "фахівець з доступності", "фахівчиня з цифрової доступності",
      "أخصائي إمكانية الوصول", "خبير إمكانية الوصول الرقمي", "toegankelijkheidsexpert", "toegankelijkheidsspecialist", "audytor dostępności",
      "audytorka dostępności", "specjalista dostępności cyfrowej", "specjalistka dostępności cyfrowej", "tillgänglighetsexpert", "tillgänglighetsspecialist",
      "expert accessibilité", "consultant accessibilité", "consultante accessibilité", "auditeur accessibilité", "auditrice accessibilité",
      "esperta di accessibilità", "consulente accessibilità", "consultor de accesibilidad", "consultora de accesibilidad", "consultor de acessibilidade",
      "consultora de acessibilidade", "erişilebilirlik uzmanı", "erişilebilirlik uzmani", "spesialis aksesibilitas",
    ],
    "Content Moderator": [
      "модератор контента", "контент-модератор", "модератор контенту", "модераторка контенту", "콘텐츠 모더레이터", "콘텐츠 검수원", "内容审核员",
      "內容審核員", "مشرف محتوى", "مشرفة محتوى", "مراقب محتوى", "moderator treści", "moderatorka treści", "moderatore di contenuti",
      "moderatrice di contenuti", "contentmoderator", "innehållsmoderator", "içerik moderatörü", "moderator konten",
    ],
    "UX Writer": [
      "UX文案", "UX-писатель", "UX-редактор", "UX-райтер", "UX-редакторка", "كاتب تجربة المستخدم", "كاتبة تجربة المستخدم", "ux-schrijver",
      "copywriter ux", "ux skribent", "ux yazarı",
    ],
    "Clinical Research Associate": [
      "monitor badań klinicznych", "koordynator badań klinicznych", "koordynatorka badań klinicznych", "klinik araştırma koordinatörü",
      "monitor de pesquisa clínica", "coordenador de pesquisa clínica", "coordenadora de pesquisa clínica", "koordinator uji klinis",
      "منسق أبحاث سريرية", "منسقة أبحاث سريرية", "مراقب دراسات سريرية", "специалист по клиническим исследованиям", "монитор клинических исследований",
      "монітор клінічних досліджень", "фахівець з клінічних досліджень",
    ],
    "Patent Attorney": [
      "وكيل براءات اختراع", "وكيلة براءات اختراع", "محامي براءات اختراع", "патентный поверенный", "патентний повірений", "патентна повірена",
    ],
    "Demand Planner": ["специалист по планированию спроса", "менеджер по планированию спроса", "фахівець з планування попиту", "efterfrågeplanerare", "talep planlama uzmanı"],
    "Blockchain Developer": ["блокчейн-розробник", "блокчейн-розробниця", "розробник смарт-контрактів"],
    "Technical Writer": ["техрайтер", "технічний письменник", "технічна письменниця"],
    "Head of Data": ["керівник відділу даних", "керівник відділу аналітики", "директор з аналітики"],
    "Data Scientist": ["дата-саєнтист", "дата саєнтист", "дата-саєнтистка"],
    "Analytics Engineer": ["інженер аналітики", "інженерка аналітики"],
    "AI Engineer": ["AI-інженер", "ШІ-інженер", "AI-інженерка", "інженер зі штучного інтелекту"],
    "Open Source Maintainer": ["мейнтейнер", "мейнтейнерка"],

    // Product, design, marketing, sales
    "Product Owner": ["власник продукту", "власниця продукту"],
    "Program Manager": ["менеджер програм", "менеджерка програм"],
    "Scrum Master": ["скрам-майстер", "敏捷教练", "敏捷教練"],
    "Head of Design": ["директор з дизайну", "директорка з дизайну", "керівник відділу дизайну"],
    "UX Researcher": ["UX-дослідник", "UX-дослідниця"],
    "Creative Director": ["креативний директор", "креативна директорка"],
    "Performance Marketer": ["таргетологиня"],
    "Content Marketer": ["контент-менеджерка"],
    "Product Marketing Manager": ["продуктовий маркетолог", "продуктова маркетологиня"],
    "Community Manager": ["ком'юніті-менеджер", "ком'юніті-менеджерка"],
    "Demand Generation Manager": ["менеджер з лідогенерації", "менеджерка з лідогенерації"],
    "Affiliate Manager": ["афіліат-менеджер", "афіліат-менеджерка"],
    "Medical Sales Representative": ["медичний представник", "медична представниця"],
    "Partnerships Manager": ["менеджер з партнерств", "менеджерка з партнерств", "менеджер з партнерських відносин"],
    "Revenue Operations Manager": ["销售运营"],
    "Customer Success Manager": ["менеджер з успіху клієнтів", "менеджерка з успіху клієнтів"],
    "Customer Support Manager": ["керівник служби підтримки", "керівниця служби підтримки"],
    "Payroll Specialist": ["бухгалтер з розрахунку заробітної плати", "бухгалтерка з розрахунку заробітної плати"],

    // Office, finance, legal
    "Personal Assistant": ["パーソナルアシスタント", "私人助理", "개인 비서", "assistente pessoal", "asistente personal", "assistant personnel", "assistante personnelle"],
    "Court Reporter": ["стенографіст", "стенографістка"],
    "Legal Secretary": [
      "secrétaire juridique", "anwaltssekretärin", "anwaltssekretär",
      "sekretarka w kancelarii prawnej", "секретарь юриста", "секретарь адвоката", "секретар юриста", "سكرتيرة قانونية",
      "سكرتير قانوني", "弁護士秘書", "法律事務所秘書", "律师秘书", "律師秘書", "법률 비서",
    ],
    "Virtual Assistant": ["버추얼 어시스턴트", "віртуальний асистент", "віртуальна асистентка"],
    Bookkeeper: ["рахівник", "рахівниця"],
    Actuary: ["актуарій"],
    "Head of Procurement": ["директор із закупівель", "директор з закупівель", "керівник відділу закупівель"],
    "Head of Supply Chain": ["директор з логістики", "директорка з логістики"],
    "General Counsel": ["головний юрист", "головна юристка", "директор юридичного департаменту"],
    Paralegal: ["помічник юриста", "помічниця юриста", "помічник адвоката", "помічниця адвоката"],
    "Compliance Officer": ["комплаєнс-офіцер", "комплаєнс-менеджер"],
    "General Manager": ["총지배인", "генеральний менеджер", "генеральна менеджерка", "जनरल मैनेजर", "महाप्रबंधक"],
    "Sustainability Manager": ["менеджер зі сталого розвитку", "менеджерка зі сталого розвитку"],
    "Head of Sustainability": ["директор зі сталого розвитку", "директорка зі сталого розвитку"],
    "Real Estate Investor": ["інвестор у нерухомість", "інвесторка в нерухомість"],
    "Property Manager": ["プロパティマネージャー", "керуючий нерухомістю"],
    "Facilities Manager": ["завгосп"],
    "Real Estate Appraiser": ["оцінювач нерухомості", "оцінювачка нерухомості"],
    "Home Inspector": ["ホームインスペクター", "住宅診断士", "验房师", "驗屋師"],
    "Leasing Agent": ["租赁顾问", "агент з оренди", "агентка з оренди"],
    "Mortgage Broker": ["іпотечний брокер", "кредитний брокер"],
    "Loan Officer": [
      "대출상담사", "融資担当", "信贷员", "信貸專員", "موظف قروض", "موظفة قروض", "مسؤول قروض", "кредитний спеціаліст", "oficial de crédito",
      "oficial de préstamos", "ejecutivo de crédito", "ejecutiva de crédito", "agente de crédito", "chargé de prêts", "chargée de prêts",
    ],
    "Insurance Agent": ["страховий агент", "страхова агентка"],

    // Creators and media
    "Newsletter Writer": ["뉴스레터", "نشرة بريدية", "автор рассылки", "авторка розсилки"],
    "UGC Creator": ["UGCクリエイター", "UGC 크리에이터", "UGC创作者"],
    "Game Streamer": ["ستريمر ألعاب", "игровой стример", "ігровий стример", "летсплейщик"],
    Podcaster: ["ведучий подкасту", "ведуча подкасту"],
    "Citizen Journalist": ["громадянський журналіст", "громадянська журналістка"],
    Photographer: ["фотографка"],

    // Education and science
    "ESL Teacher": ["مدرس لغة إنجليزية", "معلم لغة انجليزية للناطقين بغيرها", "अंग्रेजी शिक्षक"],
    Tutor: ["частный репетитор", "приватний репетитор", "مدرس خصوصي", "معلم خصوصي", "معلمة خصوصية", "ट्यूटर", "होम ट्यूटर"],
    "Driving Instructor": ["инструктор по вождению", "автоинструктор", "інструктор з водіння", "автоінструктор", "ड्राइविंग इंस्ट्रक्टर"],
    "Deputy Head Teacher": ["заступник директора школи", "заступниця директора школи"],
    "Teaching Assistant": ["асистент вчителя", "асистентка вчителя"],
    "Special Education Teacher": ["корекційний педагог", "вчитель-дефектолог"],
    "Instructional Designer": ["педагогічний дизайнер", "педагогічна дизайнерка"],
    Librarian: ["бібліотекар", "бібліотекарка"],
    Archivist: ["архівіст", "архівістка", "архіваріус"],
    Biologist: ["біолог", "біологиня"],
    "Marine Biologist": ["морський біолог", "гідробіолог"],
    Microbiologist: ["мікробіолог", "мікробіологиня"],
    Neuroscientist: ["нейробіолог", "нейронауковець", "нейронауковиця", "न्यूरोसाइंटिस्ट"],
    Biochemist: ["біохімік", "біохімікиня"],
    Chemist: ["хімік", "хімікиня"],
    Physicist: ["фізик", "фізикиня"],
    Mathematician: ["математикиня"],
    Ecologist: ["еколог", "екологиня"],
    "Climate Scientist": ["кліматолог", "кліматологиня"],
    Epidemiologist: ["епідеміолог", "епідеміологиня"],
    "Soil Scientist": [
      "edafólogo", "edafóloga", "pédologue", "bodenkundler", "bodenkundlerin", "bodemkundige", "gleboznawca", "markvetare", "toprak bilimci",
      "ahli ilmu tanah", "почвовед", "ґрунтознавець", "土壌学者", "土壤学家", "土壤學家", "토양학자", "عالم تربة", "عالمة تربة",
    ],

    // Health
    "Healthcare Professional": ["медпрацівник", "медична працівниця", "медичний працівник"],
    "General Practitioner": ["가정의학과 의사", "가정의학과 전문의", "家庭医", "かかりつけ医", "総合診療医", "जनरल फिजिशियन"],
    "Resident Physician": ["лікар-інтерн", "лікарка-інтерн"],
    Radiologist: ["радіолог", "лікар-рентгенолог"],
    Anesthesiologist: ["анестезіолог", "анестезіологиня"],
    "Emergency Physician": ["лікар екстреної медицини", "лікар швидкої допомоги", "лікарка швидкої допомоги"],
    "Nurse Anesthetist": [
      "enfermera de anestesia", "enfermero de anestesia", "enfermeiro anestesista", "enfermeira anestesista", "anästhesiepfleger", "anästhesiepflegerin", "fachkrankenpfleger für anästhesie", "infermiere di anestesia",
      "infermiera di anestesia", "pielęgniarz anestezjologiczny", "anestezi hemşiresi",
      "perawat anestesi", "penata anestesi", "медсестра-анестезист", "медбрат-анестезист", "медсестра-анестезистка", "сестра-анестезистка",
      "麻酔看護師", "麻醉护士", "麻醉護理師", "마취전문간호사", "ممرض تخدير", "ممرضة تخدير",
    ],
    "Nursing Assistant": ["молодша медсестра", "санітарка", "санітар"],
    "Occupational Therapist": ["ерготерапевт", "ерготерапевтка"],
    Optometrist: ["оптометристка"],
    "Dental Hygienist": ["стоматолог-гігієніст", "гігієністка стоматологічна"],
    "Dental Assistant": ["치과조무사", "歯科助手", "牙科助理", "牙醫助理", "асистент стоматолога", "асистентка стоматолога"],
    Dietitian: ["дієтолог", "дієтологиня", "нутриціолог", "нутриціологиня"],
    "Nutrition Coach": [
      "coach de nutrición", "coach de nutrição", "coach en nutrition", "coach nutrition", "ernährungscoach", "coach nutrizionale",
      "trener żywieniowy", "trenerka żywieniowa", "kostcoach", "beslenme koçu", "coach nutrisi", "нутрикоуч", "영양 코치", "营养教练",
    ],
    Chiropractor: ["хіропрактик"],
    Podiatrist: [
      "podóloga", "podologista", "pédicure-podologue", "podologue", "podologa", "podotherapeut", "podolog", "fotterapeut",
      "подолог", "足科医生", "足病医生", "фахівець з подології",
    ],
    "Medical Secretary": [
      "سكرتيرة طبية", "سكرتير طبي", "медичний реєстратор", "медреєстратор", "arztsekretärin", "medizinische sekretärin", "segretaria medica",
      "medisch secretaresse", "sekretaris medis",
    ],
    Phlebotomist: ["flebotomista", "bloedafnemer"],
    "Respiratory Therapist": ["呼吸療法認定士"],
    "Healthcare Administrator": ["головлікар", "головний лікар", "головна лікарка"],
    "Dental Technician": ["зубний технік", "зубна технікиня"],
    Audiologist: [
      "аудіолог", "сурдолог-аудіолог", "助听器验配师", "ऑडियोलॉजिस्ट", "protetyk słuchu", "protetyczka słuchu", "audionom",
      "audioprotesista",
    ],
    "Physician Assistant": ["PA 간호사", "PA간호사", "医师助理", "醫師助理"],

    // Built environment and trades
    "Landscape Architect": ["ландшафтний архітектор", "ландшафтний дизайнер", "ландшафтна дизайнерка"],
    "Interior Designer": ["дизайнер інтер'єру", "дизайнерка інтер'єру", "дизайнер інтер'єрів"],
    Surveyor: ["землевпорядник", "землевпорядниця"],
    "Crane Operator": ["машинист крана", "машинист башенного крана", "машиніст крана", "машиніст баштового крана", "क्रेन ऑपरेटर"],
    "Urban Planner": ["урбаніст", "урбаністка", "містобудівник"],
    "Quantity Surveyor": ["инженер-сметчик", "кошторисник", "кошторисниця", "مهندس كميات", "مهندسة كميات", "حاسب كميات", "क्वांटिटी सर्वेयर"],
    "Mining Engineer": ["гірничий інженер", "гірнича інженерка"],
    "Petroleum Engineer": ["інженер-нафтовик"],
    "Energy Engineer": ["інженер-енергетик", "інженерка-енергетикиня"],
    "Solar Installer": ["монтажник сонячних панелей", "монтажник сонячних електростанцій"],
    "Funeral Director": ["ритуальний агент"],
    "General Contractor": ["підрядник", "генпідрядник"],
    "Construction Manager": ["виконроб"],
    "Site Engineer": [
      "ingeniero de obra", "ingeniera de obra", "ingénieur travaux", "ingénieure travaux", "ingegnere di cantiere", "inżynier budowy", "inżynierka budowy",
      "insinyur lapangan", "현장 엔지니어", "现场工程师", "現場工程師", "साइट इंजीनियर",
    ],
    Welder: ["용접사", "溶接技能者"],
    Machinist: ["токар", "фрезерувальник"],
    "Bicycle Mechanic": [
      "mecánico de bicicletas", "mecánica de bicicletas", "mecânico de bicicletas", "mecânico de bike", "mécanicien vélo", "mécanicienne vélo",
      "mécanicien cycles", "meccanico di biciclette", "meccanico bici", "fietsmonteur", "mechanik rowerowy", "cykelmekaniker", "bisiklet tamircisi",
      "mekanik sepeda", "веломеханик", "веломеханік", "自転車整備士", "自行车维修师", "자전거 정비사", "ميكانيكي دراجات هوائية",
    ],
    "Aircraft Maintenance Technician": ["авіатехнік", "авіамеханік"],
    Landscaper: ["садівник", "садівниця"],
    Arborist: [
      "arborista", "arboriste", "arboriste-grimpeur", "élagueur", "élagueuse", "baumpfleger", "baumpflegerin", "baumkletterer", "arboricoltore",
      "boomverzorger", "arborysta", "arborystka", "trädvårdare", "ağaç bakım uzmanı", "樹木医", "アーボリスト", "树艺师", "樹藝師", "아보리스트",
      "나무의사",
    ],
    Janitor: ["прибиральниця", "прибиральник"],

    // Food, hospitality and personal services
    "Restaurant Manager": ["керуючий рестораном", "менеджер ресторану"],
    "Coffee Roaster": [
      "tostador de café", "tostadora de café", "torrador de café", "torradora de café", "mestre de torra", "torréfacteur", "torréfactrice",
      "kaffeeröster", "kafferösterin", "koffiebrander", "palacz kawy", "kafferostare", "roaster kopi", "обжарщик кофе", "обсмажувальник кави",
      "焙煎士", "コーヒー焙煎士", "咖啡烘焙师", "咖啡烘焙師", "커피 로스터",
    ],
    Sommelier: ["сомельє"],
    Butcher: ["м'ясник"],
    "Front Office Manager": ["前厅经理", "前廳經理", "프론트 매니저"],
    "Hotel Owner": ["власник готелю", "власниця готелю"],
    "Vacation Rental Host": ["Airbnb房东"],
    Winemaker: ["винороб", "виноробка"],
    Esthetician: ["косметологиня"],
    "Festival Producer": ["організатор фестивалів", "організаторка фестивалів"],
    "Event Manager": ["івент-менеджер", "івент-менеджерка", "організатор заходів", "організаторка заходів"],
    "Wedding Planner": ["весільний організатор", "весільна організаторка"],
    "Car Salesperson": ["продавець автомобілів"],
    "Travel Agent": ["турагентка"],
    "Gym Owner": ["власник фітнес-клубу", "власниця фітнес-студії"],
    Athlete: ["футболіст", "футболістка"],
    Referee: ["футбольний арбітр"],
    "Pro Gamer": ["кіберспортсмен", "кіберспортсменка"],
    "Dog Trainer": ["кінолог", "кінологиня"],
    Jeweler: ["ювелір", "ювелірка"],

    // Public service, faith, land and transport
    "First Responder": ["рятувальник", "рятувальниця"],
    "Policy Analyst": ["аналітик з публічної політики", "аналітикиня з публічної політики"],
    Mediator: ["медіатор", "медіаторка"],
    "Nonprofit Leader": ["голова громадської організації", "керівник благодійного фонду", "керівниця благодійного фонду"],
    "Customs Officer": ["митник"],
    Priest: ["священик"],
    Deacon: [
      "diácono", "diacono", "diakonisa", "diyakoz", "диакон", "дьякон", "диякон", "شماس", "شماسة",
    ],
    Imam: ["імам"],
    Rabbi: ["рабин"],
    Chaplain: ["капелан", "капеланка"],
    Monastic: ["черниця"],
    Rancher: ["тваринник"],
    Beekeeper: ["бджоляр", "пасічник", "пасічниця"],
    Forester: ["лісник", "лісничий"],
    Pilot: ["पायलट"],
    "Drone Pilot": ["оператор дронів", "операторка дронів"],
    "Freight Broker": ["експедитор"],
    "Customs Broker": ["관세사", "митний брокер", "agent celny", "agentka celna", "doganalista", "zolldeklarant", "zolldeklarantin"],
    "Warehouse Manager": ["завідувач складу", "завідувачка складу"],
    "Plant Manager": ["директор заводу"],
    "Quality Inspector": ["контролер ВТК"],

    // Arts and media
    "Voice Actor": ["актор озвучення", "акторка озвучення", "актор дубляжу"],
    Comedian: ["комік", "стендап-комік", "стендаперка"],
    Dancer: ["танцюрист", "танцівниця", "танцюристка"],
    "Fashion Designer": ["дизайнер одягу", "дизайнерка одягу", "модельєр"],
    "Costume Designer": [
      "diseñador de vestuario", "diseñadora de vestuario", "figurinista", "costumier", "costumière", "kostümbildner", "kostümbildnerin", "costumista",
      "kostuumontwerper", "kostuumontwerpster", "kostiumograf", "kostiumografka", "kostymdesigner", "kostymör", "kostüm tasarımcısı",
      "perancang kostum", "художник по костюмам", "художниця з костюмів", "衣装デザイナー", "مصمم أزياء مسرحية",
    ],
    "Textile Designer": [
      "diseñador textil", "diseñadora textil", "designer têxtil", "designer textile", "dessinateur textile", "dessinatrice textile", "textildesigner",
      "textildesignerin", "designer tessile", "textielontwerper", "projektant tkanin", "projektantka tkanin", "tekstil tasarımcısı", "desainer tekstil",
      "дизайнер текстиля", "дизайнер текстилю", "テキスタイルデザイナー", "纺织品设计师", "面料设计师", "텍스타일 디자이너", "مصمم أقمشة", "مصممة أقمشة",
    ],
    Dressmaker: ["швачка", "кравець", "кравчиня"],
    "Technical Artist": ["технічний художник"],
    "Museum Curator": ["куратор виставок", "кураторка виставок"],
    Gallerist: [
      "галерист", "галеристка", "ギャラリスト", "画廊老板", "畫廊老闆", "갤러리스트", "صاحب معرض فني", "صاحبة معرض فني", "gallerista", "galerzysta", "galerzystka",
      "galeriehouder", "galeriehoudster", "galleriägare",
    ],
    "Film Producer": ["кінопродюсер", "кінопродюсерка"],
    "Video Editor": ["動画編集者", "映像編集者", "视频剪辑师", "剪辑师", "剪輯師"],
    "Music Producer": ["музичний продюсер", "музична продюсерка"],
    "Sound Engineer": ["音響エンジニア", "レコーディングエンジニア", "звукорежисер", "звукорежисерка", "साउंड इंजीनियर"],
    "News Anchor": ["ведучий новин", "ведуча новин"],
    "Radio Host": [
      "ラジオパーソナリティ", "电台主持人", "電台主持人", "라디오 DJ", "라디오 진행자", "مذيع راديو", "مذيعة راديو", "مذيع إذاعي", "مذيعة إذاعية",
      "радіоведучий", "радіоведуча", "रेडियो जॉकी", "radialista", "radyo programcısı", "penyiar radio", "speaker radiofonico",
    ],
    "TV Presenter": [
      "电视节目主持人", "電視節目主持人", "방송인", "مقدم برامج تلفزيونية", "مقدمة برامج تلفزيونية", "телеведучий", "телеведуча", "टीवी एंकर",
      "テレビ司会者", "televizyon sunucusu", "presenter televisi",
    ],
    Photojournalist: ["фотокореспондент", "фотокореспондентка"],
    "Book Editor": ["літературний редактор", "літературна редакторка"],
    Wikipedian: ["위키백과 편집자", "维基人", "維基人", "вікіпедист", "вікіпедистка"],
    "Literary Agent": ["літературний агент", "літературна агентка"],
    "E-commerce Manager": ["менеджер маркетплейсів", "менеджерка маркетплейсів"],
  },
  industry: {},
};

import type { Label } from "./label.js";

/**
 * Where people work: markets and sectors, B2B-tech heavy. "Technology" is the broad "tech" that
 * every software, data and internet market sits under. `related` names neighbouring markets: a
 * bank for fintech, a B2C app for SaaS (a weaker match either way round).
 */
export const INDUSTRIES: readonly Label[] = [
  { name: "Technology", synonyms: ["tech", "tech industry", "information technology", "it", "software", "tech company", "tech companies", "big tech", "startup", "startups", "start-up", "start-ups", "scale-up", "scale-ups", "scaleup", "tech startup", "early-stage startup", "empresa emergente", "internet", "teknologi", "tecnología", "tecnologia", "technologie", "tecnologia da informação", "informatique", "bilişim", "テック", "IT業界", "科技", "互联网"] },

  // Software and infrastructure
  { name: "SaaS", synonyms: ["software as a service", "b2b saas", "cloud software", "micro-saas", "micro saas", "saas b2b"], parents: ["Technology"], related: ["B2B Software", "Developer Tools", "Productivity Software", "Consumer Apps", "Marketplaces", "AI", "Sales Tech", "Recruiting/HR Tech", "Fintech", "Cybersecurity", "Data & Analytics", "Edtech", "Healthtech", "Legal Tech", "PropTech", "No-Code Tools"] },
  { name: "B2B Software", synonyms: ["enterprise software", "b2b", "business software", "b2b tech"], parents: ["Technology"], related: ["SaaS"] },
  { name: "Developer Tools", synonyms: ["devtools", "dev tools", "developer platforms", "developer tooling"], parents: ["Technology"] },
  { name: "Open Source", synonyms: ["oss", "open-source"], parents: ["Technology"] },
  { name: "Cloud Infrastructure", synonyms: ["cloud", "cloud computing", "infrastructure", "infra", "iaas", "paas"], parents: ["Technology"] },
  { name: "Data & Analytics", synonyms: ["data", "analytics", "big data", "business intelligence", "bi", "data and analytics"], parents: ["Technology"] },
  { name: "AI", synonyms: ["artificial intelligence", "ai/ml", "machine learning", "ml", "generative ai", "genai", "inteligencia artificial", "inteligência artificial", "intelligence artificielle", "künstliche intelligenz", "intelligenza artificiale", "yapay zeka", "kecerdasan buatan", "ia", "ki", "人工知能", "人工智能", "인공지능"], parents: ["Technology"] },
  { name: "Cybersecurity", synonyms: ["cyber security", "infosec", "information security", "security", "ciberseguridad", "cibersegurança", "cybersécurité", "cybersicherheit", "sicurezza informatica", "siber güvenlik", "keamanan siber", "サイバーセキュリティ", "セキュリティ", "网络安全", "사이버보안", "appsec", "application security", "cloud security", "cyber"], parents: ["Technology"] },
  { name: "Productivity Software", synonyms: ["productivity", "productivity tools", "collaboration software"], parents: ["Technology"] },
  { name: "No-Code Tools", synonyms: ["no-code", "nocode", "low-code", "low code"], parents: ["Technology"] },
  { name: "Telecommunications", synonyms: ["telecom", "telco", "5g", "telecomunicaciones", "telecomunicações", "télécommunications"], parents: ["Technology"] },

  // Money
  { name: "Fintech", synonyms: ["financial technology", "fin tech", "fintechs", "embedded finance", "lending", "neo bank", "neobank", "neobanks", "digital bank", "digital banking", "open banking", "regtech", "wealthtech", "proptech lending", "bnpl", "buy now pay later", "crypto infrastructure", "pagos", "pagamentos", "spend management", "expense management", "corporate cards", "remittances", "money transfer", "mobile money", "digital wallet", "e-wallet", "credit cards", "lending platform"], parents: ["Technology"], related: ["Banking", "Financial Services", "Insurance", "Crypto/Web3", "Accounting"] },
  { name: "Banking", synonyms: ["banks", "bank", "retail banking", "banco", "banque", "bankwesen", "banca", "bankacılık", "perbankan", "銀行"], parents: ["Financial Services"], related: ["Fintech"] },
  { name: "Financial Services", synonyms: ["finance", "wealth management", "asset management", "nbfc", "microfinance", "credit union", "finanzas", "finanças", "hedge fund", "hedge funds", "capital markets"], related: ["Fintech"] },
  { name: "Payments", synonyms: ["payment processing", "paytech", "payments infrastructure", "payment", "merchant payments", "cross-border payments"], parents: ["Fintech"] },
  { name: "Insurance", synonyms: ["seguros", "assurance", "versicherung", "assicurazioni"] },
  { name: "Insurtech", synonyms: ["insurance technology", "insure tech"], parents: ["Insurance", "Fintech"] },
  { name: "Crypto/Web3", synonyms: ["crypto", "cryptocurrency", "web3", "web 3", "blockchain", "defi", "nft", "nfts", "bitcoin", "ethereum", "cripto", "criptomonedas", "kripto"], parents: ["Technology"], related: ["Fintech"] },
  { name: "Venture Capital", synonyms: ["vc", "private equity", "pe", "investment", "investing", "venture", "seed fund", "vc fund", "venture fund", "venture capital firm", "capital riesgo", "capital de risco", "capital-risque", "risikokapital"], related: ["Financial Services"] },
  { name: "Accounting", synonyms: ["accounting services", "tax", "audit", "bookkeeping", "invoicing", "invoice", "payroll", "accounts payable", "contabilidad", "contabilidade", "comptabilité", "buchhaltung"], related: ["Fintech", "Financial Services"] },

  // Health and science
  { name: "Healthtech", synonyms: ["health tech", "digital health", "healthcare technology", "healthtech startup"], parents: ["Healthcare", "Technology"] },
  { name: "Healthcare", synonyms: ["health care", "health", "hospitals", "hospital", "clinic", "clinics", "salud", "saúde", "santé", "gesundheitswesen", "sanità", "sağlık", "kesehatan", "医療", "医疗", "의료"] },
  { name: "Medtech", synonyms: ["medical devices", "medical technology", "med tech"], parents: ["Healthcare"] },
  { name: "Biotech", synonyms: ["biotechnology", "life sciences"] },
  { name: "Pharma", synonyms: ["pharmaceuticals", "pharmaceutical"] },
  { name: "Mental Health", synonyms: ["mental wellness"], parents: ["Healthcare"] },
  { name: "Wellness & Fitness", synonyms: ["fitness", "wellness", "health and wellness", "wellness and fitness"] },

  // Learning and work
  { name: "Edtech", synonyms: ["education technology", "ed tech", "e-learning", "elearning", "online learning", "online courses"], parents: ["Education", "Technology"] },
  { name: "Education", synonyms: ["schools", "school", "higher education", "higher ed", "academia", "university", "educación", "educação", "éducation", "bildung", "istruzione", "onderwijs", "eğitim", "pendidikan", "教育"] },
  { name: "Recruiting/HR Tech", synonyms: ["hr tech", "hrtech", "recruiting", "recruitment", "staffing", "hr", "human resources", "talent", "future of work", "recruitment agency", "staffing agency", "executive search", "personalberatung", "reclutamiento", "recrutement", "recrutamento"], related: ["SaaS"] },
  { name: "Legal Tech", synonyms: ["legaltech", "law tech"], parents: ["Legal", "Technology"] },
  { name: "Legal", synonyms: ["law", "legal services", "law firm", "law firms", "derecho", "direito", "droit", "recht", "diritto", "hukuk", "hukum", "法律"] },
  { name: "Consulting", synonyms: ["professional services", "management consulting", "advisory", "consultoría", "consultoria", "conseil", "beratung"] },

  // Commerce and consumer
  { name: "E-commerce", synonyms: ["ecommerce", "e-com", "ecom", "online retail", "comercio electrónico", "comércio eletrônico", "online store", "online stores", "online shop", "loja online", "tienda online", "tienda en línea", "boutique en ligne", "onlineshop", "online-shop", "negozio online", "webshop", "e-ticaret", "toko online", "ネットショップ", "电商", "private label", "print-on-demand", "print on demand"], related: ["Retail", "Marketplaces", "Consumer Goods", "Fashion", "Beauty", "Food & Beverage", "Pet Care"] },
  { name: "DTC Brands", synonyms: ["dtc", "d2c", "direct to consumer", "direct-to-consumer", "dtc brand", "d2c brand"], parents: ["E-commerce"] },
  { name: "Retail", synonyms: ["brick and mortar", "retailer", "retail store", "varejo", "einzelhandel", "commerce de détail"], related: ["E-commerce"] },
  { name: "Marketplaces", synonyms: ["marketplace", "two-sided marketplace"], parents: ["Technology"], related: ["E-commerce"] },
  { name: "Consumer Goods", synonyms: ["cpg", "fmcg", "consumer packaged goods", "handmade", "hand-dyed", "crafts", "ceramics", "candles", "yarn", "soap", "home decor", "homeware", "furniture", "toys", "personal care", "supplements", "artesanía", "artesanato", "artisanat", "kunsthandwerk"], related: ["E-commerce", "Retail"] },
  { name: "Consumer Apps", synonyms: ["consumer", "consumer tech", "b2c", "mobile apps", "consumer app", "b2c app"], parents: ["Technology"] },
  { name: "Food & Beverage", synonyms: ["f&b", "food and beverage", "food", "beverage", "foodtech", "food tech", "gastronomía", "gastronomia", "gastronomie", "bakery", "café", "coffee shop", "coffee roastery", "catering", "brewery", "craft beer", "winery", "wine", "food delivery", "meal kits", "lunch delivery", "panadería", "padaria", "boulangerie", "bäckerei", "pasticceria", "cocktails", "snacks", "restaurante", "cafetería"] },
  { name: "Agriculture", synonyms: ["agtech", "agritech", "farming", "agribusiness"] },
  { name: "Hospitality", synonyms: ["hotels", "restaurants", "hotel", "restaurant", "hospitality industry", "hostelería", "hotelaria", "hôtellerie", "gastgewerbe", "ristorazione"], related: ["Food & Beverage", "Travel"] },
  { name: "Travel", synonyms: ["tourism", "travel tech", "traveltech", "turismo", "tourisme"] },
  { name: "Fashion", synonyms: ["apparel", "clothing", "fashion tech", "moda", "mode", "swimwear", "streetwear", "jewelry", "jewellery", "sneakers", "handbags", "knitwear", "ropa", "roupa", "vêtements", "kleidung", "abbigliamento", "moda praia", "lingerie", "accessories"] },
  { name: "Beauty", synonyms: ["cosmetics", "skincare", "beauty tech", "k-beauty"] },
  { name: "Sports", synonyms: ["sports tech", "sportstech"] },
  { name: "Pet Care", synonyms: ["pets", "petcare", "pet tech"] },
  { name: "Events", synonyms: ["events industry", "event management", "conferences"] },

  // Marketing, media and entertainment
  { name: "Marketing/Advertising", synonyms: ["marketing", "advertising", "adtech", "ad tech", "martech", "mar tech", "marketing technology", "digital marketing", "marketing & advertising", "publicidad", "publicidade", "publicité", "werbung", "pubblicità"] },
  { name: "Marketing Agency", synonyms: ["agency", "agencies", "digital agency", "creative agency", "growth agency", "performance agency", "ad agency", "seo agency", "ppc agency", "amazon ppc agency", "agencia", "agência", "agence", "agentur"], parents: ["Marketing/Advertising"] },
  { name: "Sales Tech", synonyms: ["salestech", "sales technology", "revenue intelligence", "sales automation"], parents: ["Technology"] },
  { name: "Media", synonyms: ["publishing", "news", "digital media", "journalism", "medios", "mídia", "médias", "medien"] },
  { name: "Entertainment", synonyms: ["film", "tv", "television", "music", "streaming", "entretenimiento", "entretenimento", "divertissement", "unterhaltung"] },
  { name: "Gaming", synonyms: ["video games", "games", "game development", "gamedev", "esports", "e-sports", "videogames", "videojuegos", "jeux vidéo", "videospiele", "videogiochi", "oyun", "ゲーム", "游戏", "게임", "game studio", "game studios", "indie games", "indie game"], parents: ["Technology"] },
  { name: "Creator Economy", synonyms: ["creators", "influencer economy"] },
  { name: "Social Media", synonyms: ["social networks", "social platforms"] },

  // Physical world
  { name: "Real Estate", synonyms: ["realestate", "property", "commercial real estate", "cre", "bienes raíces", "inmobiliario", "imobiliário", "immobilier", "immobilien", "inmobiliaria", "imobiliária", "immobiliare", "vastgoed", "emlak", "properti", "不動産", "房地产", "부동산", "realty", "residential real estate", "luxury real estate"] },
  { name: "PropTech", synonyms: ["prop tech", "real estate tech", "real estate technology"], parents: ["Real Estate", "Technology"] },
  { name: "Construction", synonyms: ["contech", "construction tech", "construcción", "construção", "bau", "bouw", "inşaat"] },
  { name: "Manufacturing", synonyms: ["industrial", "industry 4.0"] },
  { name: "Logistics", synonyms: ["supply chain", "shipping", "freight", "3pl", "logistics tech", "logística", "logistique", "logistik", "lojistik"] },
  { name: "Mobility", synonyms: ["automotive", "transportation", "electric vehicles", "ev", "evs"] },
  { name: "Aerospace", synonyms: ["space", "spacetech", "space tech", "aviation"] },
  { name: "Defense", synonyms: ["defence", "defense tech", "defence tech"] },
  { name: "Hardware", synonyms: ["iot", "internet of things", "consumer electronics", "it hardware"], parents: ["Technology"] },
  { name: "Robotics", synonyms: ["robots"], parents: ["Technology"] },
  { name: "Semiconductors", synonyms: ["chips", "chip design"], parents: ["Technology"] },
  { name: "Climate Tech", synonyms: ["climate", "cleantech", "clean tech", "greentech", "green tech", "sustainability", "carbon removal", "climate change", "decarbonization", "decarbonisation", "net zero", "net-zero", "carbon", "clima", "climat", "klima", "sostenibilidad", "sustentabilidade", "durabilité", "nachhaltigkeit", "sostenibilità", "iklim", "気候変動"], related: ["Energy"] },
  { name: "Energy", synonyms: ["renewable energy", "renewables", "solar", "oil and gas", "oil & gas", "utilities", "energía", "energia", "énergie", "energie", "wind energy", "batteries"], related: ["Climate Tech"] },

  // Public and social sector
  { name: "Government", synonyms: ["public sector", "govtech", "gov tech", "civic tech"] },
  { name: "Nonprofit", synonyms: ["non-profit", "ngo", "charity", "social impact", "nonprofit organization", "ong", "onlus"] },
];

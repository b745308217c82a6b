import type { Label } from "./label.js";

/** Where people work: markets and sectors, B2B-tech heavy. */
export const INDUSTRIES: readonly Label[] = [
  // Software and infrastructure
  { name: "SaaS", synonyms: ["software as a service", "b2b saas", "cloud software"] },
  { name: "B2B Software", synonyms: ["enterprise software", "b2b", "business software"] },
  { name: "Developer Tools", synonyms: ["devtools", "dev tools", "developer platforms"] },
  { name: "Open Source", synonyms: ["oss", "open-source"] },
  { name: "Cloud Infrastructure", synonyms: ["cloud", "cloud computing", "infrastructure", "infra", "iaas", "paas"] },
  { name: "Data & Analytics", synonyms: ["data", "analytics", "big data", "business intelligence", "bi", "data and analytics"] },
  { name: "AI", synonyms: ["artificial intelligence", "ai/ml", "machine learning", "ml", "generative ai", "genai"] },
  { name: "Cybersecurity", synonyms: ["cyber security", "infosec", "information security", "security"] },
  { name: "Productivity Software", synonyms: ["productivity", "productivity tools", "collaboration software"] },
  { name: "No-Code Tools", synonyms: ["no-code", "nocode", "low-code", "low code"] },
  { name: "Telecommunications", synonyms: ["telecom", "telco", "5g"] },

  // Money
  { name: "Fintech", synonyms: ["financial technology", "fin tech"] },
  { name: "Banking", synonyms: ["banks", "retail banking", "neobank", "neobanks"], parents: ["Financial Services"] },
  { name: "Financial Services", synonyms: ["finance", "wealth management", "asset management"] },
  { name: "Payments", synonyms: ["payment processing", "paytech"], parents: ["Fintech"] },
  { name: "Insurance", synonyms: [] },
  { name: "Insurtech", synonyms: ["insurance technology", "insure tech"], parents: ["Insurance", "Fintech"] },
  { name: "Crypto/Web3", synonyms: ["crypto", "cryptocurrency", "web3", "web 3", "blockchain", "defi", "nft", "nfts", "bitcoin", "ethereum"] },
  { name: "Venture Capital", synonyms: ["vc", "private equity", "pe", "investment", "investing"] },
  { name: "Accounting", synonyms: ["accounting services", "tax", "audit"] },

  // Health and science
  { name: "Healthtech", synonyms: ["health tech", "digital health", "healthcare technology"], parents: ["Healthcare"] },
  { name: "Healthcare", synonyms: ["health care", "health", "hospitals"] },
  { name: "Medtech", synonyms: ["medical devices", "medical technology", "med tech"], parents: ["Healthcare"] },
  { name: "Biotech", synonyms: ["biotechnology", "life sciences"] },
  { name: "Pharma", synonyms: ["pharmaceuticals", "pharmaceutical"] },
  { name: "Mental Health", synonyms: ["mental wellness"], parents: ["Healthcare"] },
  { name: "Wellness & Fitness", synonyms: ["fitness", "wellness", "health and wellness", "wellness and fitness"] },

  // Learning and work
  { name: "Edtech", synonyms: ["education technology", "ed tech", "e-learning", "elearning", "online learning"], parents: ["Education"] },
  { name: "Education", synonyms: ["schools", "higher education", "higher ed", "academia"] },
  { name: "Recruiting/HR Tech", synonyms: ["hr tech", "hrtech", "recruiting", "recruitment", "staffing", "hr", "human resources", "talent", "future of work"] },
  { name: "Legal Tech", synonyms: ["legaltech", "law tech"], parents: ["Legal"] },
  { name: "Legal", synonyms: ["law", "legal services", "law firm", "law firms"] },
  { name: "Consulting", synonyms: ["professional services", "management consulting", "advisory"] },

  // Commerce and consumer
  { name: "E-commerce", synonyms: ["ecommerce", "e-com", "ecom", "online retail"] },
  { name: "DTC Brands", synonyms: ["dtc", "d2c", "direct to consumer", "direct-to-consumer"], parents: ["E-commerce"] },
  { name: "Retail", synonyms: ["brick and mortar"] },
  { name: "Marketplaces", synonyms: ["marketplace", "two-sided marketplace"] },
  { name: "Consumer Goods", synonyms: ["cpg", "fmcg", "consumer packaged goods"] },
  { name: "Consumer Apps", synonyms: ["consumer", "consumer tech", "b2c", "mobile apps"] },
  { name: "Food & Beverage", synonyms: ["f&b", "food and beverage", "food", "beverage", "foodtech", "food tech"] },
  { name: "Agriculture", synonyms: ["agtech", "agritech", "farming", "agribusiness"] },
  { name: "Hospitality", synonyms: ["hotels", "restaurants"] },
  { name: "Travel", synonyms: ["tourism", "travel tech", "traveltech"] },
  { name: "Fashion", synonyms: ["apparel", "clothing", "fashion tech"] },
  { name: "Beauty", synonyms: ["cosmetics", "skincare", "beauty tech"] },
  { name: "Sports", synonyms: ["sports tech", "sportstech"] },
  { name: "Pet Care", synonyms: ["pets", "petcare", "pet tech"] },
  { name: "Events", synonyms: ["events industry", "event management", "conferences"] },

  // Marketing, media and entertainment
  { name: "Marketing/Advertising", synonyms: ["marketing", "advertising", "adtech", "ad tech", "martech", "mar tech", "marketing technology", "digital marketing", "marketing & advertising"] },
  { name: "Marketing Agency", synonyms: ["agency", "agencies", "digital agency", "creative agency", "growth agency"], parents: ["Marketing/Advertising"] },
  { name: "Sales Tech", synonyms: ["salestech", "sales technology", "revenue intelligence"] },
  { name: "Media", synonyms: ["publishing", "news", "digital media", "journalism"] },
  { name: "Entertainment", synonyms: ["film", "tv", "television", "music", "streaming"] },
  { name: "Gaming", synonyms: ["video games", "games", "game development", "gamedev", "esports", "e-sports"] },
  { name: "Creator Economy", synonyms: ["creators", "influencer economy"] },
  { name: "Social Media", synonyms: ["social networks", "social platforms"] },

  // Physical world
  { name: "Real Estate", synonyms: ["realestate", "property", "commercial real estate", "cre"] },
  { name: "PropTech", synonyms: ["prop tech", "real estate tech", "real estate technology"], parents: ["Real Estate"] },
  { name: "Construction", synonyms: ["contech", "construction tech"] },
  { name: "Manufacturing", synonyms: ["industrial", "industry 4.0"] },
  { name: "Logistics", synonyms: ["supply chain", "shipping", "freight", "3pl", "logistics tech"] },
  { name: "Mobility", synonyms: ["automotive", "transportation", "electric vehicles", "ev", "evs"] },
  { name: "Aerospace", synonyms: ["space", "spacetech", "space tech", "aviation"] },
  { name: "Defense", synonyms: ["defence", "defense tech", "defence tech"] },
  { name: "Hardware", synonyms: ["iot", "internet of things", "consumer electronics"] },
  { name: "Robotics", synonyms: ["robots"] },
  { name: "Semiconductors", synonyms: ["chips", "chip design"] },
  { name: "Climate Tech", synonyms: ["climate", "cleantech", "clean tech", "greentech", "green tech", "sustainability", "carbon removal"] },
  { name: "Energy", synonyms: ["renewable energy", "renewables", "solar", "oil and gas", "oil & gas", "utilities"] },

  // Public and social sector
  { name: "Government", synonyms: ["public sector", "govtech", "gov tech", "civic tech"] },
  { name: "Nonprofit", synonyms: ["non-profit", "ngo", "charity", "social impact"] },
];

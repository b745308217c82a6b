/**
 * A small labelled set of our own, to check that the classifier generalises beyond the fixture
 * segments: description-only segments on other topics than tests/fixtures/classifier (tuning and
 * test parts) and its holdout, and bios in several languages. Labels were written before the
 * classifier ran on them, by the main set's rules (tests/fixtures/classifier/README.md): `high`
 * clearly the target, `medium` adjacent, former, aspiring or indirect, `none` not a lead.
 */
import type { Outcome } from "../../../src/domain/classifier/index.js";

export interface OwnSegment {
  key: string;
  description: string;
}

export interface OwnExample {
  segment: string;
  displayName: string;
  bio: string;
  label: Outcome;
}

export const OWN_SEGMENTS: readonly OwnSegment[] = [
  { key: "accountants", description: "Accountants and bookkeepers who run their own practice or work at small firms, not software vendors." },
  { key: "mobile_devs", description: "Mobile app developers (iOS, Android, Flutter) at product companies, no agencies." },
  { key: "customer_success", description: "Customer success managers and heads of CS at B2B SaaS companies." },
  { key: "advisors", description: "Independent financial advisors and wealth planners." },
  { key: "translators", description: "Translators and interpreters, freelance or in-house." },
  { key: "data_engineers", description: "Data engineers who build pipelines with Spark, dbt or Airflow." },
];

export const OWN_EXAMPLES: readonly OwnExample[] = [
  // Accountants
  { segment: "accountants", displayName: "Lucia Rivera", bio: "CPA | Owner of Rivera Tax & Accounting. Small business taxes, bookkeeping, payroll. Miami", label: "high" },
  { segment: "accountants", displayName: "Mariana Ortiz", bio: "Contadora pública. Tengo mi propio despacho contable en Monterrey 📊", label: "high" },
  { segment: "accountants", displayName: "Petra Vogel", bio: "Steuerberaterin mit eigener Kanzlei in Köln. Mama von zwei.", label: "high" },
  { segment: "accountants", displayName: "Hannah Cole", bio: "Bookkeeper for Etsy sellers and creators 📚 QuickBooks ProAdvisor", label: "high" },
  { segment: "accountants", displayName: "Tom Baker", bio: "Former accountant, now product manager at Xero. Opinions mine.", label: "none" },
  { segment: "accountants", displayName: "Diego Luna", bio: "Accounting student at UNAM, aspiring CPA 🎓", label: "medium" },
  { segment: "accountants", displayName: "Ahmet Yılmaz", bio: "Serbest muhasebeci | İzmir | Vergi ve bordro danışmanlığı", label: "high" },
  { segment: "accountants", displayName: "Ledgerly", bio: "We build accounting software for freelancers. Try it free for 30 days.", label: "none" },
  { segment: "accountants", displayName: "Siti Rahma", bio: "Akuntan publik di Jakarta. Audit & pajak untuk UMKM.", label: "high" },
  { segment: "accountants", displayName: "Mark Evans", bio: "Software engineer. Rust, Go, distributed systems.", label: "none" },

  // Mobile developers
  { segment: "mobile_devs", displayName: "Kenji Sato", bio: "iOS engineer @ Spotify. Swift, SwiftUI, too much coffee.", label: "high" },
  { segment: "mobile_devs", displayName: "Chidi Obi", bio: "Android developer (Kotlin) at a fintech in Lagos 🇳🇬", label: "high" },
  { segment: "mobile_devs", displayName: "Sara Lind", bio: "Flutter dev 💙 building apps for clients as a freelancer", label: "medium" },
  { segment: "mobile_devs", displayName: "Raj Patel", bio: "Founder of AppForge, a mobile app development agency. 40 devs in Pune.", label: "none" },
  { segment: "mobile_devs", displayName: "Valentina Ruiz", bio: "Desarrolladora iOS en Mercado Libre. Swift y café.", label: "high" },
  { segment: "mobile_devs", displayName: "Nina Berg", bio: "Backend engineer. Go and Postgres. Oslo.", label: "none" },
  { segment: "mobile_devs", displayName: "Ali Khan", bio: "Learning Swift! Aspiring iOS developer 🚀", label: "medium" },
  { segment: "mobile_devs", displayName: "Emma Jansen", bio: "Mobiele app-ontwikkelaar bij Bol.com. React Native & TypeScript.", label: "high" },

  // Customer success
  { segment: "customer_success", displayName: "Olivia Brown", bio: "Head of Customer Success @ Intercom. Retention nerd.", label: "high" },
  { segment: "customer_success", displayName: "James Lee", bio: "CSM at a B2B SaaS startup. Onboarding, renewals, NPS.", label: "high" },
  { segment: "customer_success", displayName: "Priya Das", bio: "Customer success consultant. I help SaaS companies reduce churn.", label: "medium" },
  { segment: "customer_success", displayName: "Carlos Gómez", bio: "Gerente de Customer Success en una empresa SaaS de Bogotá", label: "high" },
  { segment: "customer_success", displayName: "Rita Moreira", bio: "Support agent at a telecom. Night shifts.", label: "none" },
  { segment: "customer_success", displayName: "Daniel Weber", bio: "Account manager @ Oracle. Renewals and golf.", label: "medium" },
  { segment: "customer_success", displayName: "Laura Chen", bio: "Product designer @ Figma. Design systems.", label: "none" },

  // Financial advisors
  { segment: "advisors", displayName: "Robert King", bio: "Independent financial advisor (CFP®). Helping families plan for retirement.", label: "high" },
  { segment: "advisors", displayName: "Javier Soto", bio: "Asesor financiero independiente en Madrid. Planificación patrimonial.", label: "high" },
  { segment: "advisors", displayName: "Klaus Meyer", bio: "Unabhängiger Finanzberater aus Hamburg. Altersvorsorge & Vermögen.", label: "high" },
  { segment: "advisors", displayName: "Degen Dan", bio: "Crypto trader. Not financial advice. WAGMI", label: "none" },
  { segment: "advisors", displayName: "George Hill", bio: "Retired financial planner, grandpa of 6. Fishing.", label: "medium" },
  { segment: "advisors", displayName: "Megan Ross", bio: "Insurance agent | Life & health policies | Ohio", label: "none" },
  { segment: "advisors", displayName: "Anna Kowalska", bio: "Wealth manager at UBS Zurich. Private clients.", label: "medium" },

  // Translators
  { segment: "translators", displayName: "Isabel Torres", bio: "Freelance translator EN>ES, legal & medical. ATA member.", label: "high" },
  { segment: "translators", displayName: "Marta Gil", bio: "Traductora e intérprete jurada (inglés-español). Valencia.", label: "high" },
  { segment: "translators", displayName: "Jonas Keller", bio: "Übersetzer für Englisch und Deutsch, selbstständig seit 2012.", label: "high" },
  { segment: "translators", displayName: "Sophie Dubois", bio: "Localization manager at Duolingo. Languages all day.", label: "medium" },
  { segment: "translators", displayName: "Yuki Mori", bio: "Learning Japanese 🇯🇵 and loving it", label: "none" },
  { segment: "translators", displayName: "Aiko Tanaka", bio: "フリーランスの翻訳者です。英日翻訳。", label: "high" },

  // Data engineers
  { segment: "data_engineers", displayName: "Lars Nilsen", bio: "Data engineer @ Spotify. Spark, Airflow, dbt.", label: "high" },
  { segment: "data_engineers", displayName: "Amy Park", bio: "Analytics engineer. dbt + Snowflake. SQL all day.", label: "medium" },
  { segment: "data_engineers", displayName: "Pablo Ruiz", bio: "Ingeniero de datos en BBVA. Pipelines y café.", label: "high" },
  { segment: "data_engineers", displayName: "Kim Lee", bio: "Data scientist. Python, ML, experiments.", label: "medium" },
  { segment: "data_engineers", displayName: "Beatriz Alves", bio: "Engenheira de dados | GCP | BigQuery | São Paulo", label: "high" },
  { segment: "data_engineers", displayName: "Tina Schulz", bio: "Recruiter hiring data engineers in Berlin. DM me!", label: "none" },
  { segment: "data_engineers", displayName: "Haruto Ito", bio: "データエンジニア。Python、Airflow、BigQuery。", label: "high" },
];

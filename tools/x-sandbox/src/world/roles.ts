import type { BioLanguage } from './name-pools.js';
import { WeightedTable } from './prng.js';

export interface Role {
  readonly key: string;
  readonly weight: number;
  readonly titles: readonly string[];
  /** Titles in other languages; English titles are used where missing (as many people do). */
  readonly localTitles?: Partial<Record<BioLanguage, readonly string[]>>;
  readonly skills: readonly string[];
  readonly topics: readonly string[];
}

export const ROLES: readonly Role[] = [
  {
    key: 'founder', weight: 8,
    titles: ['Founder', 'Co-founder', 'Founder & CEO', 'CEO', 'Co-founder & CEO', 'Solo founder', 'Indie hacker'],
    localTitles: { es: ['Fundador', 'Cofundadora', 'CEO y fundador'], fr: ['Fondateur', 'Cofondatrice', 'CEO & fondateur'], de: ['Gründer', 'Mitgründerin', 'Gründer & CEO'], pt: ['Fundador', 'Cofundadora', 'CEO e fundador'] },
    skills: ['fundraising', 'product', 'GTM', 'hiring', 'bootstrapping'],
    topics: ['fundraising', 'hiring our first engineers', 'product-market fit', 'bootstrapping to $10k MRR', 'talking to customers'],
  },
  {
    key: 'cto', weight: 3,
    titles: ['CTO', 'Co-founder & CTO', 'VP Engineering', 'Head of Engineering', 'Engineering Director'],
    localTitles: { es: ['CTO', 'Director de tecnología'], fr: ['CTO', 'Directeur technique'], de: ['CTO', 'Technischer Leiter'], pt: ['CTO', 'Diretor de tecnologia'] },
    skills: ['architecture', 'Kubernetes', 'Go', 'distributed systems', 'team building'],
    topics: ['scaling Postgres', 'engineering culture', 'migrating to Kubernetes', 'on-call rotations', 'build vs buy'],
  },
  {
    key: 'software_engineer', weight: 14,
    titles: ['Software Engineer', 'Senior Software Engineer', 'Full-stack dev', 'Backend Engineer', 'Frontend Developer', 'Staff Engineer', 'SWE', 'Mobile dev (iOS/Android)', 'DevOps engineer', 'SRE'],
    localTitles: { es: ['Ingeniera de software', 'Desarrollador full-stack', 'Programador backend'], fr: ['Développeur full-stack', 'Ingénieure logiciel', 'Dev backend'], de: ['Softwareentwickler', 'Softwareentwicklerin', 'Backend-Entwickler'], pt: ['Engenheiro de software', 'Desenvolvedora full-stack', 'Dev backend'] },
    skills: ['TypeScript', 'Rust', 'Python', 'React', 'Go', 'Node.js', 'AWS', 'Kubernetes', 'Postgres', 'Swift', 'Kotlin', 'Java', 'C++', 'Elixir'],
    topics: ['TypeScript generics', 'why my build is slow', 'Rust borrow checker', 'code review etiquette', 'side projects', 'a bug that took 3 days'],
  },
  {
    key: 'data_scientist', weight: 5,
    titles: ['Data Scientist', 'ML Engineer', 'Data Engineer', 'AI researcher', 'Analytics Engineer', 'Machine Learning Engineer'],
    localTitles: { es: ['Científica de datos', 'Ingeniero de datos'], fr: ['Data scientist', 'Ingénieur données'], de: ['Data Scientist', 'Dateningenieur'], pt: ['Cientista de dados', 'Engenheira de dados'] },
    skills: ['Python', 'PyTorch', 'SQL', 'LLMs', 'dbt', 'Spark', 'statistics', 'NLP', 'computer vision'],
    topics: ['fine-tuning LLMs', 'evaluation sets', 'feature stores', 'a dashboard nobody reads', 'RAG pipelines'],
  },
  {
    key: 'product_manager', weight: 6,
    titles: ['Product Manager', 'Senior PM', 'Group Product Manager', 'Head of Product', 'Product Owner', 'aspiring PM', 'APM'],
    localTitles: { es: ['Product Manager', 'Gerente de producto'], fr: ['Chef de produit', 'Product Manager'], de: ['Produktmanagerin', 'Product Owner'], pt: ['Gerente de produto', 'PM'] },
    skills: ['roadmaps', 'discovery', 'experimentation', 'user research', 'analytics'],
    topics: ['writing good PRDs', 'saying no to features', 'user interviews', 'prioritisation frameworks', 'shipping faster'],
  },
  {
    key: 'designer', weight: 5,
    titles: ['Product Designer', 'UX Designer', 'UI/UX', 'Brand designer', 'Design lead', 'Illustrator'],
    localTitles: { es: ['Diseñadora UX/UI', 'Diseñador gráfico'], fr: ['Designer UX', 'Directrice artistique'], de: ['UX-Designerin', 'Grafikdesigner'], pt: ['Designer de produto', 'Designer UX'] },
    skills: ['Figma', 'design systems', 'prototyping', 'typography', 'motion'],
    topics: ['design systems', 'Figma tips', 'dark patterns', 'accessibility', 'portfolio reviews'],
  },
  {
    key: 'marketer', weight: 6,
    titles: ['Marketing Manager', 'Content Marketer', 'CMO', 'Brand Marketing', 'Social Media Manager', 'SEO specialist', 'Product Marketing Manager'],
    localTitles: { es: ['Marketing digital', 'Responsable de marketing'], fr: ['Responsable marketing', 'Chargée de communication'], de: ['Marketing-Managerin', 'Online-Marketing'], pt: ['Analista de marketing', 'Gerente de marketing'] },
    skills: ['SEO', 'content', 'brand', 'paid social', 'email marketing', 'copywriting'],
    topics: ['SEO in 2025', 'content that converts', 'brand positioning', 'LinkedIn vs X', 'newsletter growth'],
  },
  {
    key: 'growth', weight: 3,
    titles: ['Growth Lead', 'Head of Growth', 'Growth marketer', 'Growth hacker', 'Demand gen'],
    skills: ['PLG', 'funnels', 'A/B testing', 'lifecycle', 'attribution'],
    topics: ['activation rates', 'PLG loops', 'cold email benchmarks', 'referral programs', 'churn'],
  },
  {
    key: 'sales', weight: 6,
    titles: ['Account Executive', 'SDR', 'BDR', 'Sales Director', 'Enterprise AE', 'VP Sales', 'Head of Sales', 'Founding AE'],
    localTitles: { es: ['Ejecutivo de ventas', 'Director comercial'], fr: ['Commercial B2B', 'Business developer'], de: ['Vertriebsleiter', 'Account Executive'], pt: ['Executivo de vendas', 'SDR'] },
    skills: ['outbound', 'cold calling', 'MEDDIC', 'pipeline', 'negotiation', 'Salesforce'],
    topics: ['cold calling', 'closing enterprise deals', 'quota', 'discovery calls', 'pipeline reviews'],
  },
  {
    key: 'recruiter', weight: 3,
    titles: ['Technical Recruiter', 'Talent Partner', 'Head of Talent', 'Recruiter', 'Talent Acquisition'],
    localTitles: { es: ['Reclutadora IT', 'Talent Acquisition'], fr: ['Recruteuse tech', 'Chargé de recrutement'], de: ['Recruiterin', 'Personalberater'], pt: ['Recrutadora tech', 'Tech recruiter'] },
    skills: ['sourcing', 'employer branding', 'interviewing'],
    topics: ['we are hiring', 'interview tips', 'remote hiring', 'salary transparency', 'candidate experience'],
  },
  {
    key: 'investor', weight: 3,
    titles: ['Investor', 'VC', 'Partner', 'Angel investor', 'Principal', 'Early-stage investor', 'GP'],
    localTitles: { es: ['Inversor ángel', 'Socio en fondo de VC'], fr: ['Investisseur', 'Business angel'], de: ['Investor', 'Business Angel'], pt: ['Investidor anjo', 'Sócio de VC'] },
    skills: ['seed', 'Series A', 'due diligence', 'portfolio support'],
    topics: ['seed valuations', 'what we look for in founders', 'market maps', 'board meetings', 'fund returns'],
  },
  {
    key: 'consultant', weight: 3,
    titles: ['Consultant', 'Freelance consultant', 'Fractional CMO', 'Advisor', 'Management consultant', 'Coach'],
    localTitles: { es: ['Consultor', 'Asesora'], fr: ['Consultant', 'Conseillère indépendante'], de: ['Berater', 'Unternehmensberaterin'], pt: ['Consultor', 'Mentora'] },
    skills: ['strategy', 'operations', 'transformation', 'workshops'],
    topics: ['digital transformation', 'client work', 'pricing consulting', 'frameworks'],
  },
  {
    key: 'student', weight: 5,
    titles: ['CS student', 'Student', 'PhD student', 'MBA candidate', 'Bootcamp grad', 'Comp Sci undergrad'],
    localTitles: { es: ['Estudiante de ingeniería', 'Estudiante'], fr: ['Étudiant en informatique', 'Étudiante'], de: ['Informatikstudent', 'Studentin'], pt: ['Estudante de computação', 'Universitária'] },
    skills: ['Python', 'Java', 'research', 'hackathons'],
    topics: ['exam season', 'my first internship', 'hackathon weekend', 'learning to code'],
  },
  {
    key: 'teacher', weight: 2,
    titles: ['Teacher', 'Math teacher', 'Educator', 'Lecturer', 'Professor', 'Science teacher'],
    localTitles: { es: ['Profesora', 'Docente'], fr: ['Professeur', 'Enseignante'], de: ['Lehrer', 'Lehrerin'], pt: ['Professora', 'Educador'] },
    skills: ['curriculum', 'edtech', 'classroom'],
    topics: ['grading papers', 'edtech tools', 'students today', 'summer break'],
  },
  {
    key: 'nurse', weight: 2,
    titles: ['Nurse', 'RN', 'ICU nurse', 'Nurse practitioner', 'Midwife'],
    localTitles: { es: ['Enfermera', 'Enfermero'], fr: ['Infirmière', 'Infirmier'], de: ['Krankenschwester', 'Pfleger'], pt: ['Enfermeira', 'Enfermeiro'] },
    skills: ['patient care', 'critical care'],
    topics: ['night shifts', 'healthcare staffing', 'self care'],
  },
  {
    key: 'lawyer', weight: 2,
    titles: ['Lawyer', 'Attorney', 'Startup lawyer', 'Legal counsel', 'Paralegal'],
    localTitles: { es: ['Abogada', 'Abogado'], fr: ['Avocate', 'Juriste'], de: ['Rechtsanwalt', 'Juristin'], pt: ['Advogada', 'Advogado'] },
    skills: ['contracts', 'IP', 'privacy', 'M&A'],
    topics: ['SAFE notes', 'GDPR', 'contract red flags'],
  },
  {
    key: 'accountant', weight: 2,
    titles: ['Accountant', 'CPA', 'Finance manager', 'CFO', 'Bookkeeper'],
    localTitles: { es: ['Contador', 'Contadora pública'], fr: ['Expert-comptable', 'Comptable'], de: ['Steuerberater', 'Buchhalterin'], pt: ['Contador', 'Contadora'] },
    skills: ['tax', 'FP&A', 'audit', 'Excel'],
    topics: ['tax season', 'runway math', 'Excel shortcuts'],
  },
  {
    key: 'writer', weight: 2,
    titles: ['Writer', 'Journalist', 'Author', 'Tech writer', 'Newsletter writer', 'Editor'],
    localTitles: { es: ['Escritora', 'Periodista'], fr: ['Journaliste', 'Auteur'], de: ['Journalistin', 'Autor'], pt: ['Jornalista', 'Escritor'] },
    skills: ['storytelling', 'editing', 'longform'],
    topics: ['writing every day', 'my newsletter', 'an essay on AI'],
  },
  {
    key: 'photographer', weight: 2,
    titles: ['Photographer', 'Filmmaker', 'Videographer', 'Creator', 'YouTuber'],
    localTitles: { es: ['Fotógrafa', 'Creador de contenido'], fr: ['Photographe', 'Vidéaste'], de: ['Fotografin', 'Filmemacher'], pt: ['Fotógrafo', 'Criadora de conteúdo'] },
    skills: ['portraits', 'editing', 'Lightroom', 'storytelling'],
    topics: ['golden hour', 'gear talk', 'client shoots'],
  },
  {
    key: 'operations', weight: 2,
    titles: ['Operations Manager', 'COO', 'Chief of Staff', 'Program manager', 'Customer Success Manager'],
    skills: ['processes', 'ops', 'customer success', 'onboarding'],
    topics: ['onboarding checklists', 'customer success', 'operating cadence'],
  },
];

export const ROLE_TABLE = new WeightedTable(ROLES.map((role) => [role, role.weight] as const));

export const ROLES_BY_KEY: ReadonlyMap<string, Role> = new Map(ROLES.map((role) => [role.key, role]));

export const INDUSTRIES: readonly string[] = ['SaaS', 'fintech', 'healthtech', 'e-commerce', 'crypto', 'AI', 'climate', 'edtech', 'gaming', 'media', 'cybersecurity', 'logistics', 'proptech', 'devtools', 'HR tech', 'B2B', 'biotech', 'marketplaces'];

export const COMPANIES: readonly string[] = ['Lumen Labs', 'Northwind', 'Brightpath', 'Stackly', 'Finlo', 'Medisync', 'Shoply', 'Orbital', 'Greenline', 'Quanta', 'Pixelcraft', 'Ledgerly', 'Cloudnest', 'Tidal AI', 'Kernel', 'Fable', 'Mosaic', 'Helio', 'Parcel', 'Verdant'];

export const BIG_COMPANIES: readonly string[] = ['Google', 'Meta', 'Amazon', 'Stripe', 'Microsoft', 'Shopify', 'Airbnb', 'Uber', 'Salesforce', 'Spotify', 'Netflix', 'Apple', 'Nubank', 'Mercado Libre', 'Flipkart', 'Rakuten', 'Zalando', 'Revolut', 'Canva', 'Atlassian', 'SAP', 'McKinsey', 'Deloitte', 'HubSpot'];

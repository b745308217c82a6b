/** A canonical label: its name (stored on segments, never renamed) and the other ways people write it. */
export interface Label {
  name: string;
  synonyms: readonly string[];
  /** Broader labels of its category it implies: a segment asking for "Founder" accepts a "Co-founder". */
  parents?: readonly string[];
  /**
   * Labels of its category next to it: someone asking for this one would take those as a weaker
   * match, never a `high` one. A sysadmin for DevOps engineers, a BI analyst for data scientists, a
   * loan officer for real estate agents.
   */
  related?: readonly string[];
  /** job_role: industries the role works in by its nature (a nurse in healthcare, an SDR in B2B software); skill: industries the skill is the trade of (Shopify: e-commerce). */
  industries?: readonly string[];
  /** skill only: job roles the skill is the everyday tool of (Kubernetes: DevOps, SRE and platform engineers). */
  roles?: readonly string[];
}

import { create, type MessageInitShape } from "@bufbuild/protobuf";
import { timestampFromDate } from "@bufbuild/protobuf/wkt";
import { EmailStatus, LeadSchema, LeadSourceType, MatchConfidence, type EnrichmentSchema } from "@leadstream/contracts";
import { describe, expect, it } from "vitest";
import { toWebhookLead } from "../../src/adapters/peers.js";
import { digestLead, digestSection, renderDigestEmail, type DigestLead } from "../../src/domain/digest.js";
import { leadTable, LEAD_COLUMNS, toCsv } from "../../src/domain/lead-table.js";
import { renderDigestTelegram } from "../../src/domain/telegram.js";
import { SAMPLE_LEAD, type WebhookLead } from "../../src/domain/webhook-lead.js";

// A lead's enrichment in every delivery: the webhook lead (mapped from the leads service's
// proto), the CSV/xlsx rows, the digest e-mail and the Telegram digest.

const protoLead = (enrichment?: MessageInitShape<typeof EnrichmentSchema>) =>
  create(LeadSchema, {
    id: 7,
    streamId: 2,
    trackedAccountId: 3,
    segmentId: 4,
    matchConfidence: MatchConfidence.HIGH,
    sourceType: LeadSourceType.NEW_FOLLOWER,
    discoveredAt: timestampFromDate(new Date("2026-02-01T10:00:00Z")),
    profile: { xUserId: "99", handle: "ann", displayName: "Ann", profileImageUrl: "", followerCount: 10, bio: "Founder" },
    matchReasons: ["job_role: Founder"],
    enrichment,
  });

describe("the webhook lead's enrichment", () => {
  it("is the public JSON form: URL with confidence, e-mail with its status word and provider, enrichedAt, after matchReasons", () => {
    const lead = toWebhookLead(
      protoLead({
        linkedin: { url: "https://www.linkedin.com/in/ann", confidence: 0.92 },
        email: { address: "ann@acme.example", status: EmailStatus.VERIFIED, provider: "sandbox" },
        enrichedAt: timestampFromDate(new Date("2026-02-01T10:05:00Z")),
      }),
    );
    expect(lead.enrichment).toEqual({
      linkedin: { url: "https://www.linkedin.com/in/ann", confidence: 0.92 },
      email: { address: "ann@acme.example", status: "verified", provider: "sandbox" },
      enrichedAt: "2026-02-01T10:05:00.000Z",
    });
    expect(Object.keys(lead).at(-1)).toBe("enrichment");
  });

  it("has null for the part not found, and is null when the lead has none", () => {
    const emailOnly = toWebhookLead(protoLead({ email: { address: "ann@acme.example", status: EmailStatus.UNVERIFIED, provider: "prospeo" }, enrichedAt: timestampFromDate(new Date("2026-02-01T10:05:00Z")) }));
    expect(emailOnly.enrichment).toEqual({ linkedin: null, email: { address: "ann@acme.example", status: "unverified", provider: "prospeo" }, enrichedAt: "2026-02-01T10:05:00.000Z" });
    const none = toWebhookLead(protoLead());
    expect(none.enrichment).toBeNull();
    expect(JSON.parse(JSON.stringify(none))).toHaveProperty("enrichment", null);
  });
});

const bare: WebhookLead = { ...SAMPLE_LEAD, id: 2, enrichment: null };

describe("CSV and xlsx rows", () => {
  it("add the enrichment columns after every earlier column, empty cells for a lead without enrichment", () => {
    expect(LEAD_COLUMNS.slice(15)).toEqual(["linkedin_url", "linkedin_confidence", "email", "email_status", "email_provider", "enriched_at"]);
    const [header, enriched, plain] = leadTable([SAMPLE_LEAD, bare]);
    expect(header.slice(0, 15).join(",")).toBe(
      "id,streamId,trackedXAccountId,segmentId,matchConfidence,sourceType,discoveredAt,exportedAt,profile.xUserId,profile.handle,profile.displayName,profile.profileImageUrl,profile.followerCount,profile.bio,matchReasons",
    );
    expect(enriched.slice(15)).toEqual(["https://www.linkedin.com/in/sample-lead", 0.92, "sample.lead@example.com", "verified", "sandbox", "2026-01-01T00:05:00.000Z"]);
    expect(plain.slice(15)).toEqual(["", "", "", "", "", ""]);
    expect(plain).toHaveLength(header.length);
  });

  it("neutralise enrichment cells a spreadsheet would run as formulas", () => {
    const hostile: WebhookLead = { ...SAMPLE_LEAD, enrichment: { linkedin: { url: "=HYPERLINK(\"http://evil\")", confidence: 0.5 }, email: { address: "+1@x.example", status: "unverified", provider: "@p" }, enrichedAt: "2026-01-01T00:05:00.000Z" } };
    const [, row] = leadTable([hostile]);
    expect(row.slice(15, 20)).toEqual(["'=HYPERLINK(\"http://evil\")", 0.5, "'+1@x.example", "unverified", "'@p"]);
    const csv = toCsv(leadTable([hostile, bare])).toString("utf8").slice(1).split("\r\n");
    expect(csv[1].endsWith(`,"'=HYPERLINK(""http://evil"")",0.5,'+1@x.example,unverified,'@p,2026-01-01T00:05:00.000Z`)).toBe(true);
    expect(csv[2].endsWith(",job_role: Founder,,,,,,")).toBe(true);
  });
});

describe("digests", () => {
  const hostileUrl = 'https://www.linkedin.com/in/a"><script>x</script>)';
  const leads: DigestLead[] = [
    digestLead({ ...SAMPLE_LEAD, profile: { ...SAMPLE_LEAD.profile, handle: "ann", displayName: "Ann", followerCount: 3 } }),
    digestLead({ ...SAMPLE_LEAD, enrichment: { linkedin: { url: hostileUrl, confidence: 0.4 }, email: { address: "<b>@x.example", status: "unverified", provider: "sandbox" }, enrichedAt: "2026-01-01T00:05:00.000Z" }, profile: { ...SAMPLE_LEAD.profile, handle: "bob", displayName: "Bob", followerCount: 2 } }),
    digestLead({ ...SAMPLE_LEAD, enrichment: { linkedin: { url: "javascript:alert(1)", confidence: 0.4 }, email: null, enrichedAt: "2026-01-01T00:05:00.000Z" }, profile: { ...SAMPLE_LEAD.profile, handle: "eve", displayName: "Eve", followerCount: 1 } }),
    // Stored in a digest item before digests showed enrichment.
    { matchConfidence: "medium", matchReasons: [], profile: { handle: "old", displayName: "Old", followerCount: 0 } },
  ];
  const sections = [digestSection(5, "Founders", leads)];

  it("keep only the LinkedIn URL and the e-mail address of a lead", () => {
    expect(leads[0]).toMatchObject({ linkedinUrl: "https://www.linkedin.com/in/sample-lead", email: "sample.lead@example.com" });
    expect(digestLead(bare)).toMatchObject({ linkedinUrl: null, email: null });
    expect(sections[0].best.map((l) => [l.linkedinUrl, l.email])).toEqual([
      ["https://www.linkedin.com/in/sample-lead", "sample.lead@example.com"],
      [hostileUrl, "<b>@x.example"],
      ["javascript:alert(1)", null],
      [null, null],
    ]);
  });

  it("show them in the e-mail's text and HTML parts, escaped, linking only http(s) URLs", () => {
    const { text, html } = renderDigestEmail("digest", sections, "https://api.example.com");
    expect(text).toContain("- Ann (@ann, high) https://x.com/ann\n  LinkedIn: https://www.linkedin.com/in/sample-lead · E-mail: sample.lead@example.com\n  job_role: Founder");
    expect(text).toContain("- Eve (@eve, high) https://x.com/eve\n  LinkedIn: javascript:alert(1)\n  job_role: Founder");
    expect(text).toContain("- Old (@old, medium) https://x.com/old\nAll leads:");
    expect(html).toContain('high<br><a href="https://www.linkedin.com/in/sample-lead">LinkedIn</a> · E-mail: sample.lead@example.com<br><small>');
    expect(html).toContain('<a href="https://www.linkedin.com/in/a&#34;&#62;&#60;script&#62;x&#60;/script&#62;)">LinkedIn</a> · E-mail: &#60;b&#62;@x.example');
    expect(html).toContain("high<br>LinkedIn: javascript:alert(1)<br>");
    expect(html).not.toContain('href="javascript');
    expect(html).not.toContain("<script>");
    expect(html).toContain("(@old)</a> medium</li>");
  });

  it("show them in the Telegram digest, MarkdownV2-escaped", () => {
    const text = renderDigestTelegram("digest", sections, "https://api.example.com").join("\n\n");
    expect(text).toContain("• [Ann \\(@ann\\)](https://x.com/ann) high\n  [LinkedIn](https://www.linkedin.com/in/sample-lead) · E\\-mail: sample\\.lead@example\\.com\n  _job\\_role: Founder_");
    expect(text).toContain("[LinkedIn](https://www.linkedin.com/in/a\"><script>x</script>\\)) · E\\-mail: <b\\>@x\\.example");
    expect(text).toContain("• [Eve \\(@eve\\)](https://x.com/eve) high\n  LinkedIn: javascript:alert\\(1\\)\n");
    expect(text).toContain("• [Old \\(@old\\)](https://x.com/old) medium\n[All leads]");
  });
});

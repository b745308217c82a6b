import { existsSync } from "node:fs";
import { chromium, type Browser } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { digestSection, renderDigestEmail, type DigestLead } from "../../src/domain/digest.js";

// The digest's HTML part as a real browser shows it: headless Chromium from Debian's `chromium`
// package (.ci/run installs it). Missing in CI is a failure; locally the test is skipped.
const CHROMIUM = "/usr/bin/chromium";
const present = existsSync(CHROMIUM);
if (!present && process.env.CI) throw new Error(`${CHROMIUM} is missing: install Debian's chromium package (apt-get install chromium)`);
if (!present) console.warn(`digest-browser: ${CHROMIUM} not found (apt-get install chromium); skipped`);

let browser: Browser;
beforeAll(async () => {
  if (!present) return;
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  });
});
afterAll(async () => {
  await browser?.close();
});

const lead = (handle: string, displayName: string, matchConfidence: string, matchReasons: string[]): DigestLead => ({ matchConfidence, matchReasons, profile: { handle, displayName, followerCount: 100 } });

it.skipIf(!present)("shows the stream, its counts, each lead's handle and reasons and the leads link; hostile text shows as text", async () => {
  const hostile = "<script>window.pwned = true</script>";
  const sections = [
    digestSection(7, "<b>Founders</b> & co", [
      lead("ann_builds", "Ann", "high", ["job_role: Founder", "bio mentions SaaS"]),
      lead("mallory", hostile, "medium", [`bio: ${hostile}`]),
    ]),
  ];
  const { html } = renderDigestEmail("digest", sections, "https://api.example.com");
  const page = await browser.newPage({ javaScriptEnabled: true });
  await page.setContent(html);

  const text = await page.innerText("body");
  expect(text).toContain("<b>Founders</b> & co");
  expect(text).toContain("1 new high lead, 1 new medium lead");
  expect(text).toContain("Ann (@ann_builds) high");
  expect(text).toContain("job_role: Founder; bio mentions SaaS");
  expect(text).toContain(`${hostile} (@mallory) medium`);
  expect(text).toContain(`bio: ${hostile}`);
  expect(text).toContain("All leads of this stream");
  expect(await page.getAttribute("a >> text=All leads of this stream", "href")).toBe("https://api.example.com/api/v2/streams/7/leads");
  expect(await page.getAttribute("a >> text=Ann (@ann_builds)", "href")).toBe("https://x.com/ann_builds");
  expect(await page.evaluate("typeof window.pwned")).toBe("undefined");
  expect(await page.locator("script, h2 b").count()).toBe(0);
  await page.close();
});

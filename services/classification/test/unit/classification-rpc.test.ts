import { create } from "@bufbuild/protobuf";
import { timestampDate, timestampFromDate } from "@bufbuild/protobuf/wkt";
import { ClassifyRequestSchema } from "@leadstream/contracts";
import { describe, expect, it } from "vitest";
import type { ClassificationApp } from "../../src/app/classification-app.js";
import type { XProfile } from "../../src/domain/classifier/index.js";
import { classificationRpc } from "../../src/rpc/classification-rpc.js";

describe("Classify over RPC", () => {
  it("hands the app each profile with its creation date as ISO-8601, and location and url only when set", async () => {
    let received: XProfile[] = [];
    const app = {
      classify: async ({ profiles }: { profiles: XProfile[] }) => {
        received = profiles;
        return profiles.map(() => ({ outcome: "none", reasons: [], isBot: false, botScore: 0, botKind: null, gender: "unknown", score: 0, evidence: [] }));
      },
    } as unknown as ClassificationApp;
    const dates = ["2024-02-29T23:59:59.999Z", "1970-01-01T00:00:00.000Z", "2000-03-01T12:34:56.007Z", "1969-12-31T23:59:59.000Z", "9999-12-31T23:59:59.999Z"];
    const req = create(ClassifyRequestSchema, {
      userId: 1,
      segmentId: 2,
      profiles: [
        ...dates.map((date, i) => ({ xUserId: String(i), handle: `h${i}`, createdAt: timestampFromDate(new Date(date)), location: "Porto", url: "https://example.com" })),
        { xUserId: "unset", handle: "nodate" },
      ],
    });
    await classificationRpc(app).classify(req, { signal: new AbortController().signal } as never);
    expect(received.map((p) => p.createdAt)).toEqual([...dates, ""]);
    expect(received.map((p) => p.createdAt)).toEqual(req.profiles.map((p) => (p.createdAt ? timestampDate(p.createdAt).toISOString() : "")));
    expect(received[0]).toMatchObject({ location: "Porto", url: "https://example.com" });
    expect(Object.keys(received[5])).not.toContain("location");
    expect(Object.keys(received[5])).not.toContain("url");
  });
});

import { describe, expect, it } from "vitest";
import { METRICS } from "@leadstream/contracts";
import { createLogger, createProcessMetrics } from "@leadstream/platform";

const silent = { name: "bound-histogram-test", env: {}, logger: createLogger("bound-histogram-test", "silent") };
/** The scrape without target_info, whose service.instance.id differs between processes. */
const series = (scrape: string) => scrape.split("\n").filter((line) => line !== "" && !line.includes("target_info"));

describe("bound histograms", () => {
  it("scrape as the SDK's histogram does for the same values and attributes", async () => {
    const sdk = createProcessMetrics(silent);
    const bound = createProcessMetrics(silent);
    const duration = sdk.histogram(METRICS.httpServerRequestDuration);
    const ok = { "http.request.method": "GET", "http.response.status_code": 200, "url.scheme": "http", "http.route": "/api/v2/me" };
    const failed = { ...ok, "http.response.status_code": 503, "error.type": "503" };
    const recordOk = bound.boundHistogram(METRICS.httpServerRequestDuration)(ok);
    const series503 = bound.boundHistogram(METRICS.httpServerRequestDuration);
    const recordFailed = series503(failed);
    // Values on and around bucket boundaries, and past the last one.
    const values = [0, 0.005, 0.0051, 0.01, 0.3, 2.5, 7.5, 11, 100];
    for (const v of values) {
      duration.record(v, ok);
      recordOk(v);
    }
    duration.record(0.02, failed);
    recordFailed(0.02);

    const expected = series(await sdk.scrape());
    expect(expected.some((line) => line.includes('http_response_status_code="503"'))).toBe(true);
    expect(series(await bound.scrape())).toEqual(expected);
  });

  it("records into one series when bound twice to the same attributes, and shows none before a value", async () => {
    const metrics = createProcessMetrics(silent);
    const bind = metrics.boundHistogram(METRICS.httpServerRequestDuration);
    const first = bind({ "url.scheme": "http", "http.request.method": "GET" });
    const again = bind({ "http.request.method": "GET", "url.scheme": "http" });
    bind({ "http.request.method": "POST", "url.scheme": "http" });
    first(0.1);
    again(0.2);
    const lines = series(await metrics.scrape());
    expect(lines.filter((line) => line.startsWith("http_server_request_duration_count"))).toEqual(['http_server_request_duration_count{url_scheme="http",http_request_method="GET",otel_scope_name="leadstream"} 2']);
  });
});

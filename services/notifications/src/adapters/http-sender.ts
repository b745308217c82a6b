import { Agent, request } from "undici";
import { METRIC_ATTRIBUTES, METRICS } from "@leadstream/contracts";
import { assertDeliverableUrl, publicOnlyLookup, type ProcessMetrics } from "@leadstream/platform";
import type { UrlCheck, WebhookSender } from "../app/ports.js";
import { isSuccess } from "../domain/batches.js";

/** https and a public address (both waived with allowPrivate), checked at subscribe time and before every send. */
export const deliverableUrlCheck = (allowPrivate: boolean): UrlCheck => async (url, param) => {
  await assertDeliverableUrl(url, { param, allowPrivate });
};

/**
 * POSTs with undici: every connection resolves the host again through publicOnlyLookup (a name
 * that turned private since subscribe time is refused), redirects are not followed (a 3xx is
 * just an answer), and the whole exchange is bounded by `timeoutMs`. With `metrics`, every POST
 * is counted in leadstream.webhook.attempts by result (success, http_error, timeout, network_error).
 */
export function httpSender(opts: { allowPrivate: boolean; timeoutMs: number; metrics?: ProcessMetrics }): WebhookSender {
  const attempts = opts.metrics?.counter(METRICS.webhookAttempts);
  // No keep-alive: each attempt connects, so each attempt resolves the host again.
  const dispatcher = new Agent({ connect: { lookup: publicOnlyLookup(opts.allowPrivate) }, pipelining: 0 });
  return {
    async post(url, headers, body) {
      const started = performance.now();
      const elapsed = () => Math.round(performance.now() - started);
      try {
        const res = await request(url, { method: "POST", headers, body, dispatcher, signal: AbortSignal.timeout(opts.timeoutMs) });
        await res.body.dump({ limit: 64 * 1024 }).catch(() => undefined);
        attempts?.add(1, { [METRIC_ATTRIBUTES.webhookResult]: isSuccess(res.statusCode) ? "success" : "http_error", "http.response.status_code": res.statusCode });
        return { statusCode: res.statusCode, durationMs: elapsed(), error: null };
      } catch (err) {
        const e = err as Error & { code?: string; cause?: { code?: string; message?: string } };
        const timedOut = e.name === "TimeoutError" || e.name === "AbortError";
        attempts?.add(1, { [METRIC_ATTRIBUTES.webhookResult]: timedOut ? "timeout" : "network_error" });
        const reason = timedOut ? `timed out after ${opts.timeoutMs} ms` : (e.cause?.message ?? e.message);
        return { statusCode: null, durationMs: elapsed(), error: reason };
      }
    },
  };
}

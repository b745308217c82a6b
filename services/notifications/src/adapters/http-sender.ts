import { Agent, request } from "undici";
import { assertDeliverableUrl, publicOnlyLookup } from "@leadstream/platform";
import type { UrlCheck, WebhookSender } from "../app/ports.js";

/** https and a public address (both waived with allowPrivate), checked at subscribe time and before every send. */
export const deliverableUrlCheck = (allowPrivate: boolean): UrlCheck => async (url, param) => {
  await assertDeliverableUrl(url, { param, allowPrivate });
};

/**
 * POSTs with undici: every connection resolves the host again through publicOnlyLookup (a name
 * that turned private since subscribe time is refused), redirects are not followed (a 3xx is
 * just an answer), and the whole exchange is bounded by `timeoutMs`.
 */
export function httpSender(opts: { allowPrivate: boolean; timeoutMs: number }): WebhookSender {
  // No keep-alive: each attempt connects, so each attempt resolves the host again.
  const dispatcher = new Agent({ connect: { lookup: publicOnlyLookup(opts.allowPrivate) }, pipelining: 0 });
  return {
    async post(url, headers, body) {
      const started = performance.now();
      const elapsed = () => Math.round(performance.now() - started);
      try {
        const res = await request(url, { method: "POST", headers, body, dispatcher, signal: AbortSignal.timeout(opts.timeoutMs) });
        await res.body.dump({ limit: 64 * 1024 }).catch(() => undefined);
        return { statusCode: res.statusCode, durationMs: elapsed(), error: null };
      } catch (err) {
        const e = err as Error & { code?: string; cause?: { code?: string; message?: string } };
        const reason = e.name === "TimeoutError" || e.name === "AbortError" ? `timed out after ${opts.timeoutMs} ms` : (e.cause?.message ?? e.message);
        return { statusCode: null, durationMs: elapsed(), error: reason };
      }
    },
  };
}

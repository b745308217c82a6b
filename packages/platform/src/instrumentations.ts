import { UndiciInstrumentation } from "@opentelemetry/instrumentation-undici";

/** The Telegram Bot API puts the bot's token in the path (`/bot<token>/sendMessage`). */
const TOKEN_IN_PATH = /\/bot[^/]+\//;
const redact = (value: string) => value.replace(TOKEN_IN_PATH, "/bot[REDACTED]/");

/**
 * What is traced besides our own spans: every request made with fetch or undici (X, webhook
 * POSTs, Telegram, the enrichment provider) is a CLIENT span with traceparent sent along, and no
 * credential in its URL attributes. Creating one enables it; startTelemetry does, and so do tests
 * that record spans.
 */
export const instrumentations = () => [
  new UndiciInstrumentation({
    requestHook: (span, request) => {
      if (!TOKEN_IN_PATH.test(request.path)) return;
      span.setAttributes({ "url.full": redact(`${request.origin}${request.path}`), "url.path": redact(request.path.split("?")[0]) });
    },
  }),
];

// The implementation lives in @leadstream/dev, shared with `pnpm cli webhooks:listen` (one
// receiver, no test-only code in tools/); tests import it from here.
export { startWebhookReceiver, verifyWebhookSignature, type Behaviour, type ReceivedBatch, type WebhookReceiver } from "@leadstream/dev";

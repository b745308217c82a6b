import { describeBatch, formatBatch, startWebhookReceiver } from "@leadstream/dev";
import type { Command } from "./index.js";

export const webhooksCommands: Record<string, Command> = {
  "webhooks:listen": {
    usage: "[--port P] [--secret whsec_...] [--json]   (receives until Ctrl-C; --json prints one JSON object per batch)",
    options: { port: { type: "string" }, secret: { type: "string" } },
    async run(v) {
      const port = v.port === undefined ? 0 : Number(v.port);
      if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error("--port must be a port number");
      const secret = v.secret as string | undefined;
      if (secret !== undefined && !/^whsec_[A-Za-z0-9+/=]+$/.test(secret)) throw new Error("--secret must be a whsec_... secret");
      const receiver = await startWebhookReceiver({
        port,
        secret,
        rejectUnverified: true,
        onBatch: (batch) => console.log(v.json ? JSON.stringify(describeBatch(batch)) : formatBatch(batch)),
      });
      const banner = secret ? "verifying signatures; a bad one is answered 401" : "no --secret: signatures are not checked, every batch is answered 200";
      if (v.json) console.log(JSON.stringify({ listening: receiver.url, verifying: secret !== undefined }));
      else console.log(`Listening on ${receiver.url} (${banner}). Ctrl-C to stop.`);
      await new Promise<void>((resolve) => {
        process.once("SIGINT", resolve);
        process.once("SIGTERM", resolve);
      });
      await receiver.close();
      const verified = receiver.requests.filter((r) => r.verified).length;
      return { received: receiver.requests.length, verified };
    },
  },
};

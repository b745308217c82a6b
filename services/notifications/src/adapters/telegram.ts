import type { TelegramSender } from "../app/ports.js";

/** A message the Bot API did not take; `permanent` when sending it again cannot help (a 4xx other than 429). */
export class TelegramError extends Error {
  override name = "TelegramError";
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
  }
}

/** The Bot API's sendMessage (MarkdownV2, no link previews) with `token`, at `baseUrl` (https://api.telegram.org). */
export function telegramSender(opts: { token: string; baseUrl: string; timeoutMs: number }): TelegramSender {
  const url = `${opts.baseUrl.replace(/\/$/, "")}/bot${opts.token}/sendMessage`;
  return {
    async send(message) {
      let res: Response;
      try {
        res = await fetch(url, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ chat_id: message.chatId, text: message.text, parse_mode: "MarkdownV2", link_preview_options: { is_disabled: true } }),
          signal: AbortSignal.timeout(opts.timeoutMs),
        });
      } catch (err) {
        throw new TelegramError(`Telegram unreachable: ${(err as Error).message}`, false);
      }
      const body = (await res.json().catch(() => null)) as { ok?: boolean; error_code?: number; description?: string } | null;
      if (body?.ok === true) return;
      const code = body?.error_code ?? res.status;
      // The token never appears in an error: it is part of the URL only.
      throw new TelegramError(`Telegram ${code}: ${body?.description ?? res.statusText}`, code >= 400 && code < 500 && code !== 429);
    },
  };
}

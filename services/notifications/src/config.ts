import { bool, int, str, url, ConfigError, type ConfigSpec, type Field } from "@leadstream/platform";

export interface NotificationsConfig {
  /** http and private addresses allowed for webhook URLs (dev and tests only). */
  WEBHOOKS_ALLOW_PRIVATE: boolean;
  WEBHOOK_TIMEOUT_MS: number;
  /** Delays before the 2nd, 3rd and 4th attempt (jitter added). */
  WEBHOOK_RETRY_DELAYS_MS: number[];
  WEBHOOK_POLL_MS: number;
  WEBHOOK_MAX_CONCURRENCY: number;
  WEBHOOK_DISABLE_AFTER_FAILURES: number;
  WEBHOOK_ATTEMPT_RETENTION_DAYS: number;
  /** smtp(s)://user:pass@host:port; empty: each e-mail is written as an .eml file under MAIL_DIR. */
  SMTP_URL: string;
  SMTP_FROM: string;
  MAIL_DIR: string;
  /** Delays before the 2nd, 3rd and 4th attempt of an e-mail (jitter added). */
  MAIL_RETRY_DELAYS_MS: number[];
  MAIL_POLL_MS: number;
  /** The longest one message's send may take (SMTP connect, greeting and each wait for the server; a Telegram call). */
  MAIL_TIMEOUT_MS: number;
  /** The public API's base URL, for links in digests. */
  PUBLIC_API_URL: string;
  /** From @BotFather; empty: Telegram digests cannot be switched on. */
  TELEGRAM_BOT_TOKEN: string;
  TELEGRAM_API_BASE_URL: string;
}

const msList = (opts: { default: string }): Field<number[]> => ({
  read(name, raw, production) {
    const text = str({ default: opts.default }).read(name, raw, production);
    const values = text.split(",").map((v) => Number(v.trim()));
    if (values.some((v) => !Number.isInteger(v) || v < 0 || v > 86_400_000)) throw new ConfigError(`Invalid configuration: ${name} must be comma-separated milliseconds (got ${JSON.stringify(text)})`);
    return values;
  },
});

export const notificationsConfigSpec: ConfigSpec<NotificationsConfig> = {
  WEBHOOKS_ALLOW_PRIVATE: bool({ default: false }),
  WEBHOOK_TIMEOUT_MS: int({ default: 10_000, min: 1, max: 120_000 }),
  WEBHOOK_RETRY_DELAYS_MS: msList({ default: "30000,300000,1800000" }),
  WEBHOOK_POLL_MS: int({ default: 1000, min: 10, max: 60_000 }),
  WEBHOOK_MAX_CONCURRENCY: int({ default: 16, min: 1, max: 256 }),
  WEBHOOK_DISABLE_AFTER_FAILURES: int({ default: 20, min: 1, max: 1000 }),
  WEBHOOK_ATTEMPT_RETENTION_DAYS: int({ default: 7, min: 1, max: 365 }),
  SMTP_URL: url({ protocols: ["smtp", "smtps"], optional: true }),
  SMTP_FROM: str({ default: "Leadstream <noreply@leadstream.localhost>" }),
  MAIL_DIR: str({ default: ".data/mail" }),
  MAIL_RETRY_DELAYS_MS: msList({ default: "60000,600000,3600000" }),
  MAIL_POLL_MS: int({ default: 1000, min: 10, max: 60_000 }),
  MAIL_TIMEOUT_MS: int({ default: 30_000, min: 100, max: 600_000 }),
  PUBLIC_API_URL: url({ default: "http://localhost:8080", protocols: ["http", "https"] }),
  TELEGRAM_BOT_TOKEN: str({ default: "" }),
  TELEGRAM_API_BASE_URL: url({ default: "https://api.telegram.org", protocols: ["http", "https"] }),
};

import { createHash } from "node:crypto";

/** API keys and session tokens are stored only as this digest (SHA-256, hex). */
export const hashSecret = (secret: string): string => createHash("sha256").update(secret).digest("hex");

import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";
import { invalidField } from "./errors.js";

const PASSWORD_MIN = 8;
const PASSWORD_MAX = 200;

const PARAMS = { N: 16384, r: 8, p: 1 } as const;
const KEY_LENGTH = 64;
const SALT_BYTES = 16;

export function validatePassword(password: string): void {
  const length = [...password].length;
  if (length < PASSWORD_MIN || length > PASSWORD_MAX) {
    throw invalidField("password", `password must be ${PASSWORD_MIN} to ${PASSWORD_MAX} characters.`);
  }
}

/** `scrypt$N$r$p$<salt base64>$<hash base64>` */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const hash = await derive(password, salt, KEY_LENGTH, PARAMS);
  return ["scrypt", PARAMS.N, PARAMS.r, PARAMS.p, salt.toString("base64"), hash.toString("base64")].join("$");
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split("$");
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  const expected = Buffer.from(hash ?? "", "base64");
  if (scheme !== "scrypt" || !salt || expected.length !== KEY_LENGTH || !Object.values(params).every(Number.isSafeInteger)) return false;
  const actual = await derive(password, Buffer.from(salt, "base64"), expected.length, params);
  return timingSafeEqual(actual, expected);
}

const derive = (password: string, salt: Buffer, keyLength: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) => scrypt(password, salt, keyLength, options, (err, key) => (err ? reject(err) : resolve(key))));

import type { RateLimitSettings } from './rate-limiter.js';
import type { XSandboxOptions } from './server.js';

export interface SandboxEnv {
  port: number;
  host: string;
  options: XSandboxOptions;
}

const DAY_MS = 86_400_000;

function number(env: NodeJS.ProcessEnv, name: string): number | undefined {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return undefined;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a non-negative number, got "${raw}"`);
  return value;
}

function integer(env: NodeJS.ProcessEnv, name: string): number | undefined {
  const value = number(env, name);
  if (value !== undefined && !Number.isSafeInteger(value)) throw new Error(`${name} must be an integer, got "${env[name]}"`);
  return value;
}

/** X_SANDBOX_EPOCH: an ISO timestamp, or "today" for the start of the current UTC day. */
function epoch(env: NodeJS.ProcessEnv): string | undefined {
  const raw = env.X_SANDBOX_EPOCH?.trim();
  if (!raw) return undefined;
  if (raw === 'today') return new Date(Math.floor(Date.now() / DAY_MS) * DAY_MS).toISOString();
  if (Number.isNaN(Date.parse(raw))) throw new Error(`X_SANDBOX_EPOCH must be an ISO timestamp or "today", got "${raw}"`);
  return raw;
}

function rateLimits(env: NodeJS.ProcessEnv): Partial<RateLimitSettings> {
  const entries: [keyof RateLimitSettings, number | undefined][] = [
    ['followers', integer(env, 'X_SANDBOX_RATE_LIMIT_FOLLOWERS')],
    ['users', integer(env, 'X_SANDBOX_RATE_LIMIT_USERS')],
    ['tweets', integer(env, 'X_SANDBOX_RATE_LIMIT_TWEETS')],
    ['likingUsers', integer(env, 'X_SANDBOX_RATE_LIMIT_LIKING_USERS')],
    ['windowSeconds', number(env, 'X_SANDBOX_RATE_LIMIT_WINDOW_SECONDS')],
  ];
  return Object.fromEntries(entries.filter(([, value]) => value !== undefined));
}

export function readSandboxEnv(env: NodeJS.ProcessEnv): SandboxEnv {
  const port = integer(env, 'PORT') ?? 7190;
  if (port > 65_535) throw new Error(`PORT must be at most 65535, got ${port}`);
  return {
    port,
    host: env.HOST?.trim() || '127.0.0.1',
    options: {
      seed: env.X_SANDBOX_SEED?.trim() || undefined,
      fixturesFile: env.X_SANDBOX_FIXTURES?.trim() || undefined,
      newFollowersPerHour: number(env, 'X_SANDBOX_NEW_FOLLOWERS_PER_HOUR'),
      maxGeneratedFollowers: integer(env, 'X_SANDBOX_MAX_GENERATED_FOLLOWERS'),
      epoch: epoch(env),
      realtime: env.X_SANDBOX_REALTIME === 'true',
      rateLimits: rateLimits(env),
    },
  };
}

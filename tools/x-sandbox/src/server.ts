import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { DEFAULT_RATE_LIMITS, RateLimiter, type RateLimitSettings } from './rate-limiter.js';
import { sandboxRoutes } from './routes/sandbox-routes.js';
import { xApiRoutes } from './routes/x-api-routes.js';
import { loadFixturesFile, type XSandboxFixtures } from './world/fixtures.js';
import { XWorld } from './world/world.js';

export const DEFAULT_SEED = 'leadstream';
/** Sandbox time zero unless told otherwise; fixed so that a seed always yields the same world. */
export const DEFAULT_EPOCH = '2026-01-01T00:00:00.000Z';
export const DEFAULT_NEW_FOLLOWERS_PER_HOUR = 20;
export const DEFAULT_MAX_GENERATED_FOLLOWERS = 50_000;

export interface XSandboxOptions {
  /** World seed; the same seed gives the same world. Default "leadstream". */
  seed?: string;
  /** JSON fixtures file (see README); loaded before `fixtures`. */
  fixturesFile?: string;
  fixtures?: XSandboxFixtures;
  /** New followers at the top of every generated list per hour of sandbox time. Default 20. */
  newFollowersPerHour?: number;
  /** Cap on a generated follower list's length (followers_count may be larger). Default 50 000. */
  maxGeneratedFollowers?: number;
  rateLimits?: Partial<RateLimitSettings>;
  /** Sandbox time zero. Default 2026-01-01T00:00:00Z. */
  epoch?: string | Date;
  /** Let sandbox time also follow the real clock. Default false. */
  realtime?: boolean;
  /** A pino (or other Fastify-compatible) logger, or false/undefined for none. */
  logger?: FastifyBaseLogger | boolean;
}

export interface XSandbox {
  app: FastifyInstance;
  world: XWorld;
  rateLimiter: RateLimiter;
  /** Base URL once listening. */
  readonly url: string | undefined;
  listen(port?: number, host?: string): Promise<string>;
  close(): Promise<void>;
}

function epochMs(epoch: string | Date | undefined): number {
  const ms = epoch === undefined ? Date.parse(DEFAULT_EPOCH) : new Date(epoch).getTime();
  if (Number.isNaN(ms)) throw new Error(`invalid X sandbox epoch: ${String(epoch)}`);
  return ms;
}

function nonNegative(name: string, value: number): number {
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a non-negative number, got ${value}`);
  return value;
}

function rateLimitSettings(overrides: Partial<RateLimitSettings> = {}): RateLimitSettings {
  const settings = { ...DEFAULT_RATE_LIMITS, ...overrides };
  for (const [name, value] of Object.entries(settings)) nonNegative(`rateLimits.${name}`, value);
  if (settings.windowSeconds === 0) throw new Error('rateLimits.windowSeconds must be positive');
  return settings;
}

export async function createXSandbox(options: XSandboxOptions = {}): Promise<XSandbox> {
  const seed = options.seed ?? DEFAULT_SEED;
  if (seed === '') throw new Error('seed must not be empty');
  const maxGeneratedFollowers = options.maxGeneratedFollowers ?? DEFAULT_MAX_GENERATED_FOLLOWERS;
  if (!Number.isSafeInteger(maxGeneratedFollowers) || maxGeneratedFollowers < 0) {
    throw new Error(`maxGeneratedFollowers must be a non-negative integer, got ${maxGeneratedFollowers}`);
  }
  const world = new XWorld({
    seed,
    epochMs: epochMs(options.epoch),
    realtime: options.realtime ?? false,
    newFollowersPerHour: nonNegative('newFollowersPerHour', options.newFollowersPerHour ?? DEFAULT_NEW_FOLLOWERS_PER_HOUR),
    maxGeneratedFollowers,
  });
  if (options.fixturesFile) world.loadFixtures(await loadFixturesFile(options.fixturesFile));
  if (options.fixtures) world.loadFixtures(options.fixtures);
  const rateLimiter = new RateLimiter(rateLimitSettings(options.rateLimits));

  const app: FastifyInstance =
    typeof options.logger === 'object' ? Fastify({ loggerInstance: options.logger }) : Fastify({ logger: options.logger ?? false });
  await app.register(xApiRoutes, { prefix: '/2', world, rateLimiter });
  await app.register(sandboxRoutes, { prefix: '/sandbox', world, rateLimiter });

  let url: string | undefined;
  return {
    app,
    world,
    rateLimiter,
    get url() {
      return url;
    },
    async listen(port = 0, host = '127.0.0.1') {
      url = await app.listen({ port, host });
      return url;
    },
    async close() {
      await app.close();
    },
  };
}

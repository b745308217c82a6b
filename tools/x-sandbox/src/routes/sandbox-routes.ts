import type { FastifyError, FastifyInstance } from 'fastify';
import { ENDPOINT_FAMILIES, type RateLimiter, type RateLimitSettings } from '../rate-limiter.js';
import { SandboxInputError, parseProfile, parseTweets, parseUserRefs } from '../world/fixtures.js';
import type { XWorld } from '../world/world.js';

export interface SandboxRouteOptions {
  world: XWorld;
  rateLimiter: RateLimiter;
}

const RATE_LIMIT_KEYS: readonly (keyof RateLimitSettings)[] = [...ENDPOINT_FAMILIES, 'windowSeconds'];

function bodyObject(body: unknown): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new SandboxInputError('body must be a JSON object');
  return body as Record<string, unknown>;
}

function rateLimitChanges(body: Record<string, unknown>): Partial<RateLimitSettings> {
  const changes: Partial<RateLimitSettings> = {};
  for (const [key, value] of Object.entries(body)) {
    if (!RATE_LIMIT_KEYS.includes(key as keyof RateLimitSettings)) {
      throw new SandboxInputError(`unknown key ${key}; expected some of ${RATE_LIMIT_KEYS.join(', ')}`);
    }
    if (key === 'windowSeconds') {
      if (typeof value !== 'number' || !(value > 0)) throw new SandboxInputError('windowSeconds must be a positive number');
    } else if (!Number.isSafeInteger(value) || (value as number) < 0) {
      throw new SandboxInputError(`${key} must be a non-negative integer`);
    }
    changes[key as keyof RateLimitSettings] = value as number;
  }
  return changes;
}

/** Control endpoints for tests and local development, mounted under /sandbox. Not part of X. */
export async function sandboxRoutes(api: FastifyInstance, { world, rateLimiter }: SandboxRouteOptions): Promise<void> {
  api.setErrorHandler((error: FastifyError | SandboxInputError, _request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      reply.log.error(error);
      return reply.code(500).send({ error: 'internal error' });
    }
    return reply.code(status).send({ error: error.message });
  });

  api.get('/health', async () => ({ status: 'ok' }));

  api.get('/clock', async () => world.clockState());

  api.post('/advance', async (request) => {
    const { hours } = bodyObject(request.body);
    if (typeof hours !== 'number' || !Number.isFinite(hours) || hours < 0) {
      throw new SandboxInputError('hours must be a non-negative number');
    }
    return world.advance(hours);
  });

  api.get('/rate-limits', async () => rateLimiter.current());

  api.post('/rate-limits', async (request) => rateLimiter.configure(rateLimitChanges(bodyObject(request.body))));

  api.post('/reset-rate-limits', async () => {
    rateLimiter.reset();
    return rateLimiter.current();
  });

  api.post('/accounts', async (request, reply) => {
    const body = bodyObject(request.body);
    const profile = parseProfile(body, 'body');
    const followers = body.followers === undefined ? undefined : parseUserRefs(body.followers, 'body.followers');
    const tweets = body.tweets === undefined ? undefined : parseTweets(body.tweets, 'body.tweets');
    const upserted = world.upsertAccount(profile, { followers: followers !== undefined, tweets: tweets !== undefined });
    if (followers) world.addFollowers(profile.username, followers);
    if (tweets) world.addTweets(profile.username, tweets);
    const current = world.userByUsername(profile.username);
    const user = current.status === 'ok' ? current.value : upserted.user;
    return reply.code(upserted.created ? 201 : 200).send({ data: user });
  });

  api.post<{ Params: { handle: string } }>('/accounts/:handle/followers', async (request) => {
    const followers = parseUserRefs(bodyObject(request.body).followers, 'body.followers');
    return { data: world.addFollowers(request.params.handle, followers) };
  });

  api.post<{ Params: { handle: string } }>('/accounts/:handle/tweets', async (request, reply) => {
    const tweets = parseTweets(bodyObject(request.body).tweets, 'body.tweets');
    return reply.code(201).send({ data: world.addTweets(request.params.handle, tweets) });
  });

  api.post<{ Params: { id: string } }>('/tweets/:id/likes', async (request) => {
    const users = parseUserRefs(bodyObject(request.body).users, 'body.users');
    return { data: world.addLikes(request.params.id, users) };
  });

  api.get<{ Params: { id: string } }>('/users/:id/truth', async (request, reply) => {
    const truth = world.truth(request.params.id);
    if (!truth) return reply.code(404).send({ error: `no user with id ${request.params.id}` });
    return { data: truth };
  });
}

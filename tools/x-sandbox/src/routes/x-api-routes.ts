import type { FastifyInstance, FastifyReply } from 'fastify';
import type { EndpointFamily, RateLimiter } from '../rate-limiter.js';
import type { Tweet, UserProfile } from '../world/types.js';
import type { ListLookup, ListPage, Lookup, XWorld } from '../world/world.js';
import {
  TWEET_EXCLUDES,
  TWEET_EXPANSIONS,
  TWEET_FIELDS,
  USER_EXPANSIONS,
  USER_FIELDS,
  projectTweet,
  projectUser,
} from './fields.js';
import { QueryReader } from './query-reader.js';
import { invalidRequest, notAuthorizedForResource, problem, resourceNotFound } from './x-errors.js';

export interface XApiRouteOptions {
  world: XWorld;
  rateLimiter: RateLimiter;
}

const ID_PATTERN = /^[0-9]{1,19}$/;
const USERNAME_PATTERN = /^[A-Za-z0-9_]{1,15}$/;
const USER_PARAMS = ['expansions', 'tweet.fields', 'user.fields'];
const USER_LIST_PARAMS = ['id', 'max_results', 'pagination_token', ...USER_PARAMS];
const OTHER_FIELD_PARAMS = ['media.fields', 'place.fields', 'poll.fields'];
const TIMELINE_PARAMS = ['id', 'since_id', 'until_id', 'max_results', 'pagination_token', 'exclude', 'expansions', 'start_time', 'end_time', 'tweet.fields', 'user.fields', ...OTHER_FIELD_PARAMS];

type Params = Record<string, string>;

/** The X API v2 subset, mounted under /2. */
export async function xApiRoutes(api: FastifyInstance, { world, rateLimiter }: XApiRouteOptions): Promise<void> {
  api.addHook('onRequest', async (request, reply) => {
    if (!/^Bearer\s+\S+/i.test(request.headers.authorization ?? '')) return reply.code(401).send(problem(401));
  });
  api.setNotFoundHandler((_request, reply) => reply.code(404).send(problem(404)));

  /** Counts the request against its family's window; false (with a 429 sent) once the window is spent. */
  function admit(family: EndpointFamily, reply: FastifyReply): boolean {
    const decision = rateLimiter.hit(family);
    reply
      .header('x-rate-limit-limit', decision.limit)
      .header('x-rate-limit-remaining', decision.remaining)
      .header('x-rate-limit-reset', decision.reset);
    if (!decision.allowed) reply.code(429).send(problem(429));
    return decision.allowed;
  }

  function userLookup(reply: FastifyReply, result: Lookup<UserProfile>, userFields: Set<string>, parameter: string, value: string) {
    if (result.status === 'ok') return reply.send({ data: projectUser(result.value, userFields) });
    if (result.status === 'not-found') return reply.send(resourceNotFound('user', parameter, value));
    return reply.code(503).send(problem(503));
  }

  /** Shared answers for list endpoints whose subject (user or tweet) may be missing, down or protected. */
  function listFailure(reply: FastifyReply, result: Exclude<ListLookup<unknown>, { status: 'ok' }>, subject: 'user' | 'tweet', id: string, token?: string) {
    switch (result.status) {
      case 'not-found':
        return reply.send(resourceNotFound(subject, 'id', id));
      case 'not-authorized':
        return reply.send(notAuthorizedForResource(subject, 'id', id));
      case 'unavailable':
        return reply.code(503).send(problem(503));
      case 'invalid-token':
        return reply.code(400).send(
          invalidRequest([{ parameters: { pagination_token: [token ?? ''] }, message: `The \`pagination_token\` query parameter value [${token}] is not valid` }]),
        );
    }
  }

  function pageTokens(page: ListPage<unknown>): { next_token?: string; previous_token?: string } {
    const tokens: { next_token?: string; previous_token?: string } = {};
    if (page.nextToken) tokens.next_token = page.nextToken;
    if (page.previousToken) tokens.previous_token = page.previousToken;
    return tokens;
  }

  function userList(reply: FastifyReply, page: ListPage<UserProfile>, userFields: Set<string>) {
    const meta = { result_count: page.items.length, ...pageTokens(page) };
    return reply.send(page.items.length > 0 ? { data: page.items.map((user) => projectUser(user, userFields)), meta } : { meta });
  }

  function readUserFields(query: QueryReader): Set<string> {
    query.list('expansions', USER_EXPANSIONS);
    query.list('tweet.fields', TWEET_FIELDS);
    return query.list('user.fields', USER_FIELDS);
  }

  api.get<{ Params: Params }>('/users/by/username/:username', async (request, reply) => {
    if (!admit('users', reply)) return reply;
    const query = new QueryReader(request.query, request.params, ['username', ...USER_PARAMS]);
    const username = query.matching('username', USERNAME_PATTERN);
    const userFields = readUserFields(query);
    if (query.failed) return reply.code(400).send(invalidRequest(query.errors));
    return userLookup(reply, world.userByUsername(username), userFields, 'username', username);
  });

  api.get<{ Params: Params }>('/users/:id', async (request, reply) => {
    if (!admit('users', reply)) return reply;
    const query = new QueryReader(request.query, request.params, ['id', ...USER_PARAMS]);
    const id = query.matching('id', ID_PATTERN);
    const userFields = readUserFields(query);
    if (query.failed) return reply.code(400).send(invalidRequest(query.errors));
    return userLookup(reply, world.userById(id), userFields, 'id', id);
  });

  api.get<{ Params: Params }>('/users/:id/followers', async (request, reply) => {
    if (!admit('followers', reply)) return reply;
    const query = new QueryReader(request.query, request.params, USER_LIST_PARAMS);
    const id = query.matching('id', ID_PATTERN);
    const maxResults = query.integer('max_results', 1, 1000, 100);
    const paginationToken = query.optional('pagination_token');
    const userFields = readUserFields(query);
    if (query.failed) return reply.code(400).send(invalidRequest(query.errors));
    const result = world.followers(id, { maxResults, paginationToken });
    if (result.status !== 'ok') return listFailure(reply, result, 'user', id, paginationToken);
    return userList(reply, result.value, userFields);
  });

  api.get<{ Params: Params }>('/tweets/:id/liking_users', async (request, reply) => {
    if (!admit('likingUsers', reply)) return reply;
    const query = new QueryReader(request.query, request.params, [...USER_LIST_PARAMS, ...OTHER_FIELD_PARAMS]);
    const id = query.matching('id', ID_PATTERN);
    const maxResults = query.integer('max_results', 1, 100, 100);
    const paginationToken = query.optional('pagination_token');
    const userFields = readUserFields(query);
    if (query.failed) return reply.code(400).send(invalidRequest(query.errors));
    const result = world.likingUsers(id, { maxResults, paginationToken });
    if (result.status !== 'ok') return listFailure(reply, result, 'tweet', id, paginationToken);
    return userList(reply, result.value, userFields);
  });

  api.get<{ Params: Params }>('/users/:id/tweets', async (request, reply) => {
    if (!admit('tweets', reply)) return reply;
    const query = new QueryReader(request.query, request.params, TIMELINE_PARAMS);
    const id = query.matching('id', ID_PATTERN);
    const maxResults = query.integer('max_results', 5, 100, 10);
    const paginationToken = query.optional('pagination_token');
    const sinceId = query.optionalMatching('since_id', ID_PATTERN);
    const untilId = query.optionalMatching('until_id', ID_PATTERN);
    const startTimeMs = query.timestamp('start_time');
    const endTimeMs = query.timestamp('end_time');
    query.list('exclude', TWEET_EXCLUDES);
    const expansions = query.list('expansions', TWEET_EXPANSIONS);
    const tweetFields = query.list('tweet.fields', TWEET_FIELDS);
    const userFields = query.list('user.fields', USER_FIELDS);
    if (query.failed) return reply.code(400).send(invalidRequest(query.errors));
    const result = world.tweets(id, { maxResults, paginationToken }, { sinceId, untilId, startTimeMs, endTimeMs });
    if (result.status !== 'ok') return listFailure(reply, result, 'user', id, paginationToken);
    const page: ListPage<Tweet> = result.value;
    if (page.items.length === 0) return reply.send({ meta: { result_count: 0, ...pageTokens(page) } });
    const body: Record<string, unknown> = { data: page.items.map((tweet) => projectTweet(tweet, tweetFields)) };
    const author = world.userById(id);
    if (expansions.has('author_id') && author.status === 'ok') body.includes = { users: [projectUser(author.value, userFields)] };
    body.meta = {
      result_count: page.items.length,
      newest_id: page.items[0].id,
      oldest_id: page.items[page.items.length - 1].id,
      ...pageTokens(page),
    };
    return reply.send(body);
  });
}

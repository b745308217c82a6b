import { afterEach, describe, expect, it } from 'vitest';
import { readSandboxEnv } from '../src/index.js';
import { startSandbox, type SandboxClient } from './harness.js';

let client: SandboxClient | undefined;

afterEach(async () => {
  await client?.close();
  client = undefined;
});

function limitHeaders(response: { headers: Headers }) {
  return {
    limit: Number(response.headers.get('x-rate-limit-limit')),
    remaining: Number(response.headers.get('x-rate-limit-remaining')),
    reset: Number(response.headers.get('x-rate-limit-reset')),
  };
}

describe('rate limits', () => {
  it('defaults to X-like limits (followers 15, users 900 per 15 minutes)', async () => {
    client = await startSandbox();
    expect((await client.get('/sandbox/rate-limits')).body).toEqual({ users: 900, followers: 15, tweets: 900, likingUsers: 75, windowSeconds: 900 });
    const response = await client.get('/2/users/by/username/jack');
    const headers = limitHeaders(response);
    expect(headers.limit).toBe(900);
    expect(headers.remaining).toBe(899);
    expect(headers.reset).toBeGreaterThan(Date.now() / 1000 + 890);
    expect(headers.reset).toBeLessThanOrEqual(Math.ceil(Date.now() / 1000) + 900);
  });

  it('answers 429 past the limit and recovers after the window', async () => {
    client = await startSandbox();
    const configured = await client.post('/sandbox/rate-limits', { followers: 3, windowSeconds: 2 });
    expect(configured.body).toMatchObject({ followers: 3, windowSeconds: 2, users: 900 });
    const { body } = await client.get('/2/users/by/username/jack');
    const path = `/2/users/${body.data.id}/followers?max_results=5`;

    const remaining: number[] = [];
    for (let i = 0; i < 3; i++) {
      const response = await client.get(path);
      expect(response.status).toBe(200);
      remaining.push(limitHeaders(response).remaining);
    }
    expect(remaining).toEqual([2, 1, 0]);

    const limited = await client.get(path);
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ title: 'Too Many Requests', detail: 'Too Many Requests', type: 'about:blank', status: 429 });
    const headers = limitHeaders(limited);
    expect(headers).toMatchObject({ limit: 3, remaining: 0 });
    expect(headers.reset).toBeLessThanOrEqual(Math.ceil(Date.now() / 1000) + 2);

    // Other families have their own windows.
    expect((await client.get('/2/users/by/username/jack')).status).toBe(200);

    await new Promise((resolve) => setTimeout(resolve, Math.max(0, headers.reset * 1000 - Date.now()) + 50));
    const recovered = await client.get(path);
    expect(recovered.status).toBe(200);
    expect(limitHeaders(recovered).remaining).toBe(2);
  });

  it('starts over on /sandbox/reset-rate-limits', async () => {
    client = await startSandbox({ rateLimits: { users: 1 } });
    expect((await client.get('/2/users/by/username/jack')).status).toBe(200);
    expect((await client.get('/2/users/by/username/jack')).status).toBe(429);
    expect((await client.post('/sandbox/reset-rate-limits')).status).toBe(200);
    expect((await client.get('/2/users/by/username/jack')).status).toBe(200);
  });

  it('rejects nonsense limits', async () => {
    client = await startSandbox();
    expect((await client.post('/sandbox/rate-limits', { followers: -1 })).status).toBe(400);
    expect((await client.post('/sandbox/rate-limits', { windowSeconds: 0 })).status).toBe(400);
    expect((await client.post('/sandbox/rate-limits', { retweets: 5 })).status).toBe(400);
  });

  it('reads limits and the rest of the configuration from the environment', () => {
    const env = readSandboxEnv({
      PORT: '7200',
      X_SANDBOX_SEED: 'other',
      X_SANDBOX_RATE_LIMIT_FOLLOWERS: '7',
      X_SANDBOX_RATE_LIMIT_USERS: '100',
      X_SANDBOX_RATE_LIMIT_WINDOW_SECONDS: '60',
      X_SANDBOX_NEW_FOLLOWERS_PER_HOUR: '5',
      X_SANDBOX_REALTIME: 'true',
    });
    expect(env.port).toBe(7200);
    expect(env.host).toBe('127.0.0.1');
    expect(env.options).toMatchObject({
      seed: 'other',
      newFollowersPerHour: 5,
      realtime: true,
      rateLimits: { followers: 7, users: 100, windowSeconds: 60 },
    });
    expect(readSandboxEnv({}).port).toBe(7190);
    expect(readSandboxEnv({}).options.rateLimits).toEqual({});
    expect(() => readSandboxEnv({ X_SANDBOX_RATE_LIMIT_FOLLOWERS: 'many' })).toThrow(/X_SANDBOX_RATE_LIMIT_FOLLOWERS/);
  });
});

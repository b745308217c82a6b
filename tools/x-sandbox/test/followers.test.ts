import { afterEach, describe, expect, it } from 'vitest';
import { ALL_USER_FIELDS, allPages, startSandbox, type SandboxClient } from './harness.js';

let client: SandboxClient | undefined;

afterEach(async () => {
  await client?.close();
  client = undefined;
});

async function sandboxWithAccount(followersCount: number, options = {}) {
  client = await startSandbox({ rateLimits: { followers: 10_000 }, ...options });
  const created = await client.post('/sandbox/accounts', { username: 'growing', followers_count: followersCount });
  expect(created.status).toBe(201);
  return { client, id: created.body.data.id as string };
}

describe('followers', () => {
  it('enforces max_results 1..1000 and rejects bad tokens', async () => {
    const { client, id } = await sandboxWithAccount(50);
    for (const bad of ['0', '1001', 'abc', '-5']) {
      const response = await client.get(`/2/users/${id}/followers?max_results=${bad}`);
      expect(response.status).toBe(400);
      expect(response.body.errors[0]).toEqual({
        parameters: { max_results: [bad] },
        message: `The \`max_results\` query parameter value [${bad}] is not between 1 and 1000`,
      });
    }
    expect((await client.get(`/2/users/${id}/followers?max_results=1`)).body.meta.result_count).toBe(1);
    expect((await client.get(`/2/users/${id}/followers?max_results=1000`)).body.meta.result_count).toBe(50);
    expect((await client.get(`/2/users/${id}/followers`)).body.meta).toEqual({ result_count: 50 });
    const badToken = await client.get(`/2/users/${id}/followers?pagination_token=NOTATOKEN12`);
    expect(badToken.status).toBe(400);
    expect(badToken.body.errors[0].parameters).toEqual({ pagination_token: ['NOTATOKEN12'] });
  });

  it('pages through the whole list without gaps or repeats', async () => {
    const { client, id } = await sandboxWithAccount(2_345);
    const pages = await allPages(client, `/2/users/${id}/followers`, 1000);
    expect(pages.map((page) => page.length)).toEqual([1000, 1000, 345]);
    const ids = pages.flat();
    expect(new Set(ids).size).toBe(2_345);
    expect(ids.every((follower) => /^[0-9]{1,19}$/.test(follower))).toBe(true);
  });

  it('puts new arrivals on top as sandbox time advances, and tokens stay valid across them', async () => {
    const { client, id } = await sandboxWithAccount(250);
    const original = (await allPages(client, `/2/users/${id}/followers`, 1000)).flat();
    expect(original).toHaveLength(250);

    const aFollower = `/2/users/${original[0]}?user.fields=public_metrics`;
    const aFollowerBefore = (await client.get(aFollower)).body;

    const walked: string[] = [];
    let response = await client.get(`/2/users/${id}/followers?max_results=100`);
    walked.push(...response.body.data.map((user: { id: string }) => user.id));
    for (const hours of [1, 2]) {
      await client.post('/sandbox/advance', { hours });
      response = await client.get(`/2/users/${id}/followers?max_results=100&pagination_token=${response.body.meta.next_token}`);
      walked.push(...response.body.data.map((user: { id: string }) => user.id));
    }
    expect(response.body.meta.next_token).toBeUndefined();
    expect(walked).toEqual(original);

    const clock = await client.get('/sandbox/clock');
    expect(clock.body).toMatchObject({ epoch: '2026-01-01T00:00:00.000Z', now: '2026-01-01T03:00:00.000Z', elapsed_hours: 3 });

    const top = await client.get(`/2/users/${id}/followers?max_results=100`);
    const topIds: string[] = top.body.data.map((user: { id: string }) => user.id);
    expect(topIds.slice(60)).toEqual(original.slice(0, 40));
    expect(topIds.slice(0, 60).some((follower) => original.includes(follower))).toBe(false);
    const user = await client.get(`/2/users/${id}?user.fields=public_metrics`);
    expect(user.body.data.public_metrics.followers_count).toBe(250 + 60);
    // Generated people's own follower lists do not grow.
    expect((await client.get(aFollower)).body).toEqual(aFollowerBefore);
  });

  it('offers a previous_token that leads back to the newer page', async () => {
    const { client, id } = await sandboxWithAccount(30);
    const first = await client.get(`/2/users/${id}/followers?max_results=10`);
    const second = await client.get(`/2/users/${id}/followers?max_results=10&pagination_token=${first.body.meta.next_token}`);
    const back = await client.get(`/2/users/${id}/followers?max_results=10&pagination_token=${second.body.meta.previous_token}`);
    expect(back.body.data).toEqual(first.body.data);
  });

  it('caps generated lists while followers_count shows the real size', async () => {
    const { client, id } = await sandboxWithAccount(80_000, { maxGeneratedFollowers: 1_500 });
    const pages = await allPages(client, `/2/users/${id}/followers`, 1000);
    expect(pages.flat()).toHaveLength(1_500);
    const user = await client.get(`/2/users/${id}?user.fields=public_metrics`);
    expect(user.body.data.public_metrics.followers_count).toBe(80_000);
  });

  it('makes about 15% of a large follower sample bots showing bot signals, and serves 1000 quickly', async () => {
    const { client, id } = await sandboxWithAccount(5_000);
    const users: { id: string; username: string; profile_image_url: string; created_at: string; public_metrics: { following_count: number; followers_count: number } }[] = [];
    let token: string | undefined;
    const timings: number[] = [];
    do {
      const started = performance.now();
      const response = await client.get(`/2/users/${id}/followers?max_results=1000&${ALL_USER_FIELDS}${token ? `&pagination_token=${token}` : ''}`);
      timings.push(performance.now() - started);
      users.push(...response.body.data);
      token = response.body.meta.next_token;
    } while (token);
    console.log(`followers page of 1000 (HTTP round trip, all user.fields): ${timings.map((ms) => `${ms.toFixed(1)} ms`).join(', ')}`);
    const generationStarted = performance.now();
    client.sandbox.world.followers(id, { maxResults: 1000 });
    console.log(`followers page of 1000 (world only, warm): ${(performance.now() - generationStarted).toFixed(1)} ms`);

    expect(users).toHaveLength(5_000);
    const world = client.sandbox.world;
    const bots = users.filter((user) => world.isBot(user.id));
    const share = bots.length / users.length;
    console.log(`bot share over ${users.length} followers: ${(share * 100).toFixed(1)}%`);
    expect(share).toBeGreaterThan(0.1);
    expect(share).toBeLessThan(0.2);

    const humans = users.filter((user) => !world.isBot(user.id));
    const rate = (group: typeof users, signal: (user: (typeof users)[number]) => boolean) => group.filter(signal).length / group.length;
    const defaultImage = (user: (typeof users)[number]) => user.profile_image_url.includes('default_profile');
    const digitRun = (user: (typeof users)[number]) => /\d{6,}/.test(user.username);
    const followsMany = (user: (typeof users)[number]) => user.public_metrics.following_count >= 1000 && user.public_metrics.followers_count < 50;
    for (const signal of [defaultImage, digitRun, followsMany]) expect(rate(bots, signal)).toBeGreaterThan(rate(humans, signal) * 3);

    const truth = await client.get(`/sandbox/users/${bots[0].id}/truth`);
    expect(truth.body.data).toMatchObject({ id: bots[0].id, username: bots[0].username, bot: true, origin: 'persona' });
  });
});

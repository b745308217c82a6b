import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { XSandboxFixtures } from '../src/index.js';
import { startSandbox, type SandboxClient } from './harness.js';

const FIXTURES: XSandboxFixtures = {
  accounts: [
    { username: 'LeadCo', name: 'Lead Co', description: 'We sell leads', location: 'Lisbon', verified: true },
    { username: 'alice_fx', name: 'Alice', description: 'Founder @LeadCo', followers_count: 12 },
    { username: 'bigfix', followers_count: 1_200 },
  ],
  followers: {
    LeadCo: ['alice_fx', { username: 'bob_fx', name: 'Bob', description: 'not a recruiter', bot: true }, 'some_generated'],
  },
  tweets: {
    LeadCo: [
      { text: 'Launch day!', liking_users: ['alice_fx', 'bob_fx'] },
      { text: 'Older news', created_at: '2025-12-01T10:00:00Z', public_metrics: { like_count: 40 } },
    ],
  },
};

let directory: string;
let client: SandboxClient | undefined;

beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'x-sandbox-'));
});

afterAll(async () => {
  await rm(directory, { recursive: true, force: true });
});

afterEach(async () => {
  await client?.close();
  client = undefined;
});

const usernames = (body: { data?: { username: string }[] }) => (body.data ?? []).map((user) => user.username);

describe('fixtures file', () => {
  it('loads accounts, exact follower lists, tweets and likes', async () => {
    const file = join(directory, 'fixtures.json');
    await writeFile(file, JSON.stringify(FIXTURES));
    client = await startSandbox({ fixturesFile: file });

    const leadco = await client.get('/2/users/by/username/leadco?user.fields=description,location,verified,public_metrics');
    expect(leadco.body.data).toMatchObject({
      name: 'Lead Co',
      username: 'LeadCo',
      description: 'We sell leads',
      location: 'Lisbon',
      verified: true,
      public_metrics: { followers_count: 3, tweet_count: 2 },
    });
    const id = leadco.body.data.id;

    const followers = await client.get(`/2/users/${id}/followers?user.fields=description`);
    expect(usernames(followers.body)).toEqual(['alice_fx', 'bob_fx', 'some_generated']);
    expect(followers.body.data[1].description).toBe('not a recruiter');
    expect(client.sandbox.world.isBot(followers.body.data[1].id)).toBe(true);
    expect(client.sandbox.world.isBot(followers.body.data[0].id)).toBe(false);

    // An explicit list never grows by itself; a generated one does.
    await client.post('/sandbox/advance', { hours: 5 });
    expect(usernames((await client.get(`/2/users/${id}/followers`)).body)).toEqual(['alice_fx', 'bob_fx', 'some_generated']);
    const bigfix = await client.get('/2/users/by/username/bigfix?user.fields=public_metrics');
    expect(bigfix.body.data.public_metrics.followers_count).toBe(1_200 + 100);

    const tweets = await client.get(`/2/users/${id}/tweets?tweet.fields=public_metrics,created_at`);
    expect(tweets.body.data.map((tweet: { text: string }) => tweet.text)).toEqual(['Launch day!', 'Older news']);
    expect(tweets.body.data[0].created_at).toBe('2026-01-01T00:00:00.000Z');
    expect(tweets.body.data[1].public_metrics.like_count).toBe(40);

    const likers = await client.get(`/2/tweets/${tweets.body.data[0].id}/liking_users`);
    expect(usernames(likers.body)).toEqual(['alice_fx', 'bob_fx']);
    const generatedLikers = await client.get(`/2/tweets/${tweets.body.data[1].id}/liking_users`);
    expect(generatedLikers.body.meta.result_count).toBe(40);
  });

  it('reports a broken fixtures file clearly', async () => {
    const file = join(directory, 'broken.json');
    await writeFile(file, JSON.stringify({ accounts: [{ username: 'has-dash' }] }));
    await expect(startSandbox({ fixturesFile: file })).rejects.toThrow(/accounts\[0\]\.username/);
  });
});

describe('run-time accounts', () => {
  it('creates an account and decides exactly who follows it', async () => {
    client = await startSandbox();
    const created = await client.post('/sandbox/accounts', { username: 'NewCo', name: 'New Co', description: 'Fresh' });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ username: 'NewCo', name: 'New Co', description: 'Fresh', public_metrics: { followers_count: 0 } });
    const id = created.body.data.id;
    expect(id).toMatch(/^[0-9]{1,19}$/);
    expect((await client.get('/2/users/by/username/newco')).body.data).toEqual({ id, name: 'New Co', username: 'NewCo' });
    expect((await client.get(`/2/users/${id}/followers`)).body).toEqual({ meta: { result_count: 0 } });

    await client.post('/sandbox/accounts/newco/followers', { followers: ['x_one', { username: 'x_two', name: 'Two', bot: true }] });
    await client.post('/sandbox/accounts/newco/followers', { followers: ['x_three'] });
    const followers = await client.get(`/2/users/${id}/followers`);
    expect(usernames(followers.body)).toEqual(['x_three', 'x_one', 'x_two']);
    const truth = await client.get(`/sandbox/users/${followers.body.data[2].id}/truth`);
    expect(truth.body.data).toMatchObject({ username: 'x_two', bot: true, origin: 'fixture' });

    const updated = await client.post('/sandbox/accounts', { username: 'newco', description: 'Updated' });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ id, description: 'Updated', public_metrics: { followers_count: 3 } });
  });

  it('adds followers on top of a generated list, with later arrivals above them', async () => {
    client = await startSandbox();
    const { body } = await client.get('/2/users/by/username/acme_corp');
    const id = body.data.id;
    const before = await client.get(`/2/users/${id}/followers?max_results=5`);
    await client.post('/sandbox/accounts/acme_corp/followers', { followers: ['fresh_fan'] });
    const after = await client.get(`/2/users/${id}/followers?max_results=6`);
    expect(usernames(after.body)).toEqual(['fresh_fan', ...usernames(before.body)]);
    await client.post('/sandbox/advance', { hours: 0.04 }); // 0.8 arrivals: none yet
    const later = await client.get(`/2/users/${id}/followers?max_results=3`);
    expect(usernames(later.body)).toEqual(['fresh_fan', ...usernames(before.body).slice(0, 2)]);
    await client.post('/sandbox/advance', { hours: 0.01 }); // the first arrival
    const withArrival = await client.get(`/2/users/${id}/followers?max_results=3`);
    expect(usernames(withArrival.body)[1]).toBe('fresh_fan');
  });

  it('adds tweets and likes at run time', async () => {
    client = await startSandbox();
    const created = await client.post('/sandbox/accounts', { username: 'poster', followers: ['fan_a'] });
    const id = created.body.data.id;
    const tweets = await client.post('/sandbox/accounts/poster/tweets', { tweets: [{ text: 'second' }, { text: 'first' }] });
    expect(tweets.status).toBe(201);
    expect(tweets.body.data.map((tweet: { text: string }) => tweet.text)).toEqual(['second', 'first']);
    const timeline = await client.get(`/2/users/${id}/tweets`);
    expect(timeline.body.data.map((tweet: { text: string }) => tweet.text)).toEqual(['second', 'first']);
    expect(timeline.body.meta).toMatchObject({ result_count: 2, newest_id: tweets.body.data[0].id, oldest_id: tweets.body.data[1].id });

    const liked = await client.post(`/sandbox/tweets/${tweets.body.data[0].id}/likes`, { users: ['fan_a', 'fan_b'] });
    expect(liked.body.data.public_metrics.like_count).toBe(2);
    const likers = await client.get(`/2/tweets/${tweets.body.data[0].id}/liking_users`);
    expect(usernames(likers.body)).toEqual(['fan_a', 'fan_b']);
  });

  it('rejects bad control requests', async () => {
    client = await startSandbox();
    expect((await client.post('/sandbox/accounts', { username: 'bad name' })).status).toBe(400);
    expect((await client.post('/sandbox/accounts', [])).status).toBe(400);
    expect((await client.post('/sandbox/accounts/nf_nobody/followers', { followers: ['x'] })).status).toBe(404);
    expect((await client.post('/sandbox/accounts/somebody/followers', { followers: ['nf_ghost'] })).status).toBe(400);
    expect((await client.post('/sandbox/accounts/somebody/followers', {})).status).toBe(400);
    expect((await client.post('/sandbox/advance', { hours: -1 })).status).toBe(400);
    expect((await client.post('/sandbox/tweets/123/likes', { users: ['x'] })).status).toBe(404);
    const duplicate = await client.post('/sandbox/accounts', { username: 'dup', id: '42' });
    expect(duplicate.status).toBe(201);
    expect((await client.post('/sandbox/accounts', { username: 'dup2', id: '42' })).status).toBe(409);
  });
});

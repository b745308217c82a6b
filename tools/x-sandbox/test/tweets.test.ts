import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allPages, startSandbox, type SandboxClient } from './harness.js';

let client: SandboxClient;
let authorId: string;

beforeAll(async () => {
  client = await startSandbox({ rateLimits: { followers: 10_000, likingUsers: 10_000 } });
  const created = await client.post('/sandbox/accounts', { username: 'talker', followers_count: 20_000, tweet_count: 157 });
  authorId = created.body.data.id;
});

afterAll(async () => {
  await client.close();
});

interface ServedTweet {
  id: string;
  text: string;
  created_at: string;
  author_id: string;
  public_metrics: { like_count: number };
}

async function timeline(query = ''): Promise<ServedTweet[]> {
  const tweets: ServedTweet[] = [];
  let token: string | undefined;
  do {
    const response = await client.get(
      `/2/users/${authorId}/tweets?max_results=100&tweet.fields=created_at,author_id,public_metrics${query}${token ? `&pagination_token=${token}` : ''}`,
    );
    tweets.push(...(response.body.data ?? []));
    token = response.body.meta.next_token;
  } while (token);
  return tweets;
}

describe('user tweets', () => {
  it('serves the default fields like X', async () => {
    const response = await client.get(`/2/users/${authorId}/tweets`);
    expect(response.body.data).toHaveLength(10);
    expect(Object.keys(response.body.data[0])).toEqual(['id', 'text', 'edit_history_tweet_ids']);
  });

  it('enforces max_results 5..100', async () => {
    for (const bad of ['4', '101']) {
      const response = await client.get(`/2/users/${authorId}/tweets?max_results=${bad}`);
      expect(response.status).toBe(400);
      expect(response.body.errors[0].message).toBe(`The \`max_results\` query parameter value [${bad}] is not between 5 and 100`);
    }
  });

  it('pages newest first through the whole timeline', async () => {
    const tweets = await timeline();
    expect(tweets).toHaveLength(157);
    expect(new Set(tweets.map((tweet) => tweet.id)).size).toBe(157);
    for (let i = 1; i < tweets.length; i++) {
      expect(Date.parse(tweets[i].created_at)).toBeLessThan(Date.parse(tweets[i - 1].created_at));
      expect(BigInt(tweets[i].id)).toBeLessThan(BigInt(tweets[i - 1].id));
    }
    expect(tweets.every((tweet) => tweet.author_id === authorId && tweet.text.length > 0 && tweet.text.length <= 280)).toBe(true);
  });

  it('filters by since_id and start_time', async () => {
    const tweets = await timeline();
    const sinceId = tweets[20].id;
    expect((await timeline(`&since_id=${sinceId}`)).map((tweet) => tweet.id)).toEqual(tweets.slice(0, 20).map((tweet) => tweet.id));
    const startTime = tweets[30].created_at.replace('.000Z', 'Z');
    expect(await timeline(`&start_time=${startTime}`)).toHaveLength(31);
  });

  it('includes the author with expansions=author_id', async () => {
    const response = await client.get(`/2/users/${authorId}/tweets?expansions=author_id&user.fields=public_metrics`);
    expect(response.body.includes.users).toEqual([
      expect.objectContaining({ id: authorId, username: 'talker', public_metrics: expect.any(Object) }),
    ]);
  });
});

describe('liking users', () => {
  it('serves deterministic likers, partly from the author followers, within max_results 1..100', async () => {
    const tweets = await timeline();
    const popular = tweets.reduce((best, tweet) => (tweet.public_metrics.like_count > best.public_metrics.like_count ? tweet : best));
    expect(popular.public_metrics.like_count).toBeGreaterThan(20);

    for (const bad of ['0', '101']) {
      expect((await client.get(`/2/tweets/${popular.id}/liking_users?max_results=${bad}`)).status).toBe(400);
    }

    const likers = (await allPages(client, `/2/tweets/${popular.id}/liking_users`, 100)).flat();
    expect(likers).toHaveLength(popular.public_metrics.like_count);
    expect(new Set(likers).size).toBeGreaterThan(likers.length * 0.9);

    const followers = new Set((await allPages(client, `/2/users/${authorId}/followers`, 1000)).flat());
    const fromFollowers = likers.filter((liker) => followers.has(liker)).length;
    expect(fromFollowers).toBeGreaterThan(0);
    expect(fromFollowers).toBeLessThan(likers.length);
  });

  it('answers an unknown tweet with a not-found error body', async () => {
    const response = await client.get('/2/tweets/1234567890/liking_users');
    expect(response.status).toBe(200);
    expect(response.body.errors[0]).toMatchObject({
      title: 'Not Found Error',
      resource_type: 'tweet',
      detail: 'Could not find tweet with id: [1234567890].',
    });
  });
});

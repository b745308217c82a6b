import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_USER_FIELDS, startSandbox, type SandboxClient } from './harness.js';

let client: SandboxClient;

beforeAll(async () => {
  client = await startSandbox();
});

afterAll(async () => {
  await client.close();
});

describe('bearer token', () => {
  it('answers 401 like X without a bearer token', async () => {
    for (const headers of [{}, { authorization: 'Bearer ' }, { authorization: 'Basic abc' }] as Record<string, string>[]) {
      const response = await client.get('/2/users/by/username/jack', headers);
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ title: 'Unauthorized', detail: 'Unauthorized', type: 'about:blank', status: 401 });
    }
  });

  it('does not guard the /sandbox control endpoints', async () => {
    expect((await client.get('/sandbox/clock', {})).status).toBe(200);
  });

  it('answers unknown /2 routes with 404 once authorised', async () => {
    expect((await client.get('/2/nope')).status).toBe(404);
    expect((await client.get('/2/nope', {})).status).toBe(401);
  });
});

describe('user lookup', () => {
  it('returns only id, name and username by default', async () => {
    const response = await client.get('/2/users/by/username/acme_corp');
    expect(response.status).toBe(200);
    expect(Object.keys(response.body.data)).toEqual(['id', 'name', 'username']);
    expect(response.body.data.username).toBe('acme_corp');
    expect(response.body.data.id).toMatch(/^[0-9]{1,19}$/);
  });

  it('honours user.fields', async () => {
    const { body } = await client.get(`/2/users/by/username/acme_corp?${ALL_USER_FIELDS}`);
    const user = body.data;
    expect(user).toMatchObject({
      description: expect.any(String),
      protected: false,
      verified: expect.any(Boolean),
      url: expect.any(String),
      public_metrics: {
        followers_count: expect.any(Number),
        following_count: expect.any(Number),
        tweet_count: expect.any(Number),
        listed_count: expect.any(Number),
      },
    });
    expect(user.profile_image_url).toMatch(
      /^https:\/\/(pbs\.twimg\.com\/profile_images\/\d+\/\w+_normal\.jpg|abs\.twimg\.com\/sticky\/default_profile_images\/default_profile_normal\.png)$/,
    );
    const created = Date.parse(user.created_at);
    expect(user.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.000Z$/);
    expect(created).toBeGreaterThanOrEqual(Date.UTC(2008, 0, 1));
    expect(created).toBeLessThan(Date.UTC(2026, 0, 1));
  });

  it('finds the same user by id and ignores handle case', async () => {
    const byName = await client.get(`/2/users/by/username/ACME_Corp?${ALL_USER_FIELDS}`);
    const byId = await client.get(`/2/users/${byName.body.data.id}?${ALL_USER_FIELDS}`);
    expect(byId.body).toEqual(byName.body);
  });

  it('resolves the id of a long handle once the handle has been seen', async () => {
    const { body } = await client.get('/2/users/by/username/a_rather_long_1');
    expect((await client.get(`/2/users/${body.data.id}`)).body).toEqual(body);
  });

  it('rejects bad parameters with an X invalid-request body', async () => {
    const badName = await client.get('/2/users/by/username/bad-name');
    expect(badName.status).toBe(400);
    expect(badName.body.type).toBe('https://api.twitter.com/2/problems/invalid-request');
    expect(badName.body.errors[0].parameters).toEqual({ username: ['bad-name'] });

    const badField = await client.get('/2/users/by/username/jack?user.fields=shoe_size');
    expect(badField.status).toBe(400);
    expect(badField.body.errors[0].message).toContain('[shoe_size] is not one of');

    const unknownParam = await client.get('/2/users/by/username/jack?colour=red');
    expect(unknownParam.status).toBe(400);
    expect(unknownParam.body.errors[0].message).toBe('The query parameter [colour] is not one of [username,expansions,tweet.fields,user.fields]');

    expect((await client.get('/2/users/12ab')).status).toBe(400);
  });

  it('answers an unknown id with a not-found error body', async () => {
    const response = await client.get('/2/users/1');
    expect(response.status).toBe(200);
    expect(response.body.errors[0]).toMatchObject({ title: 'Not Found Error', parameter: 'id', resource_id: '1' });
  });
});

describe('magic handles', () => {
  it('nf_* does not exist: HTTP 200 with X not-found errors', async () => {
    for (const handle of ['nf_ghost', 'NF_Ghost']) {
      const response = await client.get(`/2/users/by/username/${handle}`);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        errors: [
          {
            value: handle,
            detail: `Could not find user with username: [${handle}].`,
            title: 'Not Found Error',
            resource_type: 'user',
            parameter: 'username',
            resource_id: handle,
            type: 'https://api.twitter.com/2/problems/resource-not-found',
          },
        ],
      });
    }
  });

  it('priv_* exists but is protected and its followers and tweets are refused', async () => {
    const { body } = await client.get('/2/users/by/username/priv_alice?user.fields=protected');
    expect(body.data.protected).toBe(true);
    for (const path of ['followers', 'tweets']) {
      const refused = await client.get(`/2/users/${body.data.id}/${path}`);
      expect(refused.status).toBe(200);
      expect(refused.body.data).toBeUndefined();
      expect(refused.body.errors[0]).toEqual({
        value: body.data.id,
        detail: `Sorry, you are not authorized to see the user with id: [${body.data.id}].`,
        title: 'Authorization Error',
        resource_type: 'user',
        parameter: 'id',
        resource_id: body.data.id,
        type: 'https://api.twitter.com/2/problems/not-authorized-for-resource',
      });
    }
  });

  it('down_* fails as if X were down', async () => {
    const response = await client.get('/2/users/by/username/Down_Bob');
    expect(response.status).toBe(503);
    expect(response.body).toEqual({ title: 'Service Unavailable', detail: 'Service Unavailable', type: 'about:blank', status: 503 });
    expect(response.headers.get('x-rate-limit-limit')).not.toBeNull();
  });
});

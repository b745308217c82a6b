import { createXSandbox, type XSandbox, type XSandboxOptions } from '../src/index.js';

export const AUTH = { authorization: 'Bearer sandbox-test-token' };

export interface Response<T = any> {
  status: number;
  headers: Headers;
  text: string;
  body: T;
}

export interface SandboxClient {
  sandbox: XSandbox;
  url: string;
  get<T = any>(path: string, headers?: Record<string, string>): Promise<Response<T>>;
  post<T = any>(path: string, body?: unknown): Promise<Response<T>>;
  close(): Promise<void>;
}

async function read<T>(response: globalThis.Response): Promise<Response<T>> {
  const text = await response.text();
  return { status: response.status, headers: response.headers, text, body: text ? JSON.parse(text) : undefined };
}

/** A sandbox on a random port with a tiny fetch client. */
export async function startSandbox(options: XSandboxOptions = {}): Promise<SandboxClient> {
  const sandbox = await createXSandbox(options);
  const url = await sandbox.listen(0);
  return {
    sandbox,
    url,
    get: async (path, headers = AUTH) => read(await fetch(`${url}${path}`, { headers })),
    post: async (path, body) =>
      read(
        await fetch(`${url}${path}`, {
          method: 'POST',
          headers: body === undefined ? {} : { 'content-type': 'application/json' },
          body: body === undefined ? undefined : JSON.stringify(body),
        }),
      ),
    close: () => sandbox.close(),
  };
}

/** Walks a user list endpoint to the end, returning every page's ids. */
export async function allPages(client: SandboxClient, path: string, maxResults: number): Promise<string[][]> {
  const pages: string[][] = [];
  let token: string | undefined;
  do {
    const separator = path.includes('?') ? '&' : '?';
    const response = await client.get(`${path}${separator}max_results=${maxResults}${token ? `&pagination_token=${token}` : ''}`);
    if (response.status !== 200) throw new Error(`${path}: HTTP ${response.status} ${response.text}`);
    pages.push((response.body.data ?? []).map((item: { id: string }) => item.id));
    token = response.body.meta.next_token;
  } while (token);
  return pages;
}

export const ALL_USER_FIELDS =
  'user.fields=created_at,description,location,profile_image_url,protected,public_metrics,url,verified,verified_type';

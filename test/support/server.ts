import type { Config } from '../../src/config.ts';
import type { Engine } from '../../src/db/store.ts';
import { type RunningServer, startServer } from '../../src/server.ts';
import { assertMatchesContract } from './contract.ts';
import { createTestStore, type TestStore } from './store.ts';

export interface TestServer {
  engine: Engine;
  baseUrl: string;
  /** A store of its own, open beside the server's, for arranging data and checking writes. */
  testStore: TestStore;
  server: RunningServer;
  /**
   * Calls the API like an integrator: `path` is relative to /api/public/v1 unless it starts with
   * `//`. Every response of the API is checked against the OpenAPI document (contract.ts).
   */
  api(path: string, options?: ApiCallOptions): Promise<ApiResponse>;
  stop(): Promise<void>;
}

export interface ApiCallOptions {
  key?: string;
  method?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface ApiResponse {
  status: number;
  headers: Headers;
  // biome-ignore lint/suspicious/noExplicitAny: tests read response bodies freely and assert on them
  body: any;
}

/**
 * Starts the real server (HTTP on 127.0.0.1, random port) on a fresh store of the given engine.
 * Its settings come from the environment (createTestStore), so `HRAPI_READ_CACHE_MB=0` runs the
 * tests with nothing kept: CI runs the list-reading tests a second time that way (.ci/run).
 */
export async function startTestServer(engine: Engine, overrides: Partial<Config> = {}): Promise<TestServer> {
  const testStore = await createTestStore(engine, overrides);
  const server = await startServer({ ...testStore.config, port: 0, host: '127.0.0.1' });
  const baseUrl = server.address;
  return {
    engine,
    baseUrl,
    testStore,
    server,
    api: (path, options) => callApi(baseUrl, path, options),
    async stop() {
      await server.stop();
      await testStore.drop();
    },
  };
}

export async function callApi(
  baseUrl: string,
  path: string,
  options: ApiCallOptions = {},
): Promise<ApiResponse> {
  const url = path.startsWith('//') ? `${baseUrl}${path.slice(1)}` : `${baseUrl}/api/public/v1${path}`;
  const headers: Record<string, string> = { ...options.headers };
  if (options.key) headers.authorization = `Bearer ${options.key}`;
  let body: string | undefined;
  if (options.body !== undefined) {
    body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
    headers['content-type'] ??= 'application/json';
  }
  const response = await fetch(url, { method: options.method ?? 'GET', headers, body });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    // Not JSON: tests assert on the raw text.
  }
  assertMatchesContract({
    method: options.method ?? 'GET',
    url: new URL(url).pathname + new URL(url).search,
    status: response.status,
    contentType: response.headers.get('content-type'),
    body: parsed,
  });
  return { status: response.status, headers: response.headers, body: parsed };
}

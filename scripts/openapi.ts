import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openStore } from '../src/db/store.ts';

export const OPENAPI_FILE = fileURLToPath(new URL('../openapi.json', import.meta.url));

/** The document as the server builds it, from the route schemas; a throwaway store, never queried. */
export async function generateOpenApiDocument(): Promise<unknown> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hrapi-openapi-'));
  const config = { ...loadConfig({ LOG_LEVEL: 'silent' }), dataDir, databaseUrl: undefined };
  const store = openStore(config);
  try {
    const app = await buildApp({ config, store });
    await app.ready();
    const document = app.swagger();
    await app.close();
    return document;
  } finally {
    await store.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export const serialize = (document: unknown) => `${JSON.stringify(document, null, 2)}\n`;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  fs.writeFileSync(OPENAPI_FILE, serialize(await generateOpenApiDocument()));
  process.stdout.write(`wrote ${path.relative(process.cwd(), OPENAPI_FILE)}\n`);
}

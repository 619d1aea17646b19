import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { processCache } from '../shared/bounded-cache.ts';
import { notFound } from '../shared/domain-errors.ts';

import { API_PREFIX } from './api-prefix.ts';

const require = createRequire(import.meta.url);
const SWAGGER_UI = path.dirname(require.resolve('swagger-ui-dist/package.json'));
const OWN = path.join(path.dirname(new URL(import.meta.url).pathname), 'reference-page');

/** Every file the page loads, served from this server: the page works offline, with no CDN. */
const ASSETS: Record<string, { file: string; type: string }> = {
  'swagger-ui.css': { file: path.join(SWAGGER_UI, 'swagger-ui.css'), type: 'text/css; charset=utf-8' },
  'swagger-ui-bundle.js': {
    file: path.join(SWAGGER_UI, 'swagger-ui-bundle.js'),
    type: 'text/javascript; charset=utf-8',
  },
  'favicon-32x32.png': { file: path.join(SWAGGER_UI, 'favicon-32x32.png'), type: 'image/png' },
  'init.js': { file: path.join(OWN, 'init.js'), type: 'text/javascript; charset=utf-8' },
};

/** The browser may load nothing from elsewhere; swagger-ui sets inline styles and data: images. */
const CSP =
  "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; font-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/** The page and its assets, read once: a closed list of files. */
const files = processCache<string, Buffer>('reference-page-files', Object.keys(ASSETS).length + 1);
const read = (file: string) => files.getOrSet(file, () => fs.readFileSync(file));

function page(reply: FastifyReply) {
  return reply
    .header('content-security-policy', CSP)
    .type('text/html; charset=utf-8')
    .send(read(path.join(OWN, 'index.html')));
}

/**
 * The API reference page: swagger-ui (swagger-ui-dist) rendering the OpenAPI document, at
 * /api/public/v1/docs and /docs, without authentication (the public list of the API).
 */
export function registerReferencePage(app: FastifyInstance): void {
  const hidden = { schema: { hide: true } };
  app.get(`${API_PREFIX}/docs`, hidden, async (_request, reply) => page(reply));
  app.get('/docs', hidden, async (_request, reply) => page(reply));
  app.get<{ Params: { '*': string } }>(`${API_PREFIX}/docs/*`, hidden, async (request, reply) => {
    const asset = Object.hasOwn(ASSETS, request.params['*']) ? ASSETS[request.params['*']] : undefined;
    if (!asset) throw notFound('file');
    return reply
      .header('cache-control', 'public, max-age=3600')
      .header('content-security-policy', CSP)
      .type(asset.type)
      .send(read(asset.file));
  });
}

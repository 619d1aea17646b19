/**
 * The only routes under the API prefix that respond without an API key, as `"METHOD /pattern"`
 * exactly as Fastify reports them (`routeOptions.url`). Every other route under the prefix is
 * authenticated and tenant-checked, and one that declares no `config.auth` stops the app at start.
 * Adding a line here makes a route public: it must serve nothing of any organization.
 */
export const PUBLIC_API_ROUTES: readonly string[] = [
  'GET /api/public/v1/openapi.json',
  'GET /api/public/v1/docs',
  'GET /api/public/v1/docs/*',
];

/**
 * The routes under the API prefix that a partner app calls with its own client credentials
 * (HTTP Basic `client_id:client_secret`), not with an API key or an organization's token: what
 * concerns the app across every organization that granted it. Listed as `"METHOD /pattern"`
 * exactly as Fastify reports them; each is authenticated by src/http/pipeline/app-credentials.ts before its
 * handler runs, and a route here that also declares `config.auth` stops the app at start.
 */
export const APP_CREDENTIAL_ROUTES: readonly string[] = [
  'GET /api/public/v1/partner-app/grants',
  'GET /api/public/v1/partner-app/webhook-endpoint',
  'PUT /api/public/v1/partner-app/webhook-endpoint',
  'DELETE /api/public/v1/partner-app/webhook-endpoint',
  'POST /api/public/v1/partner-app/webhook-endpoint/rotate-secret',
  'GET /api/public/v1/partner-app/webhook-endpoint/lanes',
  'POST /api/public/v1/partner-app/webhook-endpoint/lanes/:organizationId/enable',
  'GET /api/public/v1/partner-app/webhook-endpoint/lanes/:organizationId/deliveries',
];

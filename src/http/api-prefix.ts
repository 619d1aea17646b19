/** Where the API is served; the console, the health checks and the reference page live beside it. */
export const API_PREFIX = '/api/public/v1';

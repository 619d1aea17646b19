// Renders the OpenAPI document served by this same server; nothing is fetched from elsewhere.
window.addEventListener('load', () => {
  window.ui = window.SwaggerUIBundle({
    url: '/api/public/v1/openapi.json',
    dom_id: '#reference',
    deepLinking: true,
    displayOperationId: true,
    docExpansion: 'list',
    defaultModelsExpandDepth: 0,
    // The default asks validator.swagger.io for a badge: off, the page works offline.
    validatorUrl: null,
    tryItOutEnabled: false,
  });
});

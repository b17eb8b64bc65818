/* global window, SwaggerUIBundle, TextEncoder, btoa, URL, console */
// The API reference's set-up (served at /docs/reference-init.js). "Try it out" calls the sandbox on
// this origin; operations marked `x-encrypted` in the contract the UI loaded travel the way the
// portal sends them: { "payload": base64(UTF-8 JSON) } with the header X-Payload-Codec: b64json.
(function () {
  function base64OfUtf8(text) {
    let binary = '';
    for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
    return btoa(binary);
  }

  function pathPattern(template) {
    const source = template
      .split('/')
      .map(function (segment) {
        return /^\{.+\}$/.test(segment) ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      })
      .join('/');
    return new RegExp('^' + source + '$');
  }

  // The encrypted operations of the loaded spec, made once per spec object.
  let indexedSpec = null;
  let encrypted = [];
  function encryptedOperations(spec) {
    if (spec === indexedSpec) return encrypted;
    indexedSpec = spec;
    encrypted = [];
    const paths = spec.get('paths');
    if (!paths) return encrypted;
    paths.forEach(function (item, template) {
      item.forEach(function (operation, method) {
        if (operation && operation.get && operation.get('x-encrypted') === true) {
          encrypted.push({ method: method.toUpperCase(), pattern: pathPattern(template) });
        }
      });
    });
    return encrypted;
  }

  function isEncrypted(method, pathname) {
    const spec = window.ui && window.ui.specSelectors && window.ui.specSelectors.specJson();
    if (!spec || !spec.get) return false;
    return encryptedOperations(spec).some(function (op) {
      return op.method === method && op.pattern.test(pathname);
    });
  }

  window.ui = SwaggerUIBundle({
    url: '/openapi.json',
    dom_id: '#swagger-ui',
    deepLinking: true,
    // Tags start collapsed: with every operation listed open, Swagger UI 5.35 stops rendering
    // once the contract passes about 133 operations (the rest of the page silently missing).
    docExpansion: 'none',
    displayOperationId: true,
    tryItOutEnabled: true,
    persistAuthorization: true,
    showExtensions: true,
    requestInterceptor: function (req) {
      try {
        if (typeof req.body !== 'string' || req.body === '') return req;
        const url = new URL(req.url, window.location.href);
        if (!isEncrypted(String(req.method || 'GET').toUpperCase(), url.pathname)) return req;
        req.body = JSON.stringify({ payload: base64OfUtf8(req.body) });
        req.headers['X-Payload-Codec'] = 'b64json';
        req.headers['Content-Type'] = 'application/json';
      } catch (error) {
        console.warn('[sandbox] could not encode the request body', error);
      }
      return req;
    },
  });
})();

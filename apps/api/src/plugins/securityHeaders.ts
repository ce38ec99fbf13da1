import fastifyHelmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/**
 * The browser's own defences, on every answer (the web app's files and the API alike).
 * Scripts only from our origin; nothing may frame the app (clickjacking); no plugins; no referrer leaves it.
 * Styles allow inline: antd writes its CSS-in-JS as <style> elements at run time. Images allow data: and
 * blob: for generated previews and uploads; product images come through our own image proxy.
 */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  workerSrc: ["'self'", 'blob:'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export const securityHeadersPlugin = fp(
  async (app) => {
    await app.register(fastifyHelmet, {
      contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
      frameguard: { action: 'deny' },
      referrerPolicy: { policy: 'no-referrer' },
      // HSTS means something only on an https answer; it is added below when the request came that way
      // (directly, or through a proxy the server is configured to trust).
      strictTransportSecurity: false,
    });
    app.addHook('onSend', async (request, reply) => {
      if (request.protocol === 'https') {
        reply.header('strict-transport-security', `max-age=${ONE_YEAR_SECONDS}; includeSubDomains`);
      }
    });
  },
  { name: 'security-headers' },
);

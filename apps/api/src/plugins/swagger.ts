import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { apiPaths } from '@shelfsight/contracts';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI built from the routes' zod contracts, browsable at /api/docs (JSON at /api/docs/json). */
export const swaggerPlugin = fp<{ version: string }>(
  async (app, { version }) => {
    await app.register(fastifySwagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: 'Shelfsight API',
          description:
            'Every call the Shelfsight web app makes. Errors share one shape: { statusCode, error, message, fields? }. ' +
            'Authenticate with `Authorization: Bearer <token>` from POST /api/login; the refresh token travels ' +
            'only as an httpOnly cookie on /api/auth.',
          version,
        },
        components: {
          securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(fastifySwaggerUi, { routePrefix: apiPaths.docs });
  },
  { name: 'swagger' },
);

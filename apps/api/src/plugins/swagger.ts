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
          securitySchemes: {
            bearerAuth: {
              type: 'http',
              scheme: 'bearer',
              description:
                'A session token from POST /api/login (a JWT), or a partner API token (`ssp_…`) that an ' +
                'administrator of a customer creates on /partner-integration/ and that is shown once. A partner ' +
                'token acts for its customer only: paths under /api/customer/{customerId}/ of that customer ' +
                '(403 on any other customer or path). Scope `ingest` allows POST …/ingest, POST …/upload-data-set ' +
                'and GET …/ingest/{jobId}; scope `read` allows the other GET calls; every other write, and ' +
                'administration (users, roles, tokens), answers 403. Example: `curl -H "Authorization: Bearer ' +
                'ssp_…" -H "Content-Type: text/csv" --data-binary @facts.csv …/api/customer/42/ingest`. Each token ' +
                'is limited per minute (429 with Retry-After); a revoked token answers 401 at once.',
            },
          },
        },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(fastifySwaggerUi, { routePrefix: apiPaths.docs });
  },
  { name: 'swagger' },
);

import { randomBytes } from 'node:crypto';
import fastifyMultipart from '@fastify/multipart';
import {
  adminRetailerSchema,
  logoFileParamsSchema,
  RETAILER_LOGO_LIMITS,
  retailerIdParamsSchema,
  retailersAdminMessages,
  retailersAdminPaths,
} from '@shelfsight/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import sharp from 'sharp';
import { z } from 'zod';
import type { FileStore } from '../../lib/fileStore';
import { errorResponses } from '../../lib/errorResponses';
import { HttpError } from '../../lib/httpError';
import { getRetailer, setRetailerLogo } from './retailersAdmin.repository';

const tags = ['retailers'];
const ACCEPTED = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp']);
const FOLDER = 'retailer-logos';

async function requireSystemAdmin(request: FastifyRequest) {
  if (!request.user?.isSystemAdmin) throw new HttpError(403, retailersAdminMessages.systemAdminsOnly);
}

/** Re-encoded as a PNG of at most 256 px a side: what is served is never the uploaded bytes themselves. */
async function normalisedLogo(bytes: Buffer): Promise<Buffer> {
  try {
    return await sharp(bytes, { limitInputPixels: 40_000_000 })
      .resize(RETAILER_LOGO_LIMITS.edgePixels, RETAILER_LOGO_LIMITS.edgePixels, {
        fit: 'inside',
        withoutEnlargement: true,
      })
      .png()
      .toBuffer();
  } catch {
    throw new HttpError(400, retailersAdminMessages.logoType, { file: retailersAdminMessages.logoType });
  }
}

/** A retailer's uploaded logo, kept in the app's file store and served under /api/retailer-logos/. */
export const retailerLogoRoutes: FastifyPluginAsyncZod<{ store: FileStore }> = async (app, { store }) => {
  if (!app.hasContentTypeParser('multipart/form-data')) await app.register(fastifyMultipart);

  app.post(
    retailersAdminPaths.retailerLogo,
    {
      preHandler: [app.authenticate, requireSystemAdmin],
      schema: {
        tags,
        summary: "Upload a retailer's logo",
        description:
          'Multipart with one file: jpeg, png, gif or webp, at most 5 MB. It is stored as a PNG of at most 256 px a ' +
          'side and the retailer logoUrl then points to it (/api/retailer-logos/…).',
        consumes: ['multipart/form-data'],
        params: retailerIdParamsSchema,
        response: { 200: adminRetailerSchema, ...errorResponses(400, 401, 403, 404, 413) },
      },
    },
    async (request) => {
      const { retailerId } = request.params;
      if (!(await getRetailer(app.db, retailerId))) throw new HttpError(404, retailersAdminMessages.notFound);
      if (!request.isMultipart()) throw new HttpError(400, retailersAdminMessages.logoMissing);
      const part = await request.file({ limits: { files: 1, fileSize: RETAILER_LOGO_LIMITS.maxBytes } });
      if (!part)
        throw new HttpError(400, retailersAdminMessages.logoMissing, { file: retailersAdminMessages.logoMissing });
      if (!ACCEPTED.has(part.mimetype)) {
        part.file.resume();
        throw new HttpError(400, retailersAdminMessages.logoType, { file: retailersAdminMessages.logoType });
      }
      const bytes = await part.toBuffer().catch(() => null);
      if (bytes === null || part.file.truncated) throw new HttpError(413, retailersAdminMessages.logoTooLarge);
      const name = `${retailerId}-${randomBytes(16).toString('hex')}.png`;
      await store.put(`${FOLDER}/${name}`, await normalisedLogo(bytes));
      await setRetailerLogo(app.db, retailerId, `/api/retailer-logos/${name}`);
      const updated = await getRetailer(app.db, retailerId);
      if (!updated) throw new HttpError(404, retailersAdminMessages.notFound);
      return updated;
    },
  );

  app.get(
    retailersAdminPaths.logoFile,
    {
      schema: {
        tags,
        summary: 'An uploaded retailer logo (no session needed)',
        params: logoFileParamsSchema,
        response: { 200: z.any().describe('The PNG'), ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const bytes = await store.get(`${FOLDER}/${request.params.file}`);
      if (!bytes) throw new HttpError(404, 'Logo not found');
      // Each upload gets a new name, so a logo never changes under its address.
      return reply
        .header('content-type', 'image/png')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(bytes);
    },
  );
};

import type { FastifyPluginAsync } from 'fastify';
import { mfaProfileRoutes } from './mfaProfile.routes';
import { mfaVerifyRoutes } from './mfaVerify.routes';

/** Multi-factor sign-in: the verify step (public) and the signed-in user's own management calls. */
export const mfaModule: FastifyPluginAsync = async (app) => {
  await app.register(mfaVerifyRoutes);
  await app.register(mfaProfileRoutes);
};

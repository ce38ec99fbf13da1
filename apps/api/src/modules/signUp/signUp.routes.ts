import {
  customerCreateFieldErrors,
  customerCreateRequestSchema,
  customerSchema,
  DEMO_DAYS,
  demoRequestSchema,
  loginResponseSchema,
  signUpMessages,
  signUpPaths,
  signUpRequestSchema,
  signUpValidationSchema,
  TRIAL_DAYS,
  type SignUpRequest,
} from '@shelfsight/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/errorResponses';
import { HttpError } from '../../lib/httpError';
import { hashPassword } from '../auth';
import { toCustomer } from '../customers';
import { checkSubmission } from './checkSubmission';
import { createAccountWithCustomer, createTrialCustomer, isUniqueViolation } from './signUp.repository';
import { startSession } from './startSession';

const tags = ['sign-up'];
const errors = errorResponses(400, 401, 422, 429);
const validateDescription =
  'Checks the whole form as the submit would: company name, full name, e-mail format and that no account ' +
  'uses it yet, the password rules of contracts (length, not the e-mail, not a common password), the ' +
  'repetition and the accepted terms. 200 when all pass, else 422 with `fields` naming every failing field ' +
  '(400 when the body has the wrong shape). Not rate-limited: it creates nothing.';
const rateLimitNote = 'Limited per client address and per e-mail (429).';

/** Sign-up, demo activation and adding a customer as a signed-in user (spec 1 §2, §7). */
export const signUpRoutes: FastifyPluginAsyncZod = async (app) => {
  async function createAndSignIn(request: FastifyRequest<{ Body: SignUpRequest }>, reply: FastifyReply, demo: boolean) {
    await checkSubmission(app.db, request.body);
    const passwordHash = await hashPassword(request.body.password);
    const created = await createAccountWithCustomer(app.db, { ...request.body, passwordHash, demo }).catch(
      (error: unknown) => {
        // Two submits of one address at once: the second loses on the unique key.
        if (isUniqueViolation(error))
          throw new HttpError(422, signUpMessages.emailTaken, { email: signUpMessages.emailTaken });
        throw error;
      },
    );
    const session = await startSession(app, request, reply, created, request.body.deviceIdentifier);
    return reply.code(201).send(session);
  }

  for (const path of [signUpPaths.validateSignUp, signUpPaths.validateDemo]) {
    app.post(
      path,
      {
        schema: {
          tags,
          summary: path === signUpPaths.validateDemo ? 'Validate the demo form' : 'Validate the sign-up form',
          description: validateDescription,
          body: signUpRequestSchema,
          response: { 200: signUpValidationSchema, ...errors },
        },
      },
      async (request) => {
        await checkSubmission(app.db, request.body);
        return { valid: true as const };
      },
    );
  }

  app.post(
    signUpPaths.signUpSubmit,
    {
      config: { authRateLimit: 'signUp' },
      schema: {
        tags,
        summary: 'Sign up: a new user with a TRIAL customer, signed in',
        description:
          `Open to visitors. Validates again (as the validate call), then creates the user and a TRIAL customer in ` +
          `force for ${TRIAL_DAYS} days (activeUntil) with the user in its SYSTEM role 'Administrators', and signs ` +
          `the user in: the answer and the refresh cookie are those of POST /api/login. ${rateLimitNote}`,
        body: signUpRequestSchema,
        response: { 201: loginResponseSchema, ...errors },
      },
    },
    async (request, reply) => createAndSignIn(request, reply, false),
  );

  app.post(
    signUpPaths.demoSubmit,
    {
      config: { authRateLimit: 'signUp' },
      schema: {
        tags,
        summary: 'Activate a demo account: a demo user with a TRIAL customer, signed in',
        description:
          `As the sign-up submit, but the user carries demoExpirationDate and the customer's activeUntil, both ` +
          `${DEMO_DAYS} days ahead; after that sign-in answers 401 trial_expired. ${rateLimitNote}`,
        body: demoRequestSchema,
        response: { 201: loginResponseSchema, ...errors },
      },
    },
    async (request, reply) => createAndSignIn(request, reply, true),
  );

  app.post(
    signUpPaths.customerCreate,
    {
      preHandler: app.authenticate,
      config: { authRateLimit: 'signUp', idempotent: true },
      schema: {
        tags,
        security: [{ bearerAuth: [] }],
        summary: 'Create another customer as the signed-in user',
        description:
          `A signed-in user at /create-account/ adds a TRIAL customer (in force ${TRIAL_DAYS} days) and becomes ` +
          `its Administrator; the browser then switches to it. 422 names companyName or termsAccepted. ` +
          `Limited per client address (429).`,
        body: customerCreateRequestSchema,
        response: { 201: customerSchema, ...errors },
      },
    },
    async (request, reply) => {
      if (!request.user) throw new HttpError(401, 'Authentication required');
      const fields = customerCreateFieldErrors(request.body);
      if (Object.keys(fields).length > 0)
        throw new HttpError(422, `Invalid input: ${Object.keys(fields).join(', ')}`, fields);
      const userId = request.user.id;
      const customer = await app.db.transaction((tx) =>
        createTrialCustomer(tx, { companyName: request.body.companyName, userId, days: TRIAL_DAYS, description: null }),
      );
      app.accessCache.invalidateUser(userId);
      // The creator is its administrator, so the account answers in full.
      return reply.code(201).send(toCustomer(customer, true));
    },
  );
};

import type { ApiError } from '@shelfsight/contracts';
import type { FastifyError, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError, statusText } from '../lib/httpError';

/** What a failure of ours says to the client: nothing of its cause, which goes to the log. */
export const SERVER_FAILURE_MESSAGE = 'Something went wrong on our side. Please try again later.';

export function apiError(statusCode: number, message: string, fields?: Record<string, string>): ApiError {
  return { statusCode, error: statusText(statusCode), message, ...(fields ? { fields } : {}) };
}

/** Maps zod issues to `{ field: first message }`, naming nested fields with dots. */
function validationFields(error: FastifyError & { validation: { instancePath: string; message?: string }[] }) {
  const fields: Record<string, string> = {};
  for (const issue of error.validation) {
    const name = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || (error.validationContext ?? 'body');
    fields[name] ??= issue.message ?? 'Invalid value';
  }
  return fields;
}

/**
 * The multipart parser (busboy) reports a broken body with plain errors and no status code; they are
 * the client's malformed input, not a failure of ours.
 */
const MALFORMED_MULTIPART =
  /^(Unexpected end of (multipart data|form|file)|Multipart: Boundary not found|Malformed part header|Part terminated early)/;

function isMalformedMultipart(error: Error, request: FastifyRequest) {
  const contentType = request.headers['content-type'] ?? '';
  return contentType.toLowerCase().startsWith('multipart/') && MALFORMED_MULTIPART.test(error.message);
}

/** What a stream reports when the other end went away mid-answer (node's pipeline, or the older end-of-stream). */
const CLIENT_GONE_CODES = new Set(['ERR_STREAM_PREMATURE_CLOSE', 'ECONNRESET', 'EPIPE']);

/**
 * A reader who leaves mid-answer (a closed tab, a cancelled download) breaks the answer's stream; that is the
 * client's choice, not a failure of ours, so it is logged as such. Only when the socket is really gone: a stream
 * of ours that closes early while the client still listens stays an error.
 */
function isClientGone(error: FastifyError, request: FastifyRequest) {
  const gone = request.raw.destroyed || request.raw.socket?.destroyed === true;
  return gone && (CLIENT_GONE_CODES.has(error.code) || error.message === 'premature close');
}

/** One error handler for the whole app: every failure leaves in the ApiError shape. */
export const errorsPlugin = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (hasZodFastifySchemaValidationErrors(error)) {
        const fields = validationFields(error);
        const message = `Invalid ${error.validationContext ?? 'input'}: ${Object.keys(fields).join(', ')}`;
        return reply.code(400).send(apiError(400, message, fields));
      }
      if (error instanceof HttpError) {
        return reply.code(error.statusCode).send(apiError(error.statusCode, error.message, error.fields));
      }
      // Fastify's own client errors (malformed JSON, unsupported media type, body too large, ...).
      const status = error.statusCode;
      if (status !== undefined && status >= 400 && status < 500) {
        return reply.code(status).send(apiError(status, error.message));
      }
      if (isMalformedMultipart(error, request)) {
        return reply.code(400).send(apiError(400, 'Malformed multipart body'));
      }
      if (isClientGone(error, request)) {
        request.log.info({ code: error.code }, 'the client went away before the answer was sent');
        return reply.code(499).send();
      }
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send(apiError(500, SERVER_FAILURE_MESSAGE));
    });
  },
  { name: 'errors' },
);

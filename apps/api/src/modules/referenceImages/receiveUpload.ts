import { REFERENCE_IMAGE_LIMITS, referenceImageMessages } from '@shelfsight/contracts';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { HttpError } from '../../lib/httpError';
import { type CheckedImage, checkUploadedImage } from './uploadedImage';

/** Reads a multipart body: the JSON object field and one file part per new image, every file checked. */
export async function receiveUpload<Schema extends z.ZodTypeAny>(
  request: FastifyRequest,
  objectField: string,
  schema: Schema,
): Promise<{ object: z.infer<Schema>; files: Map<string, CheckedImage> }> {
  if (!request.isMultipart())
    throw new HttpError(400, referenceImageMessages.invalidPayload, { body: 'multipart/form-data expected' });
  let objectText: string | undefined;
  const files = new Map<string, CheckedImage>();
  const parts = request.parts({
    limits: { files: REFERENCE_IMAGE_LIMITS.maxSequence, fileSize: REFERENCE_IMAGE_LIMITS.maxBytes + 1, fields: 5 },
  });
  for await (const part of parts) {
    if (part.type === 'field') {
      if (part.fieldname === objectField) objectText = String(part.value);
      continue;
    }
    const body = await part.toBuffer().catch((error: unknown) => {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
        throw new HttpError(400, referenceImageMessages.tooLarge, {
          [part.fieldname]: referenceImageMessages.tooLarge,
        });
      throw error;
    });
    if (files.has(part.fieldname))
      throw new HttpError(400, referenceImageMessages.onlyOneFile, {
        [part.fieldname]: referenceImageMessages.onlyOneFile,
      });
    files.set(
      part.fieldname,
      await checkUploadedImage(part.fieldname, {
        body,
        filename: part.filename,
        declaredType: part.mimetype,
        truncated: part.file.truncated,
      }),
    );
  }
  if (objectText === undefined)
    throw new HttpError(400, referenceImageMessages.invalidPayload, { [objectField]: `${objectField} is required` });
  let json: unknown;
  try {
    json = JSON.parse(objectText);
  } catch {
    throw new HttpError(400, referenceImageMessages.invalidPayload, { [objectField]: `${objectField} is not JSON` });
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const field = [objectField, ...issue.path.map(String)].join('.');
    throw new HttpError(400, `${field}: ${issue.message}`, { [field]: issue.message });
  }
  return { object: parsed.data, files };
}

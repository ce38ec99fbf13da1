import type { MultipartFile } from '@fastify/multipart';

/** A text field sent before the file part (multipart fields after the file are not read). */
export function multipartField(part: MultipartFile, name: string): string | undefined {
  const field = part.fields[name];
  const single = Array.isArray(field) ? field[0] : field;
  return single && 'value' in single ? String(single.value) : undefined;
}

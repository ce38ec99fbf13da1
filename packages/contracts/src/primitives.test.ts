import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  coercedId,
  dbIntegerSchema,
  idNumberSchema,
  idSchema,
  MAX_DB_INTEGER,
  multiLineText,
  multiLineTextRule,
  primitiveMessages,
  singleLineText,
  singleLineTextRule,
} from './primitives';

describe('idSchema (path and query ids)', () => {
  it('accepts positive whole numbers within a PostgreSQL integer, as text', () => {
    expect(idSchema.parse('1')).toBe(1);
    expect(idSchema.parse(String(MAX_DB_INTEGER))).toBe(MAX_DB_INTEGER);
  });

  it.each(['0', '-1', '1.5', 'abc', '', '2147483648', String(2 ** 53), '99999999999999999999', 'Infinity', 'NaN'])(
    'refuses %j with one message',
    (raw) => {
      const result = idSchema.safeParse(raw);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(primitiveMessages.id);
    },
  );

  it('keeps a field-specific message when given one', () => {
    expect(coercedId('No widgetId provided').safeParse('2147483648').error?.issues[0]?.message).toBe(
      'No widgetId provided',
    );
  });
});

describe('idNumberSchema (body ids)', () => {
  it('accepts numbers only, within range', () => {
    expect(idNumberSchema.parse(7)).toBe(7);
    expect(idNumberSchema.safeParse('7').success).toBe(false);
    expect(idNumberSchema.safeParse(MAX_DB_INTEGER + 1).success).toBe(false);
    expect(idNumberSchema.safeParse(0).success).toBe(false);
  });
});

describe('dbIntegerSchema', () => {
  it('allows zero and negatives but not beyond the column', () => {
    expect(dbIntegerSchema.parse(-1)).toBe(-1);
    expect(dbIntegerSchema.safeParse(-(2 ** 31) - 1).success).toBe(false);
    expect(dbIntegerSchema.safeParse(2 ** 31).success).toBe(false);
  });
});

describe('text', () => {
  const single = singleLineText().trim().min(1).max(10);
  const multi = multiLineText().max(10);

  it('single-line text refuses NUL, line breaks and other controls', () => {
    expect(single.parse(' Shelf ')).toBe('Shelf');
    for (const bad of ['a\u0000b', 'a\nb', 'a\rb', 'a\tb', 'a\u001bb', 'a\u007fb']) {
      expect(single.safeParse(bad).error?.issues[0]?.message).toBe(primitiveMessages.singleLine);
    }
  });

  it('multi-line text allows tab and line breaks but not NUL or other controls', () => {
    expect(multi.parse('a\nb\r\n\tc')).toBe('a\nb\r\n\tc');
    for (const bad of ['a\u0000b', 'a\u0007b', 'a\u000bb', 'a\u007fb']) {
      expect(multi.safeParse(bad).error?.issues[0]?.message).toBe(primitiveMessages.multiLine);
    }
  });

  it('keeps the length limit of each field', () => {
    expect(single.safeParse('x'.repeat(11)).success).toBe(false);
    expect(z.object({ name: single }).safeParse({ name: 'ok' }).success).toBe(true);
  });

  it('accepts non-ASCII text', () => {
    expect(singleLineText().parse('Ökologisch – 日本')).toBe('Ökologisch – 日本');
  });
});

describe('form rules', () => {
  it('refuse control characters with the schema message and pass anything else', async () => {
    await expect(singleLineTextRule.validator(null, 'a\nb')).rejects.toThrow(primitiveMessages.singleLine);
    await expect(singleLineTextRule.validator(null, 'ok')).resolves.toBeUndefined();
    await expect(singleLineTextRule.validator(null, undefined)).resolves.toBeUndefined();
    await expect(multiLineTextRule.validator(null, 'a\nb')).resolves.toBeUndefined();
    await expect(multiLineTextRule.validator(null, 'a\u0000b')).rejects.toThrow(primitiveMessages.multiLine);
  });
});

import { describe, expect, it } from 'vitest';
import { logErrorRequestSchema, systemMessageInputSchema } from './notifications';

const message = {
  systemMessageType: 'maintenance',
  title: 'Planned maintenance',
  message: 'Down on Sunday.',
  isActive: true,
  dateFrom: '2024-03-01',
  timeFrom: '08:30',
  dateTo: null,
  timeTo: null,
};

describe('systemMessageInputSchema', () => {
  it('defaults the event to after_login and accepts an open end', () => {
    expect(systemMessageInputSchema.parse(message).systemMessageEvent).toBe('after_login');
  });

  it('names the field of a half or backwards end', () => {
    const half = systemMessageInputSchema.safeParse({ ...message, dateTo: '2024-03-04' });
    expect(half.error?.issues[0]?.path).toEqual(['timeTo']);
    const backwards = systemMessageInputSchema.safeParse({ ...message, dateTo: '2024-02-01', timeTo: '00:00' });
    expect(backwards.error?.issues[0]?.path).toEqual(['dateTo']);
    expect(systemMessageInputSchema.safeParse({ ...message, timeFrom: '25:00' }).success).toBe(false);
  });
});

describe('logErrorRequestSchema', () => {
  it('takes the report as an object or as a JSON string', () => {
    expect(logErrorRequestSchema.safeParse({ error: { message: 'boom', line: 3 } }).success).toBe(true);
    expect(logErrorRequestSchema.safeParse({ error: '{"message":"boom"}' }).success).toBe(true);
    expect(logErrorRequestSchema.safeParse({ error: { line: 3 } }).success).toBe(false);
  });
});

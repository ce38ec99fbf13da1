import { describe, expect, it } from 'vitest';
import { errorAt, fieldStatus } from './formStatus';

describe('form field status', () => {
  it('finds a message under a field', () => {
    expect(errorAt({ 'filterSet.savedFilterIds.1': 'Unknown saved filter.' }, 'filterSet.savedFilterIds')).toBe(
      'Unknown saved filter.',
    );
    expect(errorAt({ subjects: 'x' }, 'subject')).toBeUndefined();
  });

  it('marks a field as failed only when it has a message', () => {
    expect(fieldStatus('Enter a name.')).toEqual({ validateStatus: 'error', help: 'Enter a name.' });
    expect(fieldStatus(undefined)).toEqual({});
  });
});

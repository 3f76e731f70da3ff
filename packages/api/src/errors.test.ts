import { describe, expect, it } from 'vitest';
import { ApiError, errorKeyOf } from './errors';

describe('errorKeyOf: the message a failed screen shows', () => {
  it("shows an API error's own message key (a rejected withdrawal names its reason)", () => {
    const error = new ApiError({ kind: 'rejected', endpoint: 'withdraw', messageKey: 'errors:insufficientBalance' });
    expect(errorKeyOf(error)).toBe('errors:insufficientBalance');
  });

  it('shows the generic message for anything that is not an API error (a render bug, a thrown string)', () => {
    expect(errorKeyOf(new TypeError('x is undefined'))).toBe('errors:unknown');
    expect(errorKeyOf('boom')).toBe('errors:unknown');
    expect(errorKeyOf(undefined)).toBe('errors:unknown');
  });
});

// A browser with the push API but no push service behind it cannot receive push at all: the dialog
// must say so (and offer e-mail), not ask to try again later.
import { describe, expect, it } from 'vitest';
import { pushServiceMissing } from '../../../../src/modules/calendar/reminders/push-token';

describe('pushServiceMissing', () => {
  it('takes a refused subscription for want of a push service as "no push here"', () => {
    expect(pushServiceMissing(new DOMException('Registration failed - push service not available', 'AbortError'))).toBe(true);
    expect(pushServiceMissing(new DOMException('Push is not supported', 'NotSupportedError'))).toBe(true);
  });

  it('leaves other failures to "try again later"', () => {
    expect(pushServiceMissing(new DOMException('Registration failed - permission denied', 'NotAllowedError'))).toBe(false);
    expect(pushServiceMissing(new DOMException('Registration failed - storage error', 'AbortError'))).toBe(false);
    expect(pushServiceMissing(new TypeError('Failed to fetch'))).toBe(false);
  });
});

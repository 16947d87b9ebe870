// @vitest-environment jsdom
// Given the modules' start files found by name, when the portal starts them, then the calendar's
// push-token listener is installed: the app keeps starting it without importing the module's
// internals (the iOS wrapper's token reaches the reminders as before).
import { describe, expect, it } from 'vitest';
import { startModules } from '../../../src/app/module-starts';
import { currentWrapperToken, PUSH_TOKEN_EVENT } from '../../../src/modules/calendar/reminders/wrapper-token';

describe('startModules', () => {
  it("installs the calendar's push-token listener", async () => {
    window.dispatchEvent(new CustomEvent(PUSH_TOKEN_EVENT, { detail: 'before-start' }));
    expect(currentWrapperToken()).toBeNull();
    startModules();
    window.dispatchEvent(new CustomEvent(PUSH_TOKEN_EVENT, { detail: 'wrapper-token-1' }));
    expect(currentWrapperToken()).toBe('wrapper-token-1');
    // The token is handed to the registrations, whose module loads in the background: let it
    // arrive before the test ends (on a loaded machine it came after the environment's teardown).
    await import('../../../src/modules/calendar/reminders/registration');
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
});

// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { clearStoredTraces } from '../../../src/session/traces';

describe('logout traces', () => {
  it("removes the portal's keys and notification configurations from both storages, nothing else", async () => {
    sessionStorage.setItem('portal.session', '{"hash":"h"}');
    sessionStorage.setItem('portal.payment', '{}');
    sessionStorage.setItem('chunkReloadGuard', '1');
    localStorage.setItem('notificationConfigurations', '[]');
    localStorage.setItem('portal.anything', 'x');
    localStorage.setItem('someone-else', 'y');
    await clearStoredTraces();
    expect(Object.keys(sessionStorage)).toEqual(['chunkReloadGuard']);
    expect(Object.keys(localStorage)).toEqual(['someone-else']);
  });
});

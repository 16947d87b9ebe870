/**
 * The visitor's start page is loaded in steps, each part's code run in a task of its own (on a phone
 * the whole at once is one task of ~250 ms in which a tap waits).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';

const log: string[] = [];
vi.mock('../../../src/app/next-task', () => ({ nextTask: () => Promise.resolve(void log.push('next task')) }));
vi.mock('../../../codegen/runtime/dates', () => (log.push('dates'), {}));
vi.mock('react-dom/client', () => (log.push('react-dom'), {}));
vi.mock('i18next', () => (log.push('i18next'), { default: {} }));
vi.mock('../../../src/app/visitor/start', () => (log.push('start page'), { showVisitorStart: () => undefined }));

afterEach(() => {
  log.length = 0;
  vi.resetModules();
});

describe('loading a visitor’s start page', () => {
  it('runs the date conversion (time-zone data), React and i18next each in a task before the page itself', async () => {
    const { loadVisitorStart } = await import('../../../src/app/visitor/load');
    const visitor = await loadVisitorStart(() => true);
    expect(visitor?.showVisitorStart).toBeTypeOf('function');
    expect(log).toEqual(['dates', 'next task', 'react-dom', 'next task', 'i18next', 'next task', 'start page']);
  });

  it('stops once the portal has been started meanwhile (a tap): the page would only compete with it', async () => {
    const { loadVisitorStart } = await import('../../../src/app/visitor/load');
    let wanted = true;
    const loading = loadVisitorStart(() => wanted);
    wanted = false;
    expect(await loading).toBeNull();
    expect(log).not.toContain('start page');
  });

  it('draws nothing when the tap came while the page\'s own module arrived', async () => {
    const { loadVisitorStart } = await import('../../../src/app/visitor/load');
    // Still wanted after each of the three parts, no longer once the page's module is there.
    let asked = 0;
    const visitor = await loadVisitorStart(() => ++asked <= 3);
    expect(visitor).toBeNull();
    expect(asked).toBe(4);
  });
});

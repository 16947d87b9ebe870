// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from '../../../src/ui/idle';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('whenIdle', () => {
  it('runs the task when the browser is idle, at the latest after the timeout, and can be cancelled', () => {
    const calls: { timeout?: number }[] = [];
    const cancelled: number[] = [];
    vi.stubGlobal('requestIdleCallback', (task: () => void, options: { timeout?: number }) => {
      calls.push(options);
      task();
      return 7;
    });
    vi.stubGlobal('cancelIdleCallback', (id: number) => cancelled.push(id));
    const task = vi.fn();
    const cancel = whenIdle(task, 2000);
    expect(task).toHaveBeenCalledTimes(1);
    expect(calls).toEqual([{ timeout: 2000 }]);
    cancel();
    expect(cancelled).toEqual([7]);
  });

  it('without requestIdleCallback (Safari) it waits half the timeout', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    vi.useFakeTimers();
    const task = vi.fn();
    whenIdle(task, 3000);
    vi.advanceTimersByTime(1499);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
    const other = vi.fn();
    whenIdle(other, 3000)();
    vi.advanceTimersByTime(5000);
    expect(other).not.toHaveBeenCalled();
  });
});

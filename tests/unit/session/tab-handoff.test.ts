/**
 * Tabs hand a session not kept on disk to each other over a BroadcastChannel: a new tab asks, an
 * open one answers; a change in one tab reaches the others.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { announceSessionChange, askOtherTabs, followSessionChanges } from '../../../src/session/tab-handoff';

const opened: BroadcastChannel[] = [];
const tab = (): BroadcastChannel => {
  const channel = new BroadcastChannel('portal.session.test');
  opened.push(channel);
  return channel;
};

afterEach(() => {
  for (const channel of opened.splice(0)) channel.close();
});

describe('the tabs channel', () => {
  it('an open tab answers a new tab with its session', async () => {
    const open = tab();
    followSessionChanges(() => {}, () => 'the-session', open);
    expect(await askOtherTabs(1000, tab())).toBe('the-session');
  });

  it('no answer: nothing after the wait', async () => {
    const open = tab();
    followSessionChanges(() => {}, () => null, open);
    expect(await askOtherTabs(50, tab())).toBeNull();
  });

  it('a logout in one tab reaches the others', async () => {
    const other = tab();
    const onChange = vi.fn();
    followSessionChanges(onChange, () => null, other);
    announceSessionChange(null, tab());
    await vi.waitFor(() => expect(onChange).toHaveBeenCalledWith(null));
  });
});

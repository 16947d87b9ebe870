import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { eventsActor, loadEventsFor, startEvents } from '../../../src/app/events';

// The history's actor (machine, loaders, mappers) is not part of the start page's code;
// it starts with the first object page, whose routes await loadEventsFor.
describe('the events actor starts with the first object page', () => {
  it('is not started at start-up, and is once an object page asks for its events', async () => {
    startEvents(new QueryClient());
    expect(eventsActor()).toBeNull();
    await loadEventsFor(7);
    const actor = eventsActor();
    expect(actor).not.toBeNull();
    expect(actor?.getSnapshot().context.objectId).toBe(7);
    actor?.stop();
  });
});

// @vitest-environment jsdom
/**
 * The long history's virtualised list arrives as its own chunk. Its own file: the module keeps the
 * loaded chunk for the rest of the session, so the "not loaded yet" state exists only here, first.
 */
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EventList, VIRTUALIZE_FROM } from '../../../src/events/EventList';
import { fromStueckgutAuftrag, sortEvents, type PortalEvent } from '../../../src/events/events';
import { eventStatusText } from '../../../src/events/format';
import { renderUi } from '../ui/render';
import { fullContext } from './fixtures';

afterEach(cleanup);

const events: PortalEvent[] = sortEvents(
  Array.from({ length: 2_000 }, (_, i) =>
    fromStueckgutAuftrag({ StueckgutAuftraegeId: i, Erstellungsdatum: new Date(Date.UTC(2020, 0, 1) + i * 86_400_000), Status: 1 }, fullContext),
  ),
);
/** The virtualised list positions its rows absolutely; the plain rows are in normal flow. */
const isVirtualRow = (item: HTMLElement | undefined) => item?.style.position === 'absolute';

describe('EventList, long history', () => {
  it('shows the first rows in the labelled list at once, then the virtualised list, then on later mounts that list at once', async () => {
    expect(events.length).toBeGreaterThanOrEqual(VIRTUALIZE_FROM);
    const { unmount } = renderUi(<EventList events={events} height={600} label="Verlauf" />);
    // Before the chunk is there: not blank, the newest rows plainly, enough to fill the 600 px.
    const list = screen.getByRole('list', { name: 'Verlauf' });
    expect(list.style.maxHeight).toBe('600px');
    const first = screen.getAllByRole('listitem');
    expect(isVirtualRow(first[0])).toBe(false);
    expect(first.length).toBeGreaterThanOrEqual(600 / 96);
    expect(first.length).toBeLessThan(40);
    // The newest first, in the history's order (each row shows its own date).
    first.forEach((item, i) => expect(item.textContent).toContain(eventStatusText(events[i]!).params.date));

    await waitFor(() => expect(isVirtualRow(screen.getAllByRole('listitem')[0])).toBe(true));
    screen.getByRole('list', { name: 'Verlauf' });
    expect(screen.getAllByRole('listitem').length).toBeLessThan(40);
    unmount();

    // The chunk stays loaded: the next long history skips the placeholder.
    renderUi(<EventList events={events} height={600} />);
    expect(isVirtualRow(screen.getAllByRole('listitem')[0])).toBe(true);
  });
});

// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EventList, VIRTUALIZE_FROM } from '../../../src/events/EventList';
import { fromAuftrag, fromReklamation, fromStueckgutAuftrag, sortEvents, type PortalEvent } from '../../../src/events/events';
import { eventStatusText } from '../../../src/events/format';
import { renderUi } from '../ui/render';
import { d, fullContext, gateWith } from './fixtures';

const planned = fromAuftrag(
  { AuftraegeId: 5, Erstellungsdatum: d(2026, 1, 10), Plandatum: d(2026, 2, 1), AuftragsStatus: 3, AuftragsAktion: 0, Abfallart: { Name: 'Rest & Bio' }, Volumen: { VolumenWert: 120 } },
  fullContext,
);
const recordedDump = fromStueckgutAuftrag({ StueckgutAuftraegeId: 9, Erstellungsdatum: d(2026, 3, 5), Status: 1 }, fullContext);
const canceledClaim = fromReklamation({ ReklamationenId: 3, ErfasstAmDatum: d(2026, 1, 2), Status: 6, ReklamationsArt: { Bezeichnung: 'Leerung' } }, fullContext);

describe('eventStatusText', () => {
  it('gives recorded, planned and done a German date, canceled and error none', () => {
    expect(eventStatusText(planned)).toEqual({ key: 'events.status.planned', params: { date: '01.02.2026' } });
    expect(eventStatusText(recordedDump)).toEqual({ key: 'events.status.recorded', params: { date: '05.03.2026' } });
    expect(eventStatusText(canceledClaim)).toEqual({ key: 'events.status.canceled', params: { date: '' } });
  });
});

afterEach(cleanup);

/** `count` recorded bulky-waste orders, one hour apart (each offers cancel and claim). */
const orders = (count: number): PortalEvent[] =>
  Array.from({ length: count }, (_, i) =>
    fromStueckgutAuftrag({ StueckgutAuftraegeId: i, Erstellungsdatum: new Date(Date.UTC(2020, 0, 1) + i * 3_600_000), Status: 1 }, fullContext),
  );

describe('EventList', () => {
  it('shows titles, status texts and the offered actions', () => {
    const onCancel = vi.fn();
    const onClaim = vi.fn();
    renderUi(<EventList events={sortEvents([planned, recordedDump, canceledClaim])} onCancel={onCancel} onClaim={onClaim} />);
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]?.textContent).toContain('Sperrmüllauftrag');
    expect(items[0]?.textContent).toContain('Erfasst am 05.03.2026');
    expect(items[1]?.textContent).toContain('Behälterlieferung Rest & Bio 120 l');
    expect(items[1]?.textContent).toContain('Geplant für 01.02.2026');
    expect(items[2]?.textContent).toContain('Storniert');
    // Only the recorded dump order can be canceled here; the planned container order cannot.
    const cancel = screen.getAllByRole('button', { name: 'Stornieren' });
    expect(cancel).toHaveLength(1);
    fireEvent.click(cancel[0]!);
    expect(onCancel).toHaveBeenCalledWith(recordedDump);
    fireEvent.click(screen.getByRole('button', { name: 'Reklamation melden' }));
    expect(onClaim).toHaveBeenCalledWith(recordedDump);
  });
  it('offers cancel for a planned bulky-waste order only when the backend allows planned cancellation', () => {
    const plannedDump = (plannedDumpCancel: boolean) =>
      fromStueckgutAuftrag(
        { StueckgutAuftraegeId: 11, Erstellungsdatum: d(2026, 3, 1), SollDatum: d(2026, 3, 20), Status: 3 },
        { capabilities: gateWith({ plannedDumpCancel }), modules: ['dump', 'claims'] },
      );
    const { unmount } = renderUi(<EventList events={[plannedDump(false)]} onCancel={vi.fn()} onClaim={vi.fn()} />);
    expect(screen.getByRole('listitem').textContent).toContain('Geplant für 20.03.2026');
    expect(screen.queryByRole('button', { name: 'Stornieren' })).toBeNull();
    // The claim does not depend on the status.
    screen.getByRole('button', { name: 'Reklamation melden' });
    unmount();
    renderUi(<EventList events={[plannedDump(true)]} onCancel={vi.fn()} onClaim={vi.fn()} />);
    screen.getByRole('button', { name: 'Stornieren' });
  });
  it('offers no action without a handler, even for a cancellable order', () => {
    renderUi(<EventList events={[recordedDump]} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
  it('reaches the actions with the keyboard and names the order they act on', async () => {
    const onCancel = vi.fn();
    renderUi(<EventList events={[recordedDump]} onCancel={onCancel} onClaim={vi.fn()} />);
    const user = userEvent.setup();
    await user.tab(); // the scrollable list itself
    await user.tab();
    const cancel = screen.getByRole('button', { name: 'Stornieren' });
    expect(document.activeElement).toBe(cancel);
    expect(cancel.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(cancel.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Sperrmüllauftrag: ');
    await user.keyboard('{Enter}');
    expect(onCancel).toHaveBeenCalledWith(recordedDump);
  });
  it('renders every row of a history below the threshold, separated by dividers, in one labelled focusable list', () => {
    const onClaim = vi.fn();
    const events = sortEvents(orders(VIRTUALIZE_FROM - 1));
    renderUi(<EventList events={events} height={600} label="Verlauf" onClaim={onClaim} />);
    const list = screen.getByRole('list', { name: 'Verlauf' });
    expect(list.tabIndex).toBe(0);
    expect(list.style.maxHeight).toBe('600px');
    expect(list.style.overflowY).toBe('auto');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(VIRTUALIZE_FROM - 1);
    expect(within(list).getAllByRole('separator')).toHaveLength(VIRTUALIZE_FROM - 2);
    expect(within(items[0]!).queryByRole('separator')).toBeNull();
    // Every row is there, the oldest last, and its action acts on it.
    fireEvent.click(within(items[VIRTUALIZE_FROM - 2]!).getByRole('button', { name: 'Reklamation melden' }));
    expect(onClaim).toHaveBeenCalledWith(events[VIRTUALIZE_FROM - 2]);
  });
  it('renders only the visible part of 10,000 events', async () => {
    renderUi(<EventList events={sortEvents(orders(10_000))} height={600} />);
    // The virtualised list arrives with its chunk (EventList.lazy.test covers the meantime).
    await waitFor(() => expect(screen.getAllByRole('listitem')[0]?.style.position).toBe('absolute'));
    const items = screen.getAllByRole('listitem');
    expect(items.length).toBeGreaterThan(3);
    expect(items.length).toBeLessThan(40);
    expect(items[0]?.getAttribute('data-index')).toBe('0');
  });
  it('virtualises from the threshold on', async () => {
    renderUi(<EventList events={sortEvents(orders(VIRTUALIZE_FROM))} height={600} />);
    await waitFor(() => expect(screen.getAllByRole('listitem')[0]?.style.position).toBe('absolute'));
    expect(screen.getAllByRole('listitem').length).toBeLessThan(VIRTUALIZE_FROM);
  });
  it('says so when there are no events', () => {
    renderUi(<EventList events={[]} />);
    screen.getByText('Für dieses Objekt liegen noch keine Ereignisse vor.');
  });
});

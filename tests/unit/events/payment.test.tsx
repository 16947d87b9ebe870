// @vitest-environment jsdom
/**
 * A bulky-waste order's online payment as the history shows it: its state and amount from the
 * order (the type's Grundpreis plus Preis per unit), and "Erstattung veranlasst" on a cancelled
 * paid order's row.
 */
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EventRow } from '../../../src/events/EventRow';
import { fromStueckgutAuftrag } from '../../../src/events/events';
import { orderPayment } from '../../../src/events/payment';
import { renderWithPortal } from '../dialogs/harness';
import { gateWith } from './fixtures';

afterEach(() => cleanup());

const actionContext = { capabilities: gateWith({ plannedDumpCancel: false }), modules: ['dump'] };
const order = (extra: Record<string, unknown>) => ({
  StueckgutAuftraegeId: 8, Status: 6, Zahlungsstatus: 'erstattung',
  StueckgutAuftragsart: { StueckgutAuftragsartenId: 4, Name: 'Express', StueckgutVolumenart: 3, Grundpreis: '10.00', Preis: '20.00' },
  StueckgutAnzahlen: [{ StueckgutAnzahlenId: 1, Anzahl: 3, Stueckgut: { StueckgutId: 1, Name: 'Sofa', Volumen: '0.50' } }],
  ...extra,
});

describe('the payment of a bulky-waste order', () => {
  it('is read from Zahlungsstatus with the amount the type charges', () => {
    // 10 € + 20 € × (3 × 0.5 m³)
    expect(orderPayment(order({}))).toEqual({ state: 'erstattung', amount: 40 });
    expect(orderPayment(order({ Zahlungsstatus: 'bezahlt', StueckgutAuftragsart: { StueckgutAuftragsartenId: 4, StueckgutVolumenart: 1, Grundpreis: null, Preis: '5' } }))).toEqual({ state: 'bezahlt', amount: 15 });
    expect(orderPayment(order({ StueckgutAuftragsart: { StueckgutAuftragsartenId: 4 } }))).toEqual({ state: 'erstattung', amount: null });
    expect(orderPayment(order({ Zahlungsstatus: null }))).toBeNull();
    expect(orderPayment(order({ Zahlungsstatus: 'unbekannt' }))).toBeNull();
  });

  it('says on the history row of a cancelled paid order that the amount is refunded', () => {
    renderWithPortal(<EventRow event={fromStueckgutAuftrag(order({}) as never, actionContext)} />);
    screen.getByText(/^Erstattung veranlasst: Der bezahlte Betrag von 40,00\s€ wird Ihnen innerhalb von 10 Arbeitstagen über die Zahlungsart erstattet, mit der Sie bezahlt haben\.$/);
    cleanup();
    renderWithPortal(<EventRow event={fromStueckgutAuftrag(order({ Zahlungsstatus: 'bezahlt', Status: 1 }) as never, actionContext)} />);
    expect(screen.queryByText(/Erstattung/)).toBeNull();
  });
});

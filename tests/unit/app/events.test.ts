import { describe, expect, it } from 'vitest';
import { deriveCapabilities, type Capabilities } from '../../../codegen/runtime/capabilities';
import { supportsEvents } from '../../../src/app/events';
import { referenceModel } from '../codegen/reference';

const reference = deriveCapabilities(referenceModel());

/** The reference capabilities as a backend without the named entity sets would report them. */
function withoutSets(names: readonly string[]): Capabilities {
  const events = { ...reference.features.events };
  for (const name of names) if (name in events) events[name as keyof typeof events] = false;
  return {
    ...reference,
    entitySets: reference.entitySets.filter((set) => !names.includes(set)),
    features: { ...reference.features, events },
  };
}

describe('supportsEvents (is the event history shown?)', () => {
  it('is false before the live metadata is known', () => {
    expect(supportsEvents(null)).toBe(false);
  });

  it('is true for the reference backend', () => {
    expect(supportsEvents(reference)).toBe(true);
  });

  it('shows the history of a backend that offers only driving or only collection orders', () => {
    const others = ['Auftraege', 'StueckgutAuftraege', 'Reklamationen'];
    expect(supportsEvents(withoutSets([...others, 'AbfuhrAuftraege']))).toBe(true);
    expect(supportsEvents(withoutSets([...others, 'FahrAuftraege']))).toBe(true);
  });

  it('hides it when no kind of event is served', () => {
    expect(supportsEvents(withoutSets(['Auftraege', 'StueckgutAuftraege', 'Reklamationen', 'FahrAuftraege', 'AbfuhrAuftraege']))).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { deriveCapabilities, type Capabilities } from '../../../codegen/runtime/capabilities';
import { capabilityGate } from '../../../src/api/gate';
import { supportsEvents } from '../../../src/app/events';
import { EVENT_KINDS } from '../../../src/events/events.actors';
import { referenceModel } from '../codegen/reference';

const reference = deriveCapabilities(referenceModel());
/** A generated client with the five event sets. */
const client = Object.fromEntries(EVENT_KINDS.map((kind) => [kind, { name: kind, list: async () => [] }]));
const gateOf = (caps: Capabilities | null) => capabilityGate(caps, client);

/** The reference capabilities as a backend without the named entity sets would report them. */
function withoutSets(names: readonly string[]) {
  return gateOf({ ...reference, entitySets: reference.entitySets.filter((set) => !names.includes(set)) });
}

describe('supportsEvents (is the event history shown?)', () => {
  it('is false before the live metadata is known', () => {
    expect(supportsEvents(gateOf(null))).toBe(false);
  });

  it('is true for the reference backend', () => {
    expect(supportsEvents(gateOf(reference))).toBe(true);
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

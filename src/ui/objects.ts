import type { ObjectView } from './types';

const collator = new Intl.Collator('de', { numeric: true, sensitivity: 'base' });

/** "Lindenweg 7a": street, house number and addition as residents write them. */
export function objectLabel(object: ObjectView): string {
  const street = object.Strasse?.Name?.trim() ?? '';
  const number = object.HausNr === null || object.HausNr === undefined ? '' : String(object.HausNr).trim();
  const addition = object.HausNrZus?.trim() ?? '';
  return [street, `${number}${addition}`].filter((part) => part.length > 0).join(' ');
}

// The wire's town is Ort.Ortsname (some documents also name Ort.Name).
const townOf = (object: ObjectView): string => (object.Strasse?.Ort?.Ortsname ?? object.Strasse?.Ort?.Name)?.trim() ?? '';

/**
 * The selector's labels: street and number with the town, since a landlord's
 * objects lie in several towns; where that still repeats, the object number tells them apart.
 */
export function objectOptionLabels(objects: readonly ObjectView[]): Map<number, string> {
  const base = new Map(objects.map((object) => [object.ObjekteId, [objectLabel(object), townOf(object)].filter(Boolean).join(', ')]));
  const counts = new Map<string, number>();
  for (const label of base.values()) counts.set(label, (counts.get(label) ?? 0) + 1);
  const labels = new Map<number, string>();
  for (const object of objects) {
    const label = base.get(object.ObjekteId)!;
    const number = object.ObjektNr?.trim();
    labels.set(object.ObjekteId, (counts.get(label) ?? 0) > 1 && number ? `${label} (Nr. ${number})` : label);
  }
  return labels;
}

/** An owner record whose EigentuemerBis has passed belongs to someone else now. */
function isOutdated(object: ObjectView, now: Date): boolean {
  const until = object.EigentuemerBis;
  return until instanceof Date && until.getTime() < now.getTime();
}

/** Current objects sorted by display text, numeric and case-insensitive ("Weg 2" before "weg 10"). */
export function selectableObjects<T extends ObjectView>(objects: readonly T[], now: Date = new Date()): T[] {
  return objects
    .filter((object) => !isOutdated(object, now))
    .map((object) => ({ object, label: objectLabel(object) }))
    .sort((a, b) => collator.compare(a.label, b.label) || a.object.ObjekteId - b.object.ObjekteId)
    .map(({ object }) => object);
}

/**
 * Owners, objects and demo logins. Object n has ObjektNr `OBJ-(1000+n)` and Kassenzeichen
 * `KZ-2026-000n`; object 1 is the community (no password) demo object.
 */
import { clientHash, setPassword } from '../auth/passwords';
import type { SeedContext } from './context';
import type { StreetSeed } from './catalogues';
import { DAY } from './random';

export const DEMO_PASSWORD = 'Demo2026!';

export const DEMO_LOGINS = [
  { login: 'eigentuemer', addressId: 2, note: 'Eigentümerin mit einem Objekt' },
  { login: 'vermieter', addressId: 3, note: 'Vermieter mit 40 Objekten (eines mit abgelaufenem Eigentum)' },
  { login: 'erstanmeldung', addressId: 4, note: 'muss beim ersten Anmelden das Passwort ändern' },
] as const;

export const COMMUNITY_ACCESS = { kassenzeichen: 'KZ-2026-0001', objektNr: 'OBJ-1001' } as const;

export interface ObjectSeed {
  id: number;
  ownerId: number;
  streetId: number;
  type: number;
  large: boolean;
}

const FIRST = ['Anna', 'Lukas', 'Marie', 'Jonas', 'Sophie', 'Felix', 'Lea', 'Paul', 'Emma', 'Ben', 'Hannah', 'Tim', 'Laura', 'Jan', 'Mia', 'Tobias', 'Katharina', 'Stefan', 'Sabine', 'Thomas'];
const LAST = ['Müller', 'Schmidt', 'Schneider', 'Fischer', 'Weber', 'Meyer', 'Wagner', 'Becker', 'Schulz', 'Hoffmann', 'Koch', 'Richter', 'Klein', 'Wolf', 'Schröder', 'Neumann', 'Schwarz', 'Zimmermann', 'Braun', 'Hartmann'];

export function seedPeople(ctx: SeedContext, streets: StreetSeed[]): ObjectSeed[] {
  const { insert, rng } = ctx;
  const streetById = (id: number): StreetSeed => streets[(id - 1) % streets.length]!;
  const townName = (s: StreetSeed): string => ['Lindenau', 'Hohenfels', 'Mühlbach', 'Steinfurt', 'Waldhausen'][s.ortId - 1]!;
  const address = (id: number, anrede: number, vorname: string | null, name: string, street: StreetSeed, nr: string, email: string | null): void => {
    insert('Adressen', {
      AdressenId: id, FremdKey: null, EMail: email, Telefon: `0641 ${String(200000 + id * 137).slice(0, 6)}`, Vorname: vorname, Name: name,
      Strasse: street.name, HausNr: nr, Plz: street.plz, Ort: street.ortsteil ? `${townName(street)}-${street.ortsteil}` : townName(street), Anrede: anrede,
    });
  };
  address(1, 5, null, 'Köhler', streetById(1), '12', 'familie.koehler@example.org');
  address(2, 1, 'Anna', 'Becker', streetById(6), '3a', 'anna.becker@example.org');
  address(3, 4, null, 'Wohnbau Mittelland GmbH', streetById(2), '40', 'vermietung@wohnbau-mittelland.example');
  address(4, 2, 'Jürgen', 'Schäfer', streetById(11), '7', null);
  address(5, 4, null, 'Hausverwaltung Sonnenhof KG', streetById(3), '1', 'info@sonnenhof-verwaltung.example');
  const others: number[] = [];
  for (let id = 6; id <= 30; id++) {
    const female = rng.chance(0.5);
    address(id, female ? 1 : 2, rng.pick(FIRST), rng.pick(LAST), streetById(rng.int(1, streets.length)), String(rng.int(1, 60)), rng.chance(0.6) ? `kunde${id}@example.org` : null);
    others.push(id);
  }

  const hash = clientHash(DEMO_PASSWORD);
  for (const l of DEMO_LOGINS) setPassword(ctx.db, l.addressId, l.login, hash, l.login === 'erstanmeldung' ? 'Passwort' : null);

  const objects: ObjectSeed[] = [];
  const object = (ownerId: number, payerId: number, streetId: number, type: number, extra: Record<string, unknown> = {}): void => {
    const id = objects.length + 1;
    const large = type === 4;
    objects.push({ id, ownerId, streetId, type, large });
    insert('Objekte', {
      ObjekteId: id,
      HausNr: rng.int(1, 80),
      HausNrZus: rng.chance(0.15) ? rng.pick(['a', 'b', 'c']) : null,
      ObjektNr: `OBJ-${1000 + id}`,
      Kassenzeichen: `KZ-2026-${String(id).padStart(4, '0')}`,
      Bemerkung: null,
      IsGrossWohnanlage: large,
      EigentuemerBis: null,
      Telefon: null,
      EMail: null,
      Objekttyp: type,
      EigentuemerAdressenObj: ownerId,
      PflichtigerAdressenObj: payerId,
      Strasse: streetId,
      ...extra,
    });
  };
  object(1, 1, 1, 1); // community demo object OBJ-1001
  object(2, 2, 6, 1); // eigentuemer
  for (let i = 0; i < 40; i++) {
    const type = i % 10 === 0 ? 4 : i % 3 === 0 ? 3 : 2;
    const extra: Record<string, unknown> = {};
    if (i === 0) {
      // Sold last year: hidden in the portal's object selector.
      extra.EigentuemerBis = ctx.today - 200 * DAY;
      extra.Bemerkung = 'Objekt verkauft';
    }
    object(3, i % 4 === 1 ? 5 : 3, (i % streets.length) + 1, type, extra);
  }
  object(4, 4, 11, 1); // erstanmeldung
  for (const id of others) object(id, id, rng.int(1, streets.length), rng.pick([1, 1, 1, 2, 5]));
  return objects;
}

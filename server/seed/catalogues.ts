/**
 * Public demo data: district "Landkreis Mittelland" (towns, districts, streets), waste types,
 * volumes, tariff types, order/claim catalogues, regions, reminder lead times.
 */
import type { SeedContext } from './context';

export const TOWNS = [
  { id: 1, name: 'Lindenau', plz: '35410', ortsteile: ['Breidenstein', 'Oberlinden'] },
  { id: 2, name: 'Hohenfels', plz: '35415', ortsteile: [] as string[] },
  { id: 3, name: 'Mühlbach', plz: '35418', ortsteile: ['Unterau', 'Kirchberg'] },
  { id: 4, name: 'Steinfurt', plz: '35420', ortsteile: [] as string[] },
  { id: 5, name: 'Waldhausen', plz: '35423', ortsteile: ['Eichenrod'] },
] as const;

const STREET_NAMES = [
  'Hauptstraße', 'Bahnhofstraße', 'Kirchgasse', 'Lindenweg', 'Schulstraße', 'Am Marktplatz', 'Gartenstraße',
  'Bergstraße', 'Wiesenweg', 'Mühlenweg', 'Eichendorffstraße', 'Goethestraße', 'Schillerstraße', 'Am Sportplatz',
  'Feldstraße', 'Ringstraße', 'Talstraße', 'Birkenweg', 'Rosenstraße', 'Waldstraße', 'Friedhofstraße', 'Am Bach',
  'Brunnenstraße', 'Querstraße', 'Lessingstraße', 'Ahornweg', 'Am Hang', 'Kastanienallee', 'Raiffeisenstraße',
  'Untergasse', 'Obergasse', 'Pfarrgasse', 'Sonnenhang', 'Im Grund', 'Auf der Höhe', 'Dorfstraße', 'Heckenweg',
  'Tannenweg', 'Burgstraße', 'Am Weiher',
];

export interface StreetSeed {
  id: number;
  name: string;
  plz: string;
  ortId: number;
  ortsteil: string | null;
}

export function seedGeography(ctx: SeedContext): StreetSeed[] {
  const { insert } = ctx;
  const streets: StreetSeed[] = [];
  for (const town of TOWNS) {
    insert('Orte', { OrteId: town.id, Ortsname: town.name });
    insert('OrteMitOrtsteilen', { Schluessel: `${town.id}`, OrteId: town.id, Ortsname: town.name, Ortsteilname: null });
    town.ortsteile.forEach((teil, i) => {
      insert('OrteMitOrtsteilen', { Schluessel: `${town.id}-${i + 1}`, OrteId: town.id, Ortsname: town.name, Ortsteilname: teil });
    });
  }
  STREET_NAMES.forEach((name, i) => {
    const town = TOWNS[i % TOWNS.length]!;
    const teile: readonly (string | null)[] = [null, ...town.ortsteile];
    const ortsteil = teile[Math.floor(i / TOWNS.length) % teile.length] ?? null;
    const plz = ortsteil ? String(Number(town.plz) + 1) : town.plz;
    const street = { id: i + 1, name, plz, ortId: town.id, ortsteil };
    streets.push(street);
    insert('Strassen', { StrassenId: street.id, Name: name, Plz: plz, OrtsteilName: ortsteil, Ort: town.id });
  });
  return streets;
}

export const WASTE = [
  { id: 1, code: 'RM', name: 'Restmüll', farbe: '#5f6b73', bio: false, papier: false, rest: true, wert: false, schad: false, volumes: [80, 120, 240, 1100], every: 2 },
  { id: 2, code: 'BIO', name: 'Bioabfall', farbe: '#8b5a2b', bio: true, papier: false, rest: false, wert: false, schad: false, volumes: [120, 240], every: 2 },
  { id: 3, code: 'PPK', name: 'Papier', farbe: '#1e63b5', bio: false, papier: true, rest: false, wert: true, schad: false, volumes: [240, 1100], every: 4 },
  { id: 4, code: 'LVP', name: 'Gelbe Tonne', farbe: '#ffd500', bio: false, papier: false, rest: false, wert: true, schad: false, volumes: [240, 1100], every: 4 },
  { id: 5, code: 'SPM', name: 'Sperrmüll', farbe: '#6d4c9f', bio: false, papier: false, rest: false, wert: false, schad: false, volumes: [] as number[], every: 0 },
  { id: 6, code: 'SCH', name: 'Schadstoffe', farbe: '#c62828', bio: false, papier: false, rest: false, wert: false, schad: true, volumes: [] as number[], every: 0 },
] as const;

export const VOLUMES = [60, 80, 120, 240, 1100];

export interface TariffSeed {
  id: number;
  wasteId: number;
  volume: number | null;
}

export function seedWasteCatalogues(ctx: SeedContext): TariffSeed[] {
  const { insert } = ctx;
  for (const w of WASTE) {
    insert('Abfallarten', {
      AbfallartenId: w.id, Code: w.code, Name: w.name, Farbe: w.farbe,
      IsBio: w.bio, IsPapier: w.papier, IsRest: w.rest, IsWertstoff: w.wert, IsSchadstoff: w.schad,
    });
  }
  VOLUMES.forEach((v, i) => insert('Volumen', { VolumenId: i + 1, VolumenWert: v }));
  const volumeId = (v: number): number => VOLUMES.indexOf(v) + 1;
  const tariffs: TariffSeed[] = [];
  const prices: Record<number, number> = { 60: 96, 80: 118.4, 120: 164.8, 240: 312, 1100: 1296 };
  for (const w of WASTE) {
    for (const v of w.volumes) {
      const id = tariffs.length + 1;
      tariffs.push({ id, wasteId: w.id, volume: v });
      const factor = w.rest ? 1 : w.bio ? 0.55 : 0;
      insert('GefaesstarifArten', {
        GefaesstarifArtenId: id,
        Bezeichnung: `${w.name} ${v} l`,
        Preis: factor > 0 ? (prices[v]! * factor).toFixed(2) : '0.00',
        IstBestellbar: true,
        Abfallart: w.id,
        VolumenObj: volumeId(v),
      });
    }
  }
  // The hazardous-waste collection takes no container: its tariff has a volume of 0 litres rather
  // than none, so every collection date carries a volume a client can read (and sort by).
  const noContainer = VOLUMES.length + 1;
  insert('Volumen', { VolumenId: noContainer, VolumenWert: 0 });
  const mobil = tariffs.length + 1;
  tariffs.push({ id: mobil, wasteId: 6, volume: null });
  insert('GefaesstarifArten', { GefaesstarifArtenId: mobil, Bezeichnung: 'Schadstoffmobil', Preis: '0.00', IstBestellbar: false, Abfallart: 6, VolumenObj: noContainer });

  ['Frau', 'Herr', 'Divers', 'Firma', 'Familie', 'Eheleute'].forEach((b, i) =>
    insert('Anreden', { AnredenId: i + 1, Bezeichnung: b, AnredeVerwendenPortal: i !== 2 }),
  );
  ['Einfamilienhaus', 'Mehrfamilienhaus', 'Gewerbe', 'Wohnanlage', 'Garten/Freizeit'].forEach((n, i) =>
    insert('Objekttypen', { ObjekttypenId: i + 1, Name: n }),
  );
  ['Behälteraustausch', 'Behälterreparatur', 'Zusatzleerung', 'Behälterreinigung'].forEach((b, i) =>
    insert('ServiceArten', { ServiceArtenId: i + 1, Bezeichnung: b }),
  );
  ['Nord', 'Süd', 'Ost', 'West', 'Innenstadt Lindenau'].forEach((n, i) => insert('Gebiete', { GebieteId: i + 1, Name: n }));
  // Stunden before the collection day's midnight; negative: on the day itself (6 Uhr morgens).
  [['Am Vortag, 18 Uhr', 6], ['Am Vortag, 12 Uhr', 12], ['Zwei Tage vorher', 48], ['Am Abfuhrtag, 6 Uhr', -6]].forEach(([b, h], i) =>
    insert('Vorlaufzeiten', { VorlaufzeitenId: i + 1, Bezeichnung: b, Stunden: h }),
  );
  ['Restmülltour', 'Biotour', 'Papiertour', 'Wertstofftour', 'Sperrmülltour'].forEach((b, i) =>
    insert('FahrAuftragsTourArten', { FahrAuftragsTourArtenId: i + 1, Bezeichnung: b }),
  );
  ['Leerung', 'Zusatzleerung', 'Abholung', 'Lieferung'].forEach((b, i) =>
    insert('FahrAuftragsAktionen', { FahrAuftragsAktionenId: i + 1, Bezeichnung: b }),
  );
  return tariffs;
}

export function seedClaimCatalogues(ctx: SeedContext): void {
  const { insert } = ctx;
  const arten: [string, string | null, boolean, number][] = [
    ['Behälter nicht geleert', 'Bitte schreiben Sie in die Beschreibung, seit wann der Behälter zur Leerung bereitsteht.', true, 0],
    ['Behälter beschädigt', 'Beschreiben Sie den Schaden; ein Foto hilft uns.', true, 0],
    ['Sperrmüll nicht abgeholt', null, false, 0],
    ['Verschmutzung nach der Leerung', null, false, 0],
    ['Behälter fehlt', null, true, 0],
    ['Frage zum Gebührenbescheid', null, false, 1],
    ['Behältergröße ändern', 'Wir melden uns mit einem Angebot.', true, 1],
    ['Allgemeine Anfrage', null, false, 1],
  ];
  arten.forEach(([b, bem, info, kind], i) =>
    insert('ReklamationsArten', { ReklamationsArtenId: i + 1, Bezeichnung: b, Bemerkung: bem, IstBehaelterInformationImPortalEinsehbar: info, ReklamationOderAnfrage: kind }),
  );
  // Which claim types fit which assignment (3 emptying, 7 dump order, 11 container, 1 object).
  const zuordnungen: [number, number][] = [
    [3, 1], [3, 4], [7, 3], [7, 4], [11, 2], [11, 5], [11, 7], [1, 6], [1, 7], [1, 8], [0, 8],
  ];
  zuordnungen.forEach(([typ, art], i) => insert('ReklamationsZuordnungen', { ReklamationsZuordnungenId: i + 1, ReklamationsZuordnungsTyp: typ, ReklamationsArt: art }));
}

/** `Terminvorgaben` of the bulky-waste types by id; the seeded orders keep to them too (orders.ts). */
export const DUMP_DATE_RULES: Record<number, string> = {
  1: 'Vorlauf=7;Tage=Di,Do;Kapazitaet=3;Wochen=8',
  2: 'Vorlauf=5;Tage=Mi;Kapazitaet=4;Wochen=8',
  3: 'Vorlauf=7;Tage=Fr;Kapazitaet=5;Wochen=8',
  4: 'Vorlauf=2;Kapazitaet=2;Wochen=2',
};

export function seedDumpCatalogues(ctx: SeedContext): void {
  const { insert } = ctx;
  // Terminvorgaben in the reference backend's key=value form (server/dump/schedule.ts); quota in the
  // unit of the Volumenart (1 items, 2 points, 3 m³); paid types: Grundpreis + Preis per unit.
  const arten = [
    {
      id: 1, name: 'Sperrmüll', portal: 'Sperrmüllabholung', kosten: false, vorgabe: DUMP_DATE_RULES[1]!, volumenart: 3, quota: '6', base: null as string | null, price: null as string | null,
      consent: 'Ich bestätige, dass die Gegenstände aus meinem Haushalt stammen und am Abholtag ab 6 Uhr frei zugänglich am Straßenrand stehen.' as string | null,
      bem: 'Kostenlos bis zu 6 m³ im Jahr je Grundstück',
      lang: '<p>Möbel, Matratzen, Teppiche und andere sperrige Gegenstände aus dem Haushalt, die nicht in die Restmülltonne passen. Kein Bauschutt, keine Elektrogeräte, kein Sondermüll.</p>',
    },
    { id: 2, name: 'Elektrogroßgeräte', portal: 'Elektro-Großgeräte', kosten: false, vorgabe: DUMP_DATE_RULES[2]!, volumenart: 1, quota: '4', base: null, price: null, consent: null, bem: 'Kühlschränke, Waschmaschinen, Herde: bis zu 4 Geräte im Jahr', lang: null },
    {
      id: 3, name: 'Grünschnitt', portal: 'Grünschnittabholung', kosten: true, vorgabe: DUMP_DATE_RULES[3]!, volumenart: 3, quota: null, base: null, price: '25.00',
      consent: 'Die Abholung ist kostenpflichtig (25,00 € je m³) und wird vor der Abholung online bezahlt.', bem: 'Gebündelt, max. 1,5 m lang', lang: null,
    },
    {
      id: 4, name: 'Sperrmüll Express', portal: 'Express-Abholung', kosten: true, vorgabe: DUMP_DATE_RULES[4]!, volumenart: 2, quota: null, base: '49.00', price: null,
      consent: 'Die Express-Abholung kostet 49,00 € pauschal und wird vor der Abholung online bezahlt.', bem: 'Abholung innerhalb weniger Werktage', lang: null,
    },
  ];
  for (const a of arten) {
    ctx.insert('StueckgutAuftragsarten', {
      StueckgutAuftragsartenId: a.id, Name: a.name, NameInPortal: a.portal, IstKostenpflichtig: a.kosten, Terminvorgaben: a.vorgabe,
      SonstigesInPortalAnzeigen: a.id === 1, Bemerkung: a.bem, BemerkungLang: a.lang,
      Einwilligungserklaerung: a.consent, StueckgutVolumenart: a.volumenart, JahresKontingent: a.quota, Grundpreis: a.base, Preis: a.price,
    });
  }
  const items: [number, string, string | null, string | null][] = [
    [1, 'Sofa', 'Stück', '1.50'], [1, 'Schrank (zerlegt)', 'Stück', '1.00'], [1, 'Matratze', 'Stück', '0.50'], [1, 'Tisch', 'Stück', '0.50'],
    [1, 'Stuhl', 'Stück', '0.20'], [1, 'Teppich', 'Rolle', '0.30'], [1, 'Sonstiges', 'Stück', null],
    [2, 'Kühlschrank', 'Stück', null], [2, 'Waschmaschine', 'Stück', null], [2, 'Elektroherd', 'Stück', null], [2, 'Geschirrspüler', 'Stück', null],
    [3, 'Strauchschnitt', 'm³', '1.00'], [3, 'Baumschnitt', 'm³', '1.00'],
    [4, 'Sperrmüll gemischt', 'Punkte', '1.00'], [4, 'Sofa', 'Punkte', '3.00'], [4, 'Matratze', 'Punkte', '2.00'],
  ];
  items.forEach(([art, name, einheit, vol], i) => insert('Stueckgueter', { StueckgutId: i + 1, Name: name, Einheit: einheit, Volumen: vol, StueckgutAuftragsart: art }));
}

/**
 * Portal contract types: only the fields the portal reads (docs/metadata-contract.md, "Properties the portal reads"), written by hand so that `src/` keeps
 * compiling when an authority's generated entities differ. Generated entities are structurally
 * assignable to these: a field is required only where the contract names it and the portal reads it
 * (keys it routes by, dates it sorts by); what the portal merely shows when present, navigation
 * properties and nullable fields are optional here.
 *
 * Where authorities differ in the Edm type of a field the portal reads, the field takes any of them
 *: quantities are `Numberish` (Edm.Int32, Edm.Decimal as a V2 string, a
 * unit-bearing Edm.String), keys the portal only passes back are `EntityKey`. Those are parsed and
 * formatted through ./values.ts.
 */
import type { EntityKey, Numberish } from './values';

export type { EntityKey, Numberish } from './values';

export interface Anrede {
  AnredeVerwendenPortal?: boolean | null;
  Bezeichnung?: string | null;
}

export interface Adresse {
  AdressenId: number;
  FremdKey?: string | null;
  EMail?: string | null;
  Telefon?: string | null;
  Vorname?: string | null;
  Name?: string | null;
  Anrede?: Anrede | null;
}

export interface Ort {
  OrteId?: number;
  Ortsname?: string | null;
  Name?: string | null;
}

export interface Strasse {
  StrassenId?: number;
  Name?: string | null;
  Plz?: string | null;
  OrtsteilName?: string | null;
  Ortsteil?: string | null;
  Ort?: Ort | null;
}

export interface Objekt {
  ObjekteId: number;
  HausNr?: number | null;
  HausNrZus?: string | null;
  ObjektNr?: string | null;
  Kassenzeichen?: string | null;
  Bemerkung?: string | null;
  IsGrossWohnanlage?: boolean | null;
  EigentuemerBis?: Date | null;
  Telefon?: string | null;
  EMail?: string | null;
  Objekttyp?: { Name?: string | null } | null;
  EigentuemerAdressenObj?: Adresse | null;
  PflichtigerAdressenObj?: Adresse | null;
  Strasse?: Strasse | null;
}

export interface Anmeldeergebnis {
  EncryptedData: string;
  Expiration: Date | null;
  RequestedChanges?: string | null;
  IsPasswordChangeRequested?: boolean | null;
  BenutzerAdresse: number;
  ZusatzKennung?: string | null;
}

export interface BannerLink {
  Url: string;
  Titel: string;
  Text?: string | null;
}

export interface Gebiet {
  GebieteId?: number;
  Name?: string | null;
}

export interface MoeglichesGefaess {
  GefaesseId: number;
  AbfallartName?: string | null;
  VolumenWert?: Numberish | null;
}

/** The object an event belongs to, as far as the events need it (expanded `Objekt`). */
export interface ObjektRef {
  ObjekteId: number;
}

/** A waste type (Abfallarten); nested in a container tariff, a collection date or an ABC entry. */
export interface Abfallart {
  AbfallartenId: number;
  Name?: string | null;
  Farbe?: string | null;
}

/** A container size (Volumen): its volume in litres, in whichever Edm type the authority uses. */
export interface Volumen {
  VolumenWert?: Numberish | null;
}

export interface Gefaess {
  GefaesseId?: number;
  ChipReferenzNr?: string | null;
  Abfallart?: Partial<Abfallart> | null;
  Volumen?: Volumen | null;
}

/** A container tariff (GefaesstarifArten): what a bin of a size costs a year and whether it can be ordered. */
export interface GefaesstarifArt {
  GefaesstarifArtenId?: number;
  Bezeichnung?: string | null;
  Preis?: Numberish | null;
  IstBestellbar?: boolean | null;
  Abfallart?: Partial<Abfallart> | null;
  VolumenObj?: Volumen | null;
}

/** What a container request may be (GefaessAntragsarten). */
export interface GefaessAntragsart {
  GefaessAntragsartenId: number;
  Bezeichnung?: string | null;
  Beschreibung?: string | null;
  BrauchtNeuenBehaelter?: boolean | null;
  BrauchtBisherigenBehaelter?: boolean | null;
}

export interface Auftrag {
  AuftraegeId: number;
  Erstellungsdatum?: Date | null;
  Plandatum?: Date | null;
  Aenderungsdatum?: Date | null;
  Istdatum?: Date | null;
  AuftragsStatus?: number | null;
  AuftragsAktion?: number | null;
  Auftragsbemerkung1?: string | null;
  Auftragsbemerkung2?: string | null;
  Auftragsbemerkung3?: string | null;
  Auftragsbemerkung4?: string | null;
  Auftragsbemerkung5?: string | null;
  Volumen?: Volumen | null;
  Abfallart?: Partial<Abfallart> | null;
  ServiceArt?: { Bezeichnung?: string | null } | null;
  Auftragsliste?: { Termin?: Date | null } | null;
  Objekt?: ObjektRef | null;
  NachfolgerObj?: Auftrag | null;
  VorgaengerObj?: Auftrag | null;
  GefaesseObj?: Gefaess | null;
}

export interface StueckgutAuftragsart {
  StueckgutAuftragsartenId: number;
  Name?: string | null;
  NameInPortal?: string | null;
  IstKostenpflichtig?: boolean | null;
  Terminvorgaben?: string | null;
  SonstigesInPortalAnzeigen?: boolean | null;
  Bemerkung?: string | null;
  BemerkungLang?: string | null;
  Einwilligungserklaerung?: string | null;
  StueckgutVolumenart?: number | null;
  JahresKontingent?: Numberish | null;
  Grundpreis?: Numberish | null;
  Preis?: Numberish | null;
}

export interface Stueckgut {
  StueckgutId?: number;
  Name?: string | null;
  Einheit?: string | null;
  /** Edm.Decimal travels as a string in OData V2 JSON. */
  Volumen?: Numberish | null;
  StueckgutAuftragsart?: StueckgutAuftragsart | null;
}

export interface StueckgutAnzahl {
  StueckgutAnzahlenId?: number;
  /** Edm.Decimal where an authority allows measured amounts (1.5 m³): a wire string or a number. */
  Anzahl?: number | string | null;
  Stueckgut?: Stueckgut | null;
}

/** An expanded to-many navigation: `{results: [...]}` or a bare array, depending on the reader. */
export type Many<T> = { results: T[] } | T[];

export interface StueckgutAuftrag {
  StueckgutAuftraegeId: number;
  Erstellungsdatum?: Date | null;
  Anmeldedatum?: Date | null;
  Aenderungsdatum?: Date | null;
  SollDatum?: Date | null;
  IstDatum?: Date | null;
  BemerkungExtern?: string | null;
  Bemerkung?: string | null;
  Status?: number | null;
  StueckgutAuftragsart?: StueckgutAuftragsart | null;
  StueckgutAnzahlen?: Many<StueckgutAnzahl> | null;
  Objekt?: ObjektRef | null;
  Sonstiges?: string | null;
  Zahlungsstatus?: string | null;
  ZahlungsUrl?: string | null;
  ZahlungsTransaktionsId?: string | null;
}

/** A date the backend offers for a bulky-waste order (StueckgutTermine). */
export interface StueckgutTermin {
  Datum: Date;
  Frei: number;
  Kapazitaet: number;
}

export interface ReklamationsArt {
  ReklamationsArtenId: number;
  Bezeichnung?: string | null;
  ReklamationsZuordnungsTyp?: number | null;
  Bemerkung?: string | null;
  IstBehaelterInformationImPortalEinsehbar?: boolean | null;
  /** Claim 0, request 1. */
  ReklamationOderAnfrage?: number | null;
}

export interface Reklamation {
  ReklamationenId: EntityKey;
  ErfasstAmDatum?: Date | null;
  ReklamationsName?: string | null;
  Kurzbeschreibung?: string | null;
  ReklamationsZuordnungsTyp?: number | null;
  Status?: number | null;
  ReklamationsArt?: Partial<ReklamationsArt> | null;
  Objekt?: ObjektRef | null;
}

/** ReklamationsZuordnungen: which claim type may be filed for which assignment type. */
export interface ReklamationsZuordnung {
  ReklamationsZuordnungenId?: number;
  ReklamationsZuordnungsTyp?: number | null;
  ReklamationsArt?: ReklamationsArt | null;
}

export interface FahrAuftragsTour {
  FahrAuftragsTourenId?: number;
  Datum?: Date | null;
}

export interface FahrAuftrag {
  FahrAuftraegeId: number;
  Plandatum?: Date | null;
  Istdatum?: Date | null;
  Status?: number | null;
  FahrAuftragsTour?: FahrAuftragsTour | null;
  FahrAuftragsAktion?: { FahrAuftragsAktionenId?: number; Bezeichnung?: string | null } | null;
  GefaesstarifArtenObj?: GefaesstarifArt | null;
  GefaesseObj?: Gefaess | null;
  Objekt?: ObjektRef | null;
}

/** A collection date (Abfuhrtermine), as SollAbfuhrTermin or from AbfuhrtermineAbJahr. */
export interface Abfuhrtermin {
  AbfuhrtermineId: number;
  Termin: Date;
  IstVerschoben?: boolean | null;
  Hinweis?: string | null;
  Abfuhrplan?: {
    Jahr?: number | null;
    GefaesstarifArt?: GefaesstarifArt | null;
  } | null;
}

export interface AbfuhrAuftrag {
  AbfuhrAuftraegeId: number;
  Plandatum?: Date | null;
  Istdatum?: Date | null;
  Status?: number | null;
  /** Expanded without its key when only the date was selected: every field optional here. */
  SollAbfuhrTermin?: Partial<Abfuhrtermin> | null;
  GefaesstarifArtenObj?: GefaesstarifArt | null;
  GefaesseObj?: Gefaess | null;
  Objekt?: ObjektRef | null;
}

/**
 * A row of OrteMitOrtsteilen (the public calendar's towns). Its key is whatever the authority
 * declares (a key of its own, or `OrteId` alone; read through `PortalSet.keys`), so no key property
 * beyond `OrteId`, which the streets are filtered by, is required here.
 */
export interface OrtMitOrtsteil {
  OrteId: number;
  Ortsname?: string | null;
  Ortsteilname?: string | null;
}

/** A row of the Strassen set (the object's own `Strasse` is the narrower `Strasse` above). */
export interface StrassenEintrag {
  StrassenId: number;
  Name?: string | null;
  Plz?: string | null;
  OrtsteilName?: string | null;
  Ort?: { OrteId?: number; Ortsname?: string | null } | null;
}

/** Answer of StarteZahlung: where the browser goes to pay. */
export interface Zahlungsstart {
  TransaktionsId: string;
  Url: string;
}

/** Answer of PruefeZahlung. Status: 'paid' | 'refund' | 'cancelled' | 'failed'; Betrag as the wire's decimal. */
export interface Zahlungsergebnis {
  TransaktionsId: string;
  Status: string;
  Zweck?: string | null;
  Referenz?: number | null;
  Betrag: Numberish;
}

/** A waste type's entry of the Abfall-ABC (AbfallABC): an item, where it goes, and the article about it. */
export interface AbfallABCEintrag {
  AbfallABCId: number;
  Begriff?: string | null;
  Synonyme?: string | null;
  Entsorgungsweg?: string | null;
  Hinweis?: string | null;
  WikiArtikelId?: number | null;
  Abfallart?: Partial<Abfallart> | null;
}

/** An article of the authority (WikiArtikel), HTML as the authority wrote it. */
export interface WikiArtikel {
  WikiArtikelId: number;
  Titel?: string | null;
  Kategorie?: string | null;
  Inhalt?: string | null;
  Reihenfolge?: number | null;
}

/** A reminder lead time (Vorlaufzeiten): its value is the hours Registrieren takes. */
export interface Vorlaufzeit {
  Bezeichnung?: string | null;
  Stunden: number;
}

/** A demand on an object (Forderungen); amounts as the wire's decimal strings. */
export interface Forderung {
  ForderungenId: number;
  Bezeichnung: string;
  Faelligkeitsdatum: Date;
  Betrag: string;
  OffenerBetrag: string;
  Objekt?: ObjektRef | null;
}

/** The authority's account for transfers (Bankverbindungen). */
export interface Bankverbindung {
  Empfaenger: string;
  IBAN: string;
  BIC: string | null;
  Bankname: string | null;
  GlaeubigerId?: string | null;
}

/** A SEPA mandate of an object (SepaMandate). */
export interface SepaMandat {
  SepaMandateId: number;
  Mandatsreferenz: string;
  Kontoinhaber: string;
  IbanMaskiert: string;
  Bankname: string | null;
  Erteilt: Date;
  Objekt?: ObjektRef | null;
}

/** A bank by its bank code (Banken), to name the bank of an IBAN. */
export interface Bank {
  Bankleitzahl: string;
  Name: string;
  BIC: string | null;
}

/** A booking on an object's account (Buchungen). */
export interface Buchung {
  BuchungenId: number;
  Buchungsdatum: Date;
  Betrag: string;
  Buchungstext: string;
  Kassenzeichen: string | null;
}

/** A document of an object (Dokumente); Groesse in bytes as the wire's decimal string. */
export interface Dokument {
  DokumenteId: number;
  Titel: string;
  Dokumentart: string | null;
  Datum: Date;
  Groesse: string;
}

/** A public document of the authority (OeffentlicheDokumente). */
export interface OeffentlichesDokument {
  OeffentlicheDokumenteId: number;
  Titel: string;
  Dokumentart: string | null;
  Beschreibung?: string | null;
  Datum: Date;
  Groesse: string;
}

/** A downloaded file (Dateiinhalt): what the download functions answer. */
export interface Dateiinhalt {
  Name: string;
  MimeType: string;
  InhaltBase64: string;
}

/**
 * The OData entity shapes the event history reads (SPEC.md section 3), as structural subsets so the
 * generated entity types fit them. Dates are already `Date` (the client deserialises /Date(ms)/).
 * Navigation properties are optional: the server omits those that were not expanded.
 */

export interface AuftragEntity {
  AuftraegeId: number;
  Erstellungsdatum?: Date | null;
  Plandatum?: Date | null;
  Aenderungsdatum?: Date | null;
  Istdatum?: Date | null;
  Auftragsbemerkung1?: string | null;
  Auftragsbemerkung2?: string | null;
  Auftragsbemerkung3?: string | null;
  Auftragsbemerkung4?: string | null;
  Auftragsbemerkung5?: string | null;
  AuftragsStatus?: number | null;
  AuftragsAktion?: number | null;
  Volumen?: { VolumenWert?: number | null } | null;
  Abfallart?: { Name?: string | null } | null;
  ServiceArt?: { Bezeichnung?: string | null } | null;
  Auftragsliste?: { Termin?: Date | null } | null;
  Objekt?: { ObjekteId: number } | null;
  NachfolgerObj?: { AuftraegeId: number } | null;
  VorgaengerObj?: { AuftraegeId: number } | null;
  GefaesseObj?: { ChipReferenzNr?: string | null } | null;
}

export interface StueckgutAuftragsartEntity {
  StueckgutAuftragsartenId: number;
  Name?: string | null;
  NameInPortal?: string | null;
}

export interface StueckgutAuftragEntity {
  StueckgutAuftraegeId: number;
  Erstellungsdatum?: Date | null;
  Anmeldedatum?: Date | null;
  Aenderungsdatum?: Date | null;
  SollDatum?: Date | null;
  IstDatum?: Date | null;
  BemerkungExtern?: string | null;
  Bemerkung?: string | null;
  Status?: number | null;
  StueckgutAuftragsart?: StueckgutAuftragsartEntity | null;
  StueckgutAnzahlen?: { results: StueckgutAnzahlEntity[] } | StueckgutAnzahlEntity[] | null;
  Objekt?: { ObjekteId: number } | null;
}

export interface StueckgutAnzahlEntity {
  Anzahl?: number | null;
  Stueckgut?: { Name?: string | null; Einheit?: string | null } | null;
}

export interface ReklamationEntity {
  ReklamationenId: number;
  ErfasstAmDatum?: Date | null;
  ReklamationsName?: string | null;
  Status?: number | null;
  ReklamationsArt?: { Bezeichnung?: string | null; ReklamationsArtenId?: number } | null;
  Objekt?: { ObjekteId: number } | null;
}

interface ContainerRefs {
  Plandatum?: Date | null;
  Istdatum?: Date | null;
  Status?: number | null;
  GefaesstarifArtenObj?: { Bezeichnung?: string | null } | null;
  GefaesseObj?: { ChipReferenzNr?: string | null } | null;
  Objekt?: { ObjekteId: number } | null;
}

export interface FahrAuftragEntity extends ContainerRefs {
  FahrAuftraegeId: number;
  FahrAuftragsTour?: { Datum?: Date | null } | null;
  FahrAuftragsAktion?: { FahrAuftragsAktionenId?: number; Bezeichnung?: string | null } | null;
}

export interface AbfuhrAuftragEntity extends ContainerRefs {
  AbfuhrAuftraegeId: number;
  SollAbfuhrTermin?: { Termin?: Date | null } | null;
}

/** Expanded to-many navigation arrives as `{results: [...]}` or a bare array: accept both. */
export function manyOf<T>(value: { results: T[] } | T[] | null | undefined): T[] {
  if (!value) return [];
  return Array.isArray(value) ? value : value.results;
}

/**
 * Portal contract types: only the fields SPEC section 3 names, written by hand so that `src/` keeps
 * compiling when an authority's generated entities differ. Generated entities are structurally
 * assignable to these (navigation properties and nullable fields are optional here).
 */

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
  Ortsname?: string | null;
  Name?: string | null;
}

export interface Strasse {
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
  Name?: string | null;
}

export interface MoeglichesGefaess {
  GefaesseId: number;
  AbfallartName?: string | null;
  VolumenWert?: number | null;
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
  Volumen?: { VolumenWert?: number | null } | null;
  Abfallart?: { Name?: string | null } | null;
  ServiceArt?: { Bezeichnung?: string | null } | null;
  Auftragsliste?: { Termin?: Date | null } | null;
  NachfolgerObj?: Auftrag | null;
  VorgaengerObj?: Auftrag | null;
  GefaesseObj?: { ChipReferenzNr?: string | null } | null;
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
}

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
}

export interface Reklamation {
  ReklamationenId: number;
  ErfasstAmDatum?: Date | null;
  ReklamationsName?: string | null;
  ReklamationsArt?: { Bezeichnung?: string | null } | null;
}

export interface ReklamationsArt {
  ReklamationsArtenId: number;
  Bezeichnung?: string | null;
  ReklamationsZuordnungsTyp?: number | null;
  Bemerkung?: string | null;
  IstBehaelterInformationImPortalEinsehbar?: boolean | null;
}

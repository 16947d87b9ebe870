/**
 * The STABLE client interface the portal codes against. Every member is optional: an authority whose
 * $metadata lacks a set or function regenerates a client without it, and `src/` still type-checks
 * (integrator promise: no hand edits in src/). The portal reaches members only through the
 * capability gate (./gate.ts), which types them by these names and answers undefined for what the
 * live metadata or the generated client lacks.
 *
 * A generated client is seen through `ContractView`, so a member whose type does not fit is absent
 * to the type-check rather than an error in it.
 *
 * Members use method syntax on purpose: parameters of methods compare bivariantly, so the generated
 * client, whose options are typed by exact property paths, is assignable to these wider signatures.
 */
import type { KeySpec, QueryOptions, UploadFile } from '../../codegen/runtime/client';
import type {
  AbfallABCEintrag,
  Abfallart,
  AbfuhrAuftrag,
  Abfuhrtermin,
  Anmeldeergebnis,
  Auftrag,
  Bank,
  Bankverbindung,
  BannerLink,
  Buchung,
  Dateiinhalt,
  Dokument,
  FahrAuftrag,
  Forderung,
  Gebiet,
  GefaessAntragsart,
  GefaesstarifArt,
  MoeglichesGefaess,
  Objekt,
  OeffentlichesDokument,
  OrtMitOrtsteil,
  Reklamation,
  ReklamationsArt,
  ReklamationsZuordnung,
  SepaMandat,
  StrassenEintrag,
  Stueckgut,
  StueckgutAnzahl,
  StueckgutAuftrag,
  StueckgutAuftragsart,
  StueckgutTermin,
  Vorlaufzeit,
  WikiArtikel,
  Zahlungsergebnis,
  Zahlungsstart,
} from './types';
import type { EntityKey } from './values';

/** What the portal needs of an entity set client. */
export interface PortalSet<T> {
  readonly name: string;
  /** The key properties the metadata declares for the set (the generated client has them; a test's fake may not). */
  readonly keys?: KeySpec;
  list(options?: QueryOptions): Promise<T[]>;
}

type Call<P, R> = {
  bivarianceHack(params: P, options?: { signal?: AbortSignal }): Promise<R>;
}['bivarianceHack'];

/** A function import returning entities: takes `$expand`/`$orderby`/… like an entity set. */
type QueryCall<P, R> = {
  bivarianceHack(params: P, options?: QueryOptions): Promise<R>;
}['bivarianceHack'];

/** A call that changes data: an idempotency key lets a retry after a lost answer do it once. */
type IdempotentCall<P, R> = {
  bivarianceHack(params: P, options?: { signal?: AbortSignal; idempotencyKey?: string; $expand?: readonly string[] }): Promise<R>;
}['bivarianceHack'];

type PayloadCall<P, R> = {
  bivarianceHack(params: P, options: { signal?: AbortSignal; files: readonly UploadFile[]; idempotencyKey?: string }): Promise<R>;
}['bivarianceHack'];

export interface PortalClient {
  Objekte?: PortalSet<Objekt>;
  Auftraege?: PortalSet<Auftrag>;
  StueckgutAuftraege?: PortalSet<StueckgutAuftrag>;
  Reklamationen?: PortalSet<Reklamation>;
  ReklamationsArten?: PortalSet<ReklamationsArt>;
  Gebiete?: PortalSet<Gebiet>;
  FahrAuftraege?: PortalSet<FahrAuftrag>;
  AbfuhrAuftraege?: PortalSet<AbfuhrAuftrag>;
  ReklamationsZuordnungen?: PortalSet<ReklamationsZuordnung>;
  StueckgutAnzahlen?: PortalSet<StueckgutAnzahl>;
  OrteMitOrtsteilen?: PortalSet<OrtMitOrtsteil>;
  Strassen?: PortalSet<StrassenEintrag>;
  Abfallarten?: PortalSet<Abfallart>;
  Vorlaufzeiten?: PortalSet<Vorlaufzeit>;
  StueckgutAuftragsarten?: PortalSet<StueckgutAuftragsart>;
  /** The bulky-waste catalogue: every item has its key here (it is the row of its own set). */
  Stueckgueter?: PortalSet<Stueckgut & Required<Pick<Stueckgut, 'StueckgutId'>>>;
  GefaesstarifArten?: PortalSet<GefaesstarifArt & Required<Pick<GefaesstarifArt, 'GefaesstarifArtenId'>>>;
  GefaessAntragsarten?: PortalSet<GefaessAntragsart>;
  Forderungen?: PortalSet<Forderung>;
  Bankverbindungen?: PortalSet<Bankverbindung>;
  SepaMandate?: PortalSet<SepaMandat>;
  Banken?: PortalSet<Bank>;
  Buchungen?: PortalSet<Buchung>;
  Dokumente?: PortalSet<Dokument>;
  OeffentlicheDokumente?: PortalSet<OeffentlichesDokument>;
  WikiArtikel?: PortalSet<WikiArtikel>;
  AbfallABC?: PortalSet<AbfallABCEintrag>;

  IdZumMasterLogin?: Call<{ benutzerkennung: string }, number | null>;
  PruefePasswort?: Call<{ id: number; hash: string; benutzerkennung: string }, Anmeldeergebnis | null>;
  AnmeldungOhnePasswort?: Call<{ kassenzeichen: string; objektNr: string }, Anmeldeergebnis | null>;
  Abmelden?: Call<Record<string, never>, boolean | null>;
  AktualisiereStammdaten?: Call<
    {
      id: number;
      feld: string;
      derzeitigesPasswortHash: string;
      email?: string | null;
      fremdKey?: string | null;
      neuesPasswortHash?: string | null;
      benutzerkennung?: string | null;
    },
    Anmeldeergebnis | null
  >;
  LegeReklamationAngemeldetAn?: PayloadCall<Record<string, unknown>, Reklamation | null>;
  /** A visitor's claim by address: answers the claim's number. */
  LegeReklamationAn?: PayloadCall<Record<string, unknown>, EntityKey | null>;
  /** The container request also names the object it is for, where the visitor knows it. */
  MoeglicheGefaesse?: Call<{ chipReferenzNr: string; kassenzeichen?: string | null; objektNr?: string | null }, MoeglichesGefaess[]>;
  /** A container request (the generated form's values): answers the request's number. */
  BeantrageGefaess?: IdempotentCall<Record<string, unknown>, number | null>;
  StueckgutTermine?: Call<{ objekteId: number; stueckgutAuftragsartenId: number }, StueckgutTermin[]>;
  LegeStueckgutAuftragAn?: IdempotentCall<
    {
      objekteId: number;
      stueckgutAuftragsartenId: number;
      positionen: string | null;
      sonstiges: string | null;
      wunschtermin: Date;
      bemerkung: string | null;
      telefon: string | null;
      eMail: string;
      einwilligung: boolean | null;
    },
    StueckgutAuftrag | null
  >;
  ErteileSepaMandat?: IdempotentCall<{ objekteId: number; kontoinhaber: string; iban: string; zustimmung: boolean }, SepaMandat | null>;
  KontoauszugHerunterladen?: Call<{ objekteId: number; von: Date; bis: Date }, Dateiinhalt | null>;
  DokumentHerunterladen?: Call<{ dokumenteId: number }, Dateiinhalt | null>;
  OeffentlichesDokumentHerunterladen?: Call<{ oeffentlicheDokumenteId: number }, Dateiinhalt | null>;
  /** eMail: where the authority sends the confirmation; nullable or required per authority. */
  StorniereAuftrag?: Call<{ auftraegeId: EntityKey; eMail?: string | null }, boolean | null>;
  StorniereStueckgutAuftrag?: Call<{ stueckgutAuftraegeId: EntityKey; eMail?: string | null }, boolean | null>;
  AktuelleBannerLinks?: Call<Record<string, never>, BannerLink[]>;
  /** Self-registration and the password-reset link: the generated form's values, passwords hashed. */
  RegistriereBenutzer?: Call<Record<string, unknown>, unknown>;
  /** The page of a registration's link: opens the login, answers it. */
  BestaetigeRegistrierung?: Call<Record<string, unknown>, unknown>;
  SendePasswortLink?: Call<Record<string, unknown>, unknown>;
  /** Answers the login whose password was set. */
  SetzePasswortZurueck?: Call<Record<string, unknown>, unknown>;
  /** A device's push reminder for an address (the calendar's reminders; names as in the metadata). */
  Registrieren?: Call<
    {
      adressKey?: string | null;
      fcmToken: string;
      ort: number;
      ortsteil?: string | null;
      strasse: number;
      hausNr?: string | null;
      hausNrZus?: string | null;
      vorlaufzeit: number;
      abfallarten: string;
    },
    unknown
  >;
  /** A reminder by e-mail: the generated form's values. */
  RegistriereEmailErinnerung?: Call<Record<string, unknown>, unknown>;
  /**
   * The calendar's exports, never called but linked to (`/$value`, see the calendar's links): the
   * parameters are those the links carry.
   */
  KalenderAbo?: Call<{ orteId: number; strassenId: number; hausNr?: string | null; abfallarten?: string | null; erinnerung?: boolean | null }, unknown>;
  KalenderExport?: Call<
    { orteId: number; strassenId: number; von: Date; bis: Date; erinnerung?: boolean | null; hausNr?: string | null; abfallarten?: string | null },
    unknown
  >;
  KalenderDruck?: Call<
    { orteId: number; strassenId: number; jahr: number; halbjahr?: number | null; hausNr?: string | null; abfallarten?: string | null },
    unknown
  >;
  /** Collection dates of a street from `jahr` on (the public collection calendar, docs/metadata-contract.md). */
  AbfuhrtermineAbJahr?: QueryCall<{ orteId: number; strassenId: number; jahr: number; hausNr?: string | null }, Abfuhrtermin[]>;
  /** Online payment (README, "Payment provider interface"): start one, and check the provider's signed return. */
  StarteZahlung?: Call<{ zweck: string; referenz: string; ruecksprung: string }, Zahlungsstart | null>;
  PruefeZahlung?: Call<{ txid: string; hash: string; status: string; paymentMethod?: string | null }, Zahlungsergebnis | null>;
}

/** The parameters the portal sends to a function of the contract. */
export type ContractParams<N extends keyof PortalClient> = Required<PortalClient>[N] extends (params: infer P, ...rest: never[]) => unknown ? P : never;

/**
 * A generated client as the contract sees it: each member the contract names, where the client's
 * member fits the contract's; a member the authority lacks, or one whose type does not fit (a
 * function answering another entity type), is `never` and so, being optional, absent. The portal
 * compiles against any authority's generated client through this view: a deviation switches the
 * feature off (codegen leaves such a function out and reports it) instead of breaking the build.
 */
export type ContractView<C> = {
  readonly [K in keyof PortalClient]?: K extends keyof C ? (C[K] extends Required<PortalClient>[K] ? C[K] : never) : never;
};

/** The generated client seen through the contract (the cast is the view's whole point; see ContractView). */
export const contractView = <C extends object>(client: C): ContractView<C> => client as ContractView<C>;

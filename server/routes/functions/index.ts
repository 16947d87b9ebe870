/**
 * The function-import registry: one handler per function import of the metadata. A function the
 * metadata declares without a handler answers 501; a handler without a declaration is never routed.
 */
import type { FunctionHandler } from './types';
import { AbfuhrtermineAbJahr } from './AbfuhrtermineAbJahr';
import { Abmelden } from './Abmelden';
import { AktualisiereStammdaten } from './AktualisiereStammdaten';
import { AktuelleBannerLinks } from './AktuelleBannerLinks';
import { AnmeldungOhnePasswort } from './AnmeldungOhnePasswort';
import { DokumentHerunterladen } from './DokumentHerunterladen';
import { IdZumMasterLogin } from './IdZumMasterLogin';
import { KalenderExport } from './KalenderExport';
import { Kontoauszug } from './Kontoauszug';
import { LegeReklamationAngemeldetAn } from './LegeReklamationAngemeldetAn';
import { LegeStueckgutAuftragAn } from './LegeStueckgutAuftragAn';
import { MoeglicheGefaesse } from './MoeglicheGefaesse';
import { PruefePasswort } from './PruefePasswort';
import { RegistriereBenutzer } from './RegistriereBenutzer';
import { Registrieren } from './Registrieren';
import { StorniereAuftrag } from './StorniereAuftrag';
import { StorniereStueckgutAuftrag } from './StorniereStueckgutAuftrag';
import { StueckgutTermine } from './StueckgutTermine';

export const functionHandlers: Readonly<Record<string, FunctionHandler>> = {
  AbfuhrtermineAbJahr,
  Abmelden,
  AktualisiereStammdaten,
  AktuelleBannerLinks,
  AnmeldungOhnePasswort,
  DokumentHerunterladen,
  IdZumMasterLogin,
  KalenderExport,
  Kontoauszug,
  LegeReklamationAngemeldetAn,
  LegeStueckgutAuftragAn,
  MoeglicheGefaesse,
  PruefePasswort,
  RegistriereBenutzer,
  Registrieren,
  StorniereAuftrag,
  StorniereStueckgutAuftrag,
  StueckgutTermine,
};

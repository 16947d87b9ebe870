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
import { BeantrageGefaess } from './BeantrageGefaess';
import { BestaetigeRegistrierung } from './BestaetigeRegistrierung';
import { DokumentHerunterladen } from './DokumentHerunterladen';
import { ErteileSepaMandat } from './ErteileSepaMandat';
import { IdZumMasterLogin } from './IdZumMasterLogin';
import { KalenderAbo } from './KalenderAbo';
import { KalenderDruck } from './KalenderDruck';
import { KalenderExport } from './KalenderExport';
import { Kontoauszug } from './Kontoauszug';
import { LegeReklamationAn } from './LegeReklamationAn';
import { KontoauszugHerunterladen } from './KontoauszugHerunterladen';
import { LegeReklamationAngemeldetAn } from './LegeReklamationAngemeldetAn';
import { LegeStueckgutAuftragAn } from './LegeStueckgutAuftragAn';
import { MeldeBarriere } from './MeldeBarriere';
import { MoeglicheGefaesse } from './MoeglicheGefaesse';
import { OeffentlichesDokumentHerunterladen } from './OeffentlichesDokumentHerunterladen';
import { PruefePasswort } from './PruefePasswort';
import { PruefeZahlung } from './PruefeZahlung';
import { RegistriereBenutzer } from './RegistriereBenutzer';
import { RegistriereEmailErinnerung } from './RegistriereEmailErinnerung';
import { Registrieren } from './Registrieren';
import { StarteZahlung } from './StarteZahlung';
import { SendePasswortLink } from './SendePasswortLink';
import { SetzePasswortZurueck } from './SetzePasswortZurueck';
import { PruefePasswortLink } from './PruefePasswortLink';
import { StorniereAuftrag } from './StorniereAuftrag';
import { StorniereStueckgutAuftrag } from './StorniereStueckgutAuftrag';
import { StueckgutTermine } from './StueckgutTermine';

export const functionHandlers: Readonly<Record<string, FunctionHandler>> = {
  AbfuhrtermineAbJahr,
  Abmelden,
  AktualisiereStammdaten,
  AktuelleBannerLinks,
  AnmeldungOhnePasswort,
  BeantrageGefaess,
  BestaetigeRegistrierung,
  DokumentHerunterladen,
  ErteileSepaMandat,
  IdZumMasterLogin,
  KalenderAbo,
  KalenderDruck,
  KalenderExport,
  Kontoauszug,
  LegeReklamationAn,
  KontoauszugHerunterladen,
  LegeReklamationAngemeldetAn,
  LegeStueckgutAuftragAn,
  MeldeBarriere,
  MoeglicheGefaesse,
  OeffentlichesDokumentHerunterladen,
  PruefePasswort,
  PruefeZahlung,
  RegistriereBenutzer,
  RegistriereEmailErinnerung,
  Registrieren,
  StarteZahlung,
  SendePasswortLink,
  SetzePasswortZurueck,
  PruefePasswortLink,
  StorniereAuftrag,
  StorniereStueckgutAuftrag,
  StueckgutTermine,
};

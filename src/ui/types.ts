import type { Icon } from '@tabler/icons-react';

// Structural view types: the ui renders whatever the core helper passes, so these only name the
// fields a component reads. Generated entity types satisfy them.

export type IconName =
  | 'calendar'
  | 'chat'
  | 'documents'
  | 'contacts'
  | 'home'
  | 'login'
  | 'logout'
  | 'money'
  | 'newUser'
  | 'profile'
  | 'edit'
  | 'history'
  | 'sofa'
  | 'bin'
  | 'book'
  | 'receipt';

/** A named icon of the shell's set, or any Tabler icon a module brings along. */
export type NavIconSource = IconName | Icon;

/** Same shape as `NavItem` of src/app/navigation.ts. */
export interface NavItemView {
  key: string;
  path: string;
  labelKey: string;
  icon: NavIconSource;
  active: boolean;
}

/** A card of the start page leading to a module's page (`landingTopics` of src/app/navigation.ts). */
export interface LandingTopicView {
  /** The module's name. */
  key: string;
  /** Where its texts are: `<texts>.title`, `.text` and `.link` (`landing.<key>`, or the module's own for a profile without login). */
  texts: string;
  path: string;
  icon: NavIconSource;
}

export interface SalutationView {
  AnredeVerwendenPortal?: boolean | null;
  Bezeichnung?: string | null;
}

export interface OwnerAddressView {
  Vorname?: string | null;
  Name?: string | null;
  Anrede?: SalutationView | null;
}

export interface ObjectView {
  ObjekteId: number;
  HausNr?: number | string | null;
  HausNrZus?: string | null;
  ObjektNr?: string | null;
  EigentuemerBis?: Date | null;
  Strasse?: { Name?: string | null; Plz?: string | null; Ort?: { Name?: string | null; Ortsname?: string | null } | null } | null;
}

export interface LogoView {
  light: string;
  dark?: string | null;
  alt?: string | null;
}

export interface FooterLinksView {
  imprint?: string | null;
  privacy?: string | null;
  contact?: string | null;
}

/** Which session button to show; null shows none (profiles without private access). */
export type AuthAction = 'login' | 'logout' | 'noPassLogout' | null;

export interface BannerLinkView {
  Url: string;
  Titel?: string | null;
  Text?: string | null;
}

/** In-app navigation without routing knowledge: the app decides what a path means. */
export type NavigateFn = (path: string) => void;

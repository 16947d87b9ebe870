/** The deployment profiles: which access kinds each offers and whether its login needs a password. */
import type { Access } from '../session/types';

export const PROFILES = ['public', 'publicNoLanding', 'private', 'community', 'default'] as const;
export type ProfileName = (typeof PROFILES)[number];

export interface ProfileInfo {
  access: Access[];
  /** Community logins use Kassenzeichen + Objektnummer instead of a password. */
  noPass: boolean;
  /** publicNoLanding has no landing sidebar. */
  landing: boolean;
}

/** Whether anyone can log in: only a profile with private access has a login (and pages behind it). */
export const offersLogin = (info: { access: readonly Access[] }): boolean => info.access.includes('private');

/** Profiles -> access lists. */
export const PROFILE_INFO: Record<ProfileName, ProfileInfo> = {
  public: { access: ['public'], noPass: false, landing: true },
  publicNoLanding: { access: ['public'], noPass: false, landing: false },
  private: { access: ['private'], noPass: false, landing: true },
  community: { access: ['public', 'private'], noPass: true, landing: true },
  default: { access: ['public', 'private'], noPass: false, landing: true },
};

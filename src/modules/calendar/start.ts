/**
 * The calendar's part of the portal's start: the iOS wrapper may announce its push token at any
 * time and a browser may have renewed its subscription, so stored reminders follow the new token;
 * logout clears the stored reminders after the server has forgotten their registrations.
 */
import type { ModuleStart } from '../types';
import { forgetRemindersOnLogout, listenForWrapperToken, syncBrowserToken } from './reminders/wrapper-token';

export const start: ModuleStart = () => {
  listenForWrapperToken();
  syncBrowserToken();
  forgetRemindersOnLogout();
};

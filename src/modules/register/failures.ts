/** The functions' own OData error codes (reference backend) as the module's German message keys. */
import type { MessageKey } from '../../forms/validation';

export const REGISTER_FAILURES: Record<string, MessageKey> = {
  objekt: 'register.errors.object',
  email: 'validation.email',
  datenschutz: 'register.errors.privacy',
};

/** BestaetigeRegistrierung: a used or expired link, a mistyped password, a login taken meanwhile. */
export const CONFIRM_FAILURES: Record<string, MessageKey> = {
  token: 'register.confirm.errors.token',
  password: 'register.confirm.errors.password',
  'login-taken': 'register.confirm.errors.loginTaken',
};

export const RESET_FAILURES: Record<string, MessageKey> = {
  token: 'register.reset.errors.token',
};

/** A 429 of SendePasswortLink that says no further mail went out (the newest mail's link still works). */
export const FORGOT_FAILURES: Record<string, MessageKey> = {
  'reset-link-limit': 'register.forgot.errors.linkLimit',
};

import type { TFunction } from 'i18next';

/** Mantine labels the show/hide button of a password field in English; residents get German. */
export const passwordToggleProps = (t: TFunction) => ({ 'aria-label': t('modules.dialogs.password.toggle') });

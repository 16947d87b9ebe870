import { useTranslation } from 'react-i18next';
import { AppLink } from '../AppLink';
import type { LogoView, NavigateFn } from '../types';

export interface LogoProps {
  logo: LogoView;
  onNavigate: NavigateFn;
  /** 'dark' = the variant drawn on the phone header in the primary colour (portal.json logo.dark), when the authority has one. */
  variant?: 'default' | 'dark';
  /** Rendered height in px; the width follows the image, capped at 180 px. */
  height?: number;
}

/** The authority's logo linking to the start page. */
export function Logo({ logo, onNavigate, variant = 'default', height = 44 }: LogoProps) {
  const { t } = useTranslation();
  const src = variant === 'dark' && logo.dark ? logo.dark : logo.light;
  const alt = logo.alt?.trim() || t('common.logo');
  return (
    <AppLink
      to="/"
      onNavigate={onNavigate}
      title={t('header.home')}
      style={{ display: 'inline-flex', borderRadius: 4 }}
    >
      <img src={src} alt={alt} height={height} style={{ maxWidth: 180, height, width: 'auto', display: 'block' }} />
    </AppLink>
  );
}

import { Anchor, Stack, Title } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import { IconArrowRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../ui/AppLink';
import { EasyLanguageIcon } from '../../ui/EasyLanguageIcon';
import { offersLogin, portalConfig, profileInfo } from '../config';
import './easy-language.css';

/** The modules whose offer the page explains, in the order of the menu; only those this portal has. */
const OFFERS = ['calendar', 'dump', 'claims', 'requests', 'documents', 'finances', 'container', 'wiki'] as const;

interface Section {
  title: string;
  sentences: string[];
  link?: string;
  email?: string;
}

/**
 * `/leichte-sprache`: the portal explained in Leichte Sprache (rules of the Netzwerk Leichte Sprache):
 * one statement per sentence, each sentence on its own line, hard words explained, no
 * abbreviations, large type with generous line height.
 */
export default function EasyLanguagePage() {
  const { t } = useTranslation();
  const router = useRouter();
  const onNavigate = (path: string) => void router.navigate({ href: path });
  const authority = portalConfig.authority;
  const section = (key: string) => t(`easyLanguage.sections.${key}`, { returnObjects: true, authority }) as unknown as Section;
  const sentences = (lines: string[]) => lines.map((line) => <p key={line}>{line.replace('{{authority}}', authority)}</p>);
  const link = (to: string, label: string) => (
    <AppLink to={to} onNavigate={onNavigate} className="easy-language__link">
      {label}
      <IconArrowRight size={22} aria-hidden="true" />
    </AppLink>
  );
  const offers = OFFERS.filter((name) => (portalConfig.modules as readonly string[]).includes(name));
  const email = portalConfig.accessibility.contactEmail;
  const block = (key: string, extra?: ReactNode) => {
    const { title, sentences: lines } = section(key);
    return (
      <section className="easy-language__section" aria-labelledby={`easy-${key}`}>
        <Title order={2} id={`easy-${key}`} className="easy-language__title">
          {title}
        </Title>
        {sentences(lines)}
        {extra}
      </section>
    );
  };
  return (
    <Stack className="easy-language" gap={0} data-testid="easy-language">
      <div className="easy-language__intro">
        <EasyLanguageIcon size={48} />
        <div>{sentences(t('easyLanguage.intro', { returnObjects: true }) as unknown as string[])}</div>
      </div>
      {block('portal')}
      {offers.length > 0 &&
        block(
          'offer',
          <ul className="easy-language__list">
            {offers.map((name) => (
              <li key={name}>{t(`easyLanguage.offers.${name}`)}</li>
            ))}
          </ul>,
        )}
      {block('orientation')}
      {offersLogin(profileInfo) && block('login')}
      {block('statement', link('/barrierefreiheit', section('statement').link ?? ''))}
      {block(
        'report',
        <>
          {link('/barriere-melden', section('report').link ?? '')}
          {email && (
            <p>
              {section('report').email} <Anchor href={`mailto:${email}`} fz="inherit" underline="always">
                {email}
              </Anchor>
            </p>
          )}
        </>,
      )}
      {block('signLanguage', link('/gebaerdensprache', section('signLanguage').link ?? ''))}
    </Stack>
  );
}

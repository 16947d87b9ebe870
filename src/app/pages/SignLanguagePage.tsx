import { Alert, Anchor, Badge, List, Stack, Text } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import { IconHandLoveYou } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isMediaFile } from '../accessibility-config';
import { AppLink } from '../../ui/AppLink';
import { brandUrl, portalConfig } from '../config';

/**
 * `/gebaerdensprache`: the authority's video in Deutscher Gebärdensprache. A file of its folder plays
 * here (with captions where given); an address of another site is a link, because the portal's
 * Content-Security-Policy loads media from its own origin only. Without a video, a marked placeholder.
 */
export default function SignLanguagePage() {
  const { t } = useTranslation();
  const router = useRouter();
  const onNavigate = (path: string) => void router.navigate({ href: path });
  const { video, captions, transcript } = portalConfig.accessibility.signLanguage;
  return (
    <Stack gap="lg" maw={760} data-testid="sign-language">
      <Text>{t('signLanguage.intro', { authority: portalConfig.authority })}</Text>
      {video === null ? (
        <Alert
          variant="light"
          color="gray"
          icon={<IconHandLoveYou aria-hidden="true" />}
          title={<Badge color="dark" variant="outline">{t('signLanguage.placeholderLabel')}</Badge>}
          data-testid="sign-language-placeholder"
          styles={{ root: { borderStyle: 'dashed', borderWidth: 2, borderColor: 'var(--mantine-color-gray-6)' } }}
        >
          <Text size="lg">{t('signLanguage.placeholder')}</Text>
        </Alert>
      ) : isMediaFile(video) ? (
        <video controls preload="metadata" src={brandUrl(video)} aria-label={t('signLanguage.videoLabel')} style={{ width: '100%', maxWidth: 760, background: '#000' }}>
          {captions && <track kind="captions" src={brandUrl(captions)} srcLang="de" label="Deutsch" default />}
          {t('signLanguage.noVideoSupport')}
        </video>
      ) : (
        <Anchor href={video} target="_blank" rel="noopener noreferrer" fw={600} title={`${t('signLanguage.external')} ${t('common.newTab')}`}>
          {t('signLanguage.external')}
        </Anchor>
      )}
      {transcript && (
        <Anchor href={transcript} target="_blank" rel="noopener noreferrer" title={`${t('signLanguage.transcript')} ${t('common.newTab')}`}>
          {t('signLanguage.transcript')}
        </Anchor>
      )}
      <Stack gap={4} component="section" aria-labelledby="sign-language-more">
        <Text fw={600} id="sign-language-more">
          {t('signLanguage.more')}
        </Text>
        <List spacing={4}>
          {(
            [
              ['/leichte-sprache', t('drawer.easyLanguage')],
              ['/barrierefreiheit', t('app.subtitles.barrierefreiheit')],
              ['/barriere-melden', t('drawer.report')],
            ] as const
          ).map(([to, label]) => (
            <List.Item key={to}>
              <AppLink to={to} onNavigate={onNavigate} underline="always">
                {label}
              </AppLink>
            </List.Item>
          ))}
        </List>
      </Stack>
    </Stack>
  );
}

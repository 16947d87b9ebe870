import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../ui/AppLink';
import { WasteTypeBadge } from '../../ui/WasteTypeBadge';
import type { ModulePageProps } from '../types';
import type { AbcEntry } from './abc-search';

/** More hits than a resident reads while typing; the next letter narrows them. */
const SHOWN = 12;

type Props = Pick<ModulePageProps, 'onNavigate'> & { hits: readonly AbcEntry[]; articleHref: (id: number) => string };

/** The Abfall-ABC's hits for the search: item, waste type (its colour chip), where it goes, the article. */
export function AbcHits({ hits, articleHref, onNavigate }: Props) {
  const { t } = useTranslation();
  return (
    <Stack component="section" gap="xs" aria-labelledby="wiki-abc-heading" data-testid="wiki-abc">
      <Title order={3} size="h4" id="wiki-abc-heading">
        {t('wiki.abc.heading')}
      </Title>
      {hits.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('wiki.abc.none')}
        </Text>
      ) : (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('wiki.abc.results')}>
          {hits.slice(0, SHOWN).map((hit) => (
            <Paper key={hit.id} component="li" withBorder radius="md" p="sm">
              <Group justify="space-between" gap="xs" wrap="wrap">
                <Text fw={700}>{hit.item}</Text>
                {hit.wasteType && <WasteTypeBadge name={hit.wasteType} color={hit.color} />}
              </Group>
              {hit.destination !== hit.wasteType && (
                <Text size="sm" mt={4}>
                  {t('wiki.abc.destination', { destination: hit.destination })}
                </Text>
              )}
              {hit.note && (
                <Text size="sm" mt={4}>
                  {hit.note}
                </Text>
              )}
              {hit.articleId !== null && (
                <Text size="sm" mt={4}>
                  <AppLink to={articleHref(hit.articleId)} onNavigate={onNavigate}>
                    {t('wiki.abc.article')}
                  </AppLink>
                </Text>
              )}
            </Paper>
          ))}
          {hits.length > SHOWN && (
            <Text size="sm" c="dimmed">
              {t('wiki.abc.more', { count: hits.length - SHOWN })}
            </Text>
          )}
        </Stack>
      )}
    </Stack>
  );
}

import { Box, List, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconFileUnknown } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../ui/AppLink';
import { EmptyState } from '../../ui/EmptyState';
import { LoadError } from '../../ui/LoadError';
import { usePageHeading } from '../../ui/page-heading';
import { SafeHtml } from '../../ui/SafeHtml';
import type { ModulePageProps } from '../types';
import { wikiArticlesQueryOptions } from './queries';

const RELATED = 5;

type Props = Pick<ModulePageProps, 'moduleHref' | 'onNavigate'> & { id: string };

/**
 * Links of the article that lead into the portal (the sanitiser has made them plain paths) open in
 * the app like any menu link; links elsewhere keep the sanitiser's new tab.
 */
function inAppLinkHandler(onNavigate: (href: string) => void) {
  return (event: MouseEvent<HTMLElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element | null)?.closest?.('a');
    const href = anchor?.getAttribute('href') ?? '';
    if (!href.startsWith('/') || href.startsWith('//')) return;
    event.preventDefault();
    onNavigate(href);
  };
}

export function WikiArticleView({ id, moduleHref, onNavigate }: Props) {
  const { t } = useTranslation();
  const articles = useQuery(wikiArticlesQueryOptions());
  const listHref = moduleHref('wiki');
  const back = (
    <AppLink to={listHref} onNavigate={onNavigate} style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
      <IconArrowLeft size={18} aria-hidden="true" />
      {t('wiki.back')}
    </AppLink>
  );

  const article = articles.data && /^\d+$/.test(id) ? articles.data.find((a) => a.id === Number(id)) : undefined;
  // The article's title is the page's h1; until it is known the shell shows the module's name.
  usePageHeading(article?.title);

  if (articles.isError) return <LoadError onRetry={() => void articles.refetch()} />;
  if (articles.isPending)
    return (
      <Stack gap="sm" role="status" aria-busy="true" aria-label={t('common.loading')}>
        <Skeleton height={28} width="60%" />
        <Skeleton height={120} />
      </Stack>
    );
  if (!article)
    return (
      <Stack gap="md">
        <EmptyState icon={IconFileUnknown} message={t('wiki.notFound')} />
        <Box ta="center">{back}</Box>
      </Stack>
    );
  const related = articles.data.filter((a) => a.id !== article.id && article.category !== null && a.category === article.category).slice(0, RELATED);

  return (
    <Stack gap="lg">
      <Box>{back}</Box>
      <Paper component="article" withBorder radius="md" p={{ base: 'md', sm: 'xl' }} aria-label={article.title}>
        {article.category && (
          <Text size="xs" fw={600} c="dimmed" tt="uppercase" mb="sm" style={{ letterSpacing: '0.05em' }}>
            {article.category}
          </Text>
        )}
        <Box onClick={inAppLinkHandler(onNavigate)} data-testid="wiki-article-content">
          <SafeHtml html={article.html} />
        </Box>
      </Paper>
      {related.length > 0 && (
        <Stack component="section" gap="xs" aria-labelledby="wiki-related">
          <Title order={3} size="h4" id="wiki-related">
            {t('wiki.related', { category: article.category })}
          </Title>
          <List spacing={4}>
            {related.map((a) => (
              <List.Item key={a.id}>
                <AppLink to={`${listHref}/${a.id}`} onNavigate={onNavigate}>
                  {a.title}
                </AppLink>
              </List.Item>
            ))}
          </List>
        </Stack>
      )}
    </Stack>
  );
}

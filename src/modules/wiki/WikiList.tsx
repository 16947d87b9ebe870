import { Box, Button, Chip, Group, Paper, SimpleGrid, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconSearch, IconSearchOff } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../ui/AppLink';
import { EmptyState } from '../../ui/EmptyState';
import { LoadError } from '../../ui/LoadError';
import type { ModulePageProps } from '../types';
import { categoriesOf, wikiArticlesQueryOptions, type WikiArticle } from './queries';
import { abcQueryOptions, hasAbc } from './abc-queries';
import { buildAbcIndex } from './abc-search';
import { AbcHits } from './AbcHits';
import { buildIndex } from './search';

const ALL = '';
const EXCERPT = 160;

/**
 * What the visitor searched is still there after reading an article and coming back: kept in the
 * app's query cache, which lives as long as the page and is emptied at logout like everything else.
 */
const SEARCH_KEY = ['wiki', 'search'] as const;
interface SearchState {
  query: string;
  category: string;
}

function excerptOf(text: string, max = EXCERPT): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max - 20)).trimEnd()} …`;
}

type Props = Pick<ModulePageProps, 'moduleHref' | 'onNavigate'>;

/** The search and the category, kept in the query cache across reading an article. */
function useKeptSearch() {
  const queryClient = useQueryClient();
  const [search, setSearch] = useState<SearchState>(() => queryClient.getQueryData<SearchState>(SEARCH_KEY) ?? { query: '', category: ALL });
  const update = (change: Partial<SearchState>) =>
    setSearch((previous) => {
      const next = { ...previous, ...change };
      queryClient.setQueryData(SEARCH_KEY, next);
      return next;
    });
  return { ...search, update };
}

export function WikiList({ moduleHref, onNavigate }: Props) {
  const { t } = useTranslation();
  const articles = useQuery(wikiArticlesQueryOptions());
  const { query, category, update } = useKeptSearch();

  // The Abfall-ABC is an addition: without the set, or while or when it fails to load, the page
  // is the article search alone.
  const withAbc = hasAbc();
  const abc = useQuery({ ...abcQueryOptions(), enabled: withAbc });
  const abcIndex = useMemo(() => buildAbcIndex(abc.data ?? []), [abc.data]);
  const abcHits = useMemo(() => abcIndex.search(query), [abcIndex, query]);
  const showAbc = withAbc && abc.isSuccess && abc.data.length > 0 && query.trim() !== '';

  const index = useMemo(() => buildIndex(articles.data ?? []), [articles.data]);
  const categories = useMemo(() => categoriesOf(articles.data ?? []), [articles.data]);
  const results = useMemo(() => index.search(query).filter((a) => category === ALL || a.category === category), [index, query, category]);
  const articleList = <ArticleList results={results} moduleHref={moduleHref} onNavigate={onNavigate} />;

  let body;
  if (articles.isError) body = <LoadError onRetry={() => void articles.refetch()} />;
  else if (articles.isPending) body = <WikiLoading />;
  else if (articles.data.length === 0) body = <EmptyState message={t('wiki.empty')} />;
  else
    body = (
      <Stack gap="md">
        <TextInput
          type="search"
          label={t('wiki.search.label')}
          placeholder={t('wiki.search.placeholder')}
          leftSection={<IconSearch size={18} aria-hidden="true" />}
          value={query}
          onChange={(e) => update({ query: e.currentTarget.value })}
          size="md"
        />
        {categories.length > 1 && <CategoryChips categories={categories} category={category} onChange={(value) => update({ category: value })} />}
        <Text size="sm" aria-live="polite" data-testid="wiki-count">
          {t('wiki.count', { count: results.length })}
        </Text>
        {showAbc && (abcHits.length > 0 || results.length > 0) ? (
          // Phones read the item list first; wider screens show it beside the articles.
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <AbcHits hits={abcHits} articleHref={(id) => `${moduleHref('wiki')}/${id}`} onNavigate={onNavigate} />
            <Box>
              {results.length === 0 ? (
                <Text size="sm" c="dimmed">
                  {t('wiki.noArticles', { query: query.trim() })}
                </Text>
              ) : (
                articleList
              )}
            </Box>
          </SimpleGrid>
        ) : results.length === 0 ? (
          <NothingFound query={query} onReset={() => update({ query: '', category: ALL })} />
        ) : (
          articleList
        )}
      </Stack>
    );

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={2}>{t('wiki.heading')}</Title>
        <Text>{t('wiki.intro')}</Text>
      </Stack>
      {body}
    </Stack>
  );
}

function WikiLoading() {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" role="status" aria-busy="true" aria-label={t('common.loading')}>
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} height={72} radius="md" />
      ))}
    </Stack>
  );
}

/** "Alle" and one chip per category, one of them chosen. */
function CategoryChips({ categories, category, onChange }: { categories: readonly string[]; category: string; onChange(category: string): void }) {
  const { t } = useTranslation();
  return (
    <Chip.Group multiple={false} value={category} onChange={onChange}>
      <Group gap="xs" role="radiogroup" aria-label={t('wiki.categories')}>
        <Chip value={ALL} size="sm" color="brand">
          {t('wiki.allCategories')}
        </Chip>
        {categories.map((c) => (
          <Chip key={c} value={c} size="sm" color="brand">
            {c}
          </Chip>
        ))}
      </Group>
    </Chip.Group>
  );
}

/** No article for the search (or in the category), with a way back to all. */
function NothingFound({ query, onReset }: { query: string; onReset(): void }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={IconSearchOff}
      message={query.trim() ? t('wiki.noResults', { query: query.trim() }) : t('wiki.noResultsInCategory')}
      action={
        <Button variant="default" onClick={onReset}>
          {t('wiki.reset')}
        </Button>
      }
    />
  );
}

function ArticleList({ results, moduleHref, onNavigate }: { results: readonly WikiArticle[] } & Props) {
  const { t } = useTranslation();
  return (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('wiki.results')}>
      {results.map((article) => (
        <ArticleCard key={article.id} article={article} href={`${moduleHref('wiki')}/${article.id}`} onNavigate={onNavigate} />
      ))}
    </Stack>
  );
}

function ArticleCard({ article, href, onNavigate }: { article: WikiArticle; href: string; onNavigate: Props['onNavigate'] }) {
  return (
    <Paper component="li" withBorder radius="md" p="md">
      {article.category && (
        <Text size="xs" fw={600} c="dimmed" tt="uppercase" style={{ letterSpacing: '0.05em' }}>
          {article.category}
        </Text>
      )}
      <Title order={3} size="h4" mt={2}>
        <AppLink to={href} onNavigate={onNavigate}>
          {article.title}
        </AppLink>
      </Title>
      <Text size="sm" mt={4}>
        {excerptOf(article.text)}
      </Text>
    </Paper>
  );
}

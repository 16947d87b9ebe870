import { Card, Group, SimpleGrid, Text, ThemeIcon, Title, UnstyledButton } from '@mantine/core';
import { IconCalendar, IconChevronRight, IconFileText, IconMessageQuestion, IconMessageReport, IconSofa, IconWallet, type Icon } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Icons of the modules the dashboard links to (modules do not import each other). */
const ICONS: Record<string, Icon> = {
  calendar: IconCalendar,
  claims: IconMessageReport,
  requests: IconMessageQuestion,
  dump: IconSofa,
  documents: IconFileText,
  finances: IconWallet,
  demands: IconWallet,
};

export interface QuickLinksProps {
  modules: readonly string[];
  moduleHref(module: string): string;
  onNavigate(href: string): void;
}

/** Large, thumb-friendly links into the object's other modules. */
export function QuickLinks({ modules, moduleHref, onNavigate }: QuickLinksProps) {
  const { t } = useTranslation();
  const shown = modules.filter((m) => m in ICONS);
  if (shown.length === 0) return null;
  return (
    <Card withBorder radius="md" padding="lg" component="nav" aria-labelledby="dashboard-links">
      <Title order={2} size="h4" mb="md" id="dashboard-links">
        {t('dashboard.quickLinks')}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
        {shown.map((module) => {
          const ModuleIcon = ICONS[module] ?? IconChevronRight;
          const href = moduleHref(module);
          return (
            <UnstyledButton
              key={module}
              component="a"
              href={href}
              onClick={(e) => {
                e.preventDefault();
                onNavigate(href);
              }}
              p="sm"
              style={{ borderRadius: 'var(--mantine-radius-md)', border: '1px solid var(--mantine-color-gray-3)' }}
            >
              <Group gap="sm" wrap="nowrap">
                <ThemeIcon variant="light" color="brand" radius="md" aria-hidden="true">
                  <ModuleIcon size={18} />
                </ThemeIcon>
                <Text size="sm" fw={600} style={{ flex: 1 }}>
                  {t(`app.subtitles.${module}`)}
                </Text>
                <IconChevronRight size={16} aria-hidden="true" />
              </Group>
            </UnstyledButton>
          );
        })}
      </SimpleGrid>
    </Card>
  );
}

/**
 * Lays a generated form out by its metadata: sections (portal:Section) as fieldsets in order of
 * first appearance, rows, and column spans of 12 (portal:Order). Fields the page hides now take no
 * place in their row. A section the page marks collapsible (prefilled contact data) sits behind a
 * toggle with aria-expanded; while collapsed, problems inside it are said on the toggle.
 */
import { Button, Collapse, Fieldset, Grid, Stack, Text } from '@mantine/core';
import type { ObjectFieldTemplateProps } from '@rjsf/utils';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { GeneratedForm } from '../../codegen/runtime/contract';

/** What the layout needs from the page, through rjsf's formContext. */
export interface LayoutContext {
  hidden?: ReadonlySet<string>;
  collapsible?: ReadonlySet<string>;
  expanded?: ReadonlySet<string>;
  onToggleSection?(section: string): void;
  /** Sections holding a problem the user should see now. */
  troubled?: ReadonlySet<string>;
}

function CollapsibleSection({ section, expanded, troubled, onToggle, children }: { section: string; expanded: boolean; troubled: boolean; onToggle(): void; children: ReactNode }) {
  const { t } = useTranslation();
  const regionId = useId();
  const warn = troubled && !expanded;
  return (
    <Stack gap="xs">
      <Button
        variant={warn ? 'light' : 'default'}
        color={warn ? 'red' : undefined}
        justify="space-between"
        fullWidth
        rightSection={expanded ? <IconChevronUp size={18} aria-hidden="true" /> : <IconChevronDown size={18} aria-hidden="true" />}
        aria-expanded={expanded}
        aria-controls={regionId}
        onClick={onToggle}
      >
        {t(expanded ? 'forms.section.hide' : 'forms.section.show', { section })}
      </Button>
      {warn && (
        <Text size="xs" c="red.8">
          {t('forms.section.incomplete', { section })}
        </Text>
      )}
      <Collapse expanded={expanded}>
        <Fieldset id={regionId} legend={section} pt="xs">
          <Stack gap="sm">
            <Text size="xs" c="dimmed">
              {t('forms.section.prefilled')}
            </Text>
            {children}
          </Stack>
        </Fieldset>
      </Collapse>
    </Stack>
  );
}

/**
 * Column spans apply by the width of the form itself, not the window: a form in a 500 px dialog
 * on a wide screen is as narrow as on a phone, and two columns there cut the values of selects and
 * put a field beside a taller neighbour out of line with the fields above and below it.
 */
const FORM_BREAKPOINTS = { xs: '360px', sm: '600px', md: '800px', lg: '1000px', xl: '1200px' };

export function layoutTemplate(form: Pick<GeneratedForm, 'layout' | 'fields'>) {
  const span = new Map(form.fields.map((f) => [f.name, f.order.span || 12]));
  const none = new Set(form.fields.filter((f) => f.component === 'None').map((f) => f.name));
  const hiddenWidget = (name: string) => none.has(name);
  return function LayoutTemplate({ properties, registry }: ObjectFieldTemplateProps) {
    const layout = (registry.formContext ?? {}) as LayoutContext;
    const hidden = layout.hidden ?? new Set<string>();
    const byName = new Map(properties.map((p) => [p.name, p]));
    const placed = new Set(form.layout.flatMap((g) => g.rows.flatMap((r) => r.fields)));
    const rows = (fields: string[]) => {
      const shown = fields.filter((name) => byName.has(name) && !hidden.has(name));
      return shown.length === 0 ? null : (
        // Inputs line up on one baseline even where a label wraps (narrow phones).
        <Grid gap="sm" align="flex-end" type="container" breakpoints={FORM_BREAKPOINTS}>
          {shown.map((name) => (
            <Grid.Col key={name} span={{ base: 12, sm: span.get(name) ?? 12 }}>
              {byName.get(name)!.content}
            </Grid.Col>
          ))}
        </Grid>
      );
    };
    return (
      <Stack gap="md">
        {form.layout.map((group) => {
          // Rows and sections whose fields are all hidden now take no room at all.
          const shownRows = group.rows.filter((row) => row.fields.some((name) => byName.has(name) && !hidden.has(name)));
          if (shownRows.length === 0) return null;
          const content = shownRows.map((row) => <div key={row.row}>{rows(row.fields)}</div>);
          if (!group.section) {
            return (
              <Stack key="__none" gap="sm">
                {content}
              </Stack>
            );
          }
          if (layout.collapsible?.has(group.section)) {
            const section = group.section;
            return (
              <CollapsibleSection
                key={section}
                section={section}
                expanded={layout.expanded?.has(section) ?? false}
                troubled={layout.troubled?.has(section) ?? false}
                onToggle={() => layout.onToggleSection?.(section)}
              >
                {content}
              </CollapsibleSection>
            );
          }
          return (
            <Fieldset key={group.section} legend={group.section}>
              <Stack gap="sm">{content}</Stack>
            </Fieldset>
          );
        })}
        {/* Anything shown that the layout does not place; hidden inputs (ids the page fills) take no room. */}
        {properties.filter((p) => !placed.has(p.name) && !hidden.has(p.name) && !hiddenWidget(p.name)).map((p) => (
          <div key={p.name}>{p.content}</div>
        ))}
        <div hidden>{properties.filter((p) => hiddenWidget(p.name)).map((p) => <div key={p.name}>{p.content}</div>)}</div>
      </Stack>
    );
  };
}

/**
 * Lays a generated form out by its metadata: sections (portal:Section) as fieldsets in order of
 * first appearance, rows, and column spans of 12 (portal:Order). Hidden fields come last.
 */
import { Fieldset, Grid, Stack } from '@mantine/core';
import type { ObjectFieldTemplateProps } from '@rjsf/utils';
import type { GeneratedForm } from '../../codegen/runtime/contract';

export function layoutTemplate(form: Pick<GeneratedForm, 'layout' | 'fields'>) {
  const span = new Map(form.fields.map((f) => [f.name, f.order.span || 12]));
  return function LayoutTemplate({ properties }: ObjectFieldTemplateProps) {
    const byName = new Map(properties.map((p) => [p.name, p]));
    const placed = new Set(form.layout.flatMap((g) => g.rows.flatMap((r) => r.fields)));
    const rows = (fields: string[]) => (
      <Grid>
        {fields.map((name) => {
          const property = byName.get(name);
          return property ? (
            <Grid.Col key={name} span={{ base: 12, sm: span.get(name) ?? 12 }}>
              {property.content}
            </Grid.Col>
          ) : null;
        })}
      </Grid>
    );
    return (
      <Stack gap="md">
        {form.layout.map((group) => {
          const content = group.rows.map((row) => <div key={row.row}>{rows(row.fields)}</div>);
          return group.section ? (
            <Fieldset key={group.section} legend={group.section}>
              <Stack gap="sm">{content}</Stack>
            </Fieldset>
          ) : (
            <Stack key="__none" gap="sm">
              {content}
            </Stack>
          );
        })}
        {properties.filter((p) => !placed.has(p.name)).map((p) => (
          <div key={p.name}>{p.content}</div>
        ))}
      </Stack>
    );
  };
}

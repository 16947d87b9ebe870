/**
 * Widgets of generated forms, keyed by the names generated uiSchemas use (codegen/runtime
 * widgets.ts plus rjsf's `checkbox`). One file per widget, each a single `register` call; this
 * registry only collects them.
 */
import type { RegistryWidgetsType, WidgetProps } from '@rjsf/utils';
import type { ComponentType } from 'react';

export interface WidgetRegistration {
  name: string;
  widget: ComponentType<WidgetProps>;
}

const widgets: Record<string, ComponentType<WidgetProps>> = {};

export function register(registration: WidgetRegistration): WidgetRegistration {
  widgets[registration.name] = registration.widget;
  return registration;
}

export const registeredWidgets = (): RegistryWidgetsType => ({ ...widgets });

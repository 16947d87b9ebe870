import { describe, expect, it, vi } from 'vitest';

describe('the dialogs’ close buttons in the theme', () => {
  it('are named when Mantine reads the theme, not while the theme module loads (the start page’s longest task)', async () => {
    const { i18n, initI18n } = await import('../../../src/i18n');
    const translate = vi.spyOn(i18n, 't');
    const { theme } = await import('../../../src/theme');
    expect(translate).not.toHaveBeenCalled();
    initI18n();
    const modal = theme.components?.Modal?.defaultProps as { closeButtonProps?: { 'aria-label'?: string } };
    const drawer = theme.components?.Drawer?.defaultProps as { closeButtonProps?: { 'aria-label'?: string } };
    expect(modal.closeButtonProps?.['aria-label']).toBe('Schließen');
    expect(drawer.closeButtonProps?.['aria-label']).toBe('Schließen');
  });
});

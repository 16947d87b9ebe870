// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../src/i18n';
import { germanizeForeignLabels } from '../../../src/ui/foreign-labels';

// Nothing English reaches assistive technology.
describe('foreign labels', () => {
  it("relabels the library's hidden measuring textarea in German, also when it is added later", async () => {
    const stop = germanizeForeignLabels((key) => i18n.t(key));
    const hidden = document.createElement('textarea');
    hidden.setAttribute('aria-label', 'autosize measurement');
    document.body.appendChild(hidden);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(hidden.getAttribute('aria-label')).toBe('Hilfsfeld zur Größenberechnung');
    stop();
  });
});

// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PasswordChecklist } from '../../../src/forms/widgets/PasswordChecklist';
import { renderUi } from '../ui/render';

/** What a screen reader hears after the rule: its state, and the item's `data-met`. */
const state = (rule: string) => {
  const item = screen.getByText(rule).closest('li')!;
  return { met: item.getAttribute('data-met'), said: item.textContent!.slice(rule.length) };
};

afterEach(cleanup);

describe('the new-password checklist', () => {
  it('does not call "no spaces" unmet before anything is typed; what is required is still open', () => {
    renderUi(<PasswordChecklist password="" />);
    expect(state('Keine Leerzeichen')).toEqual({ met: 'true', said: 'erfüllt' });
    expect(state('Kein Mittelpunkt (·)')).toEqual({ met: 'true', said: 'erfüllt' });
    expect(state('Mindestens 8 Zeichen')).toEqual({ met: 'false', said: 'noch nicht erfüllt' });
  });

  it('marks a space as breaking its rule', () => {
    renderUi(<PasswordChecklist password="Passwort 1" />);
    expect(state('Keine Leerzeichen')).toEqual({ met: 'false', said: 'noch nicht erfüllt' });
    expect(state('Mindestens eine Ziffer')).toEqual({ met: 'true', said: 'erfüllt' });
  });
});

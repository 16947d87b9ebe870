// @vitest-environment jsdom
/**
 * Autofill hints and the privacy link of generated forms, on the reference registration form: the
 * e-mail field is an e-mail input with its keyboard, names carry their autocomplete tokens (derived by
 * codegen from name, label and rules), and the consent links "Datenschutzhinweise" to the authority's page.
 */
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { inputHintsFor } from '../../../codegen/runtime/autocomplete';
import { form } from '../../../generated/forms/RegistriereBenutzer';
import { renderUi } from '../ui/render';
import { FormHost } from './FormHost';

afterEach(cleanup);

const PRIVACY = 'https://www.awv-mittelland.example/datenschutz';

describe('input hints', () => {
  it('the registration asks for e-mail and names with autofill hints and links the privacy notice', async () => {
    renderUi(<FormHost form={form} onSubmit={vi.fn()} context={{ loadOptions: async () => [], privacyUrl: PRIVACY }} />);
    const mail = screen.getByRole('textbox', { name: /E-Mail-Adresse/ });
    expect([mail.getAttribute('type'), mail.getAttribute('inputmode'), mail.getAttribute('autocomplete')]).toEqual(['email', 'email', 'email']);
    expect(screen.getByRole('textbox', { name: /^Vorname/ }).getAttribute('autocomplete')).toBe('given-name');
    expect(screen.getByRole('textbox', { name: /^Nachname/ }).getAttribute('autocomplete')).toBe('family-name');
    expect(screen.getByRole('textbox', { name: /Benutzerkennung/ }).getAttribute('autocomplete')).toBe('username');
    const link = screen.getByRole('link', { name: 'Datenschutzhinweise' });
    expect([link.getAttribute('href'), link.getAttribute('target')]).toEqual([PRIVACY, '_blank']);
    // The link does not change what the checkbox is called.
    screen.getByRole('checkbox', { name: /Ich habe die Datenschutzhinweise gelesen/ });
  });

  it('without a privacy page the consent stays plain text', () => {
    renderUi(<FormHost form={form} onSubmit={vi.fn()} context={{ loadOptions: async () => [] }} />);
    expect(screen.queryByRole('link', { name: 'Datenschutzhinweise' })).toBeNull();
  });

  it('derives the hint from name, label and rules', () => {
    const field = (name: string, label: string, expectations: Parameters<typeof inputHintsFor>[0]['expectations'] = []) =>
      inputHintsFor({ name, label, component: 'TextField', expectations });
    expect(field('eMail', 'E-Mail für die Bestätigung')?.autocomplete).toBe('email');
    expect(field('kontakt', 'Kontakt', [{ rule: 'EMail' }])?.inputType).toBe('email');
    expect(field('anruferVorname', 'Vorname')?.autocomplete).toBe('given-name');
    expect(field('anruferName', 'Nachname')?.autocomplete).toBe('family-name');
    expect(field('anruferPLZ', 'PLZ')?.autocomplete).toBe('postal-code');
    expect(field('anruferOrt', 'Ort')?.autocomplete).toBe('address-level2');
    expect(field('passwortHash', 'Passwort')).toBeNull();
    expect(field('kurzbeschreibung', 'Beschreibung')).toBeNull();
  });
});

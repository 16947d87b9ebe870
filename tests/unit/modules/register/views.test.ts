import { describe, expect, it } from 'vitest';
import { capabilities as reference } from '../../../../generated/capabilities';
import { capabilityGate } from '../../../../src/api/gate';
import { viewOf } from '../../../../src/modules/register/views';
import { registerModule } from '../../../../src/modules/register';

describe('register module', () => {
  it('reads its page from the fragment; a malformed token is no link page', () => {
    expect(viewOf('')).toEqual({ kind: 'register' });
    expect(viewOf('#passwort-vergessen')).toEqual({ kind: 'forgot' });
    const token = 'Ab-_0123456789abcdefghijklmnopqrstuvwxyzABC';
    expect(viewOf(`#passwort-neu=${token}`)).toEqual({ kind: 'reset', token });
    expect(viewOf('passwort-neu=kurz')).toEqual({ kind: 'register' });
    expect(viewOf('#passwort-neu=<script>alert(1)</script>xxxxxxxxxx')).toEqual({ kind: 'register' });
    // The page of a registration's link.
    expect(viewOf(`#zugang-bestaetigen=${token}`)).toEqual({ kind: 'confirm', token });
    expect(viewOf('#zugang-bestaetigen=kurz')).toEqual({ kind: 'register' });
  });

  it('needs the registration or both reset functions', () => {
    const caps = (...functionImports: string[]) =>
      capabilityGate({ entitySets: [], functionImports, functions: Object.fromEntries(functionImports.map((name) => [name, reference.functions[name]!])) });
    expect(registerModule.needs(caps('RegistriereBenutzer'))).toBe(true);
    expect(registerModule.needs(caps('SendePasswortLink', 'SetzePasswortZurueck'))).toBe(true);
    expect(registerModule.needs(caps('SendePasswortLink'))).toBe(false);
    expect(registerModule.needs(caps())).toBe(false);
  });
});

/**
 * The login dialog's fields (LoginModalView.tsx): Kassenzeichen and Objektnummer for noPass
 * (community) profiles, Benutzerkennung and Passwort for the others. The dialog owns the values.
 */
import { Anchor, TextInput } from '@mantine/core';
import type { ChangeEvent, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordField } from './PasswordField';

type Edit = (event: ChangeEvent<HTMLInputElement>) => void;

export interface NoPassFieldsProps {
  kassenzeichen: string;
  objektNr: string;
  onKassenzeichen: Edit;
  onObjektNr: Edit;
  /** The first field, where the focus goes back after refused entries. */
  firstField: Ref<HTMLInputElement>;
  /** The entries were refused: both fields are marked invalid. */
  refused: boolean;
}

/** Both numbers are printed on the fee notice; neither is a secret, so plain text fields. */
export function NoPassFields({ kassenzeichen, objektNr, onKassenzeichen, onObjektNr, firstField, refused }: NoPassFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <TextInput
        label={t('login.noPass.kassenzeichen')}
        description={t('login.noPass.kassenzeichenHint')}
        name="kassenzeichen"
        autoComplete="off"
        spellCheck={false}
        required
        data-autofocus
        ref={firstField}
        error={refused}
        value={kassenzeichen}
        onChange={onKassenzeichen}
      />
      <TextInput
        label={t('login.noPass.objektNr')}
        description={t('login.noPass.objektNrHint')}
        name="objektNr"
        autoComplete="off"
        spellCheck={false}
        required
        error={refused}
        value={objektNr}
        onChange={onObjektNr}
      />
    </>
  );
}

export interface PasswordFieldsProps {
  identifier: string;
  password: string;
  onIdentifier: Edit;
  onPassword: Edit;
  firstField: Ref<HTMLInputElement>;
  refused: boolean;
  /** The login is filled in: the password takes the first focus. */
  prefilled: boolean;
  onForgotPassword?: () => void;
}

/** Benutzerkennung, Passwort and, where the backend offers a reset, "Passwort vergessen?". */
export function PasswordFields({ identifier, password, onIdentifier, onPassword, firstField, refused, prefilled, onForgotPassword }: PasswordFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <TextInput
        label={t('login.identifier')}
        name="username"
        autoComplete="username"
        required
        data-autofocus={prefilled ? undefined : true}
        ref={firstField}
        error={refused}
        value={identifier}
        onChange={onIdentifier}
      />
      <PasswordField
        label={t('login.password')}
        name="password"
        autoComplete="current-password"
        data-autofocus={prefilled ? true : undefined}
        error={refused}
        // Mantine's PasswordInput does not mark its input itself.
        aria-invalid={refused || undefined}
        value={password}
        onChange={onPassword}
      />
      {onForgotPassword && (
        <Anchor component="button" type="button" size="sm" onClick={onForgotPassword} style={{ alignSelf: 'flex-start' }}>
          {t('login.forgotLink')}
        </Anchor>
      )}
    </>
  );
}

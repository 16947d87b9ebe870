import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconKey, IconMailForward, IconUserCheck, IconUserPlus } from '@tabler/icons-react';
import { useRouterState } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useGate } from '../../api/capabilities';
import { usePageHeading } from '../../ui/page-heading';
import { Confirmation } from './Confirmation';
import { CONFIRM_FAILURES, FORGOT_FAILURES, REGISTER_FAILURES, RESET_FAILURES } from './failures';
import { FlowForm } from './FlowForm';
import { LoginButton } from './LoginButton';
import { RegistrationDone } from './RegistrationDone';
import { FORGOT_HASH, viewOf } from './views';
import { useResetLinkState } from './link-check';

interface RegisterPageProps {
  phoneCountries: readonly string[];
  /** The authority's privacy notice, linked from the registration's consent. */
  privacyUrl?: string | null;
  moduleHref(module: string): string;
  onNavigate(href: string): void;
  /** Opens the login dialog, with the login filled in when given. */
  onLogin?(identifier?: string): void;
}

/**
 * /register (private profile, before login): self-registration through the generated
 * form of RegistriereBenutzer and the page of its link (BestaetigeRegistrierung), which opens the
 * login; "Passwort vergessen?" and the page of a reset link when the backend offers
 * SendePasswortLink and SetzePasswortZurueck.
 */
export default function RegisterPage({ phoneCountries, privacyUrl, moduleHref, onNavigate, onLogin }: RegisterPageProps) {
  const { t } = useTranslation();
  const gate = useGate();
  const view = viewOf(useRouterState({ select: (s) => s.location.hash }));
  const canRegister = !gate.known || gate.fn('RegistriereBenutzer') !== undefined;
  const canReset = gate.fn('SendePasswortLink') !== undefined && gate.fn('SetzePasswortZurueck') !== undefined;
  const forgotHref = `${moduleHref('register')}#${FORGOT_HASH}`;
  const forgot = view.kind === 'forgot' && canReset;
  const reset = view.kind === 'reset' && canReset;
  const confirm = view.kind === 'confirm' && gate.fn('BestaetigeRegistrierung') !== undefined;
  const linkState = useResetLinkState(reset && view.kind === 'reset' ? view.token : null);
  // The password pages are not the registration: they name themselves in the page's h1.
  usePageHeading(forgot ? t('register.forgot.title') : reset ? t('register.reset.title') : confirm ? t('register.confirm.title') : null);
  const forgotLink = (label: string, color?: string) => <ForgotLink href={forgotHref} label={label} color={color} onNavigate={onNavigate} />;
  const loginLink = onLogin ? <LoginLink onLogin={onLogin} /> : null;

  if (forgot) {
    return (
      <Frame intro={t('register.forgot.intro')}>
        <ForgotForm footer={loginLink} onLogin={onLogin} />
      </Frame>
    );
  }
  if (view.kind === 'confirm' && confirm) {
    return (
      <Frame intro={t('register.confirm.intro')}>
        <ConfirmForm token={view.token} againHref={moduleHref('register')} onNavigate={onNavigate} onLogin={onLogin} />
      </Frame>
    );
  }
  if (view.kind === 'reset' && reset && linkState === 'unknown') {
    return <Frame intro={t('register.reset.checking')} />;
  }
  if (view.kind === 'reset' && reset && linkState === 'spent') {
    return (
      <Frame intro={t('register.reset.spent')}>
        <Group>{forgotLink(t('register.reset.again'), 'brand.9')}</Group>
      </Frame>
    );
  }
  if (view.kind === 'reset' && reset) {
    return (
      <Frame intro={t('register.reset.intro')}>
        <ResetForm token={view.token} againLink={forgotLink(t('register.reset.again'), 'red.9')} onLogin={onLogin} />
      </Frame>
    );
  }
  if (!canRegister) {
    return (
      <Frame title={t('register.title')} intro={t('register.unavailable')}>
        {canReset && forgotLink(t('login.forgotLink'))}
      </Frame>
    );
  }
  return (
    <Frame title={t('register.title')} intro={t('register.intro')}>
      <FlowForm
        key="register"
        functionName="RegistriereBenutzer"
        failures={REGISTER_FAILURES}
        phoneCountries={phoneCountries}
        privacyUrl={privacyUrl}
        submitLabel={t('register.submit')}
        submitIcon={<IconUserPlus size={18} aria-hidden="true" />}
        confirmationLabel={t('register.confirmation')}
        hints={{ name: t('register.nameHint') }}
        footer={
          <Group gap="lg" mt="sm">
            {loginLink}
            {canReset && forgotLink(t('login.forgotLink'))}
          </Group>
        }
        done={(c) => <RegistrationDone context={c} />}
      />
    </Frame>
  );
}

/** "Passwort vergessen?" and the like: a link to another view of the module, followed inside the app. */
function ForgotLink({ href, label, color, onNavigate }: { href: string; label: string; color?: string; onNavigate(href: string): void }) {
  return (
    <Anchor
      c={color}
      fw={color ? 600 : undefined}
      size="sm"
      href={href}
      onClick={(e) => {
        e.preventDefault();
        onNavigate(href);
      }}
    >
      {label}
    </Anchor>
  );
}

/** "Sie haben schon eine Kennung? Anmelden". */
function LoginLink({ onLogin }: { onLogin(): void }) {
  const { t } = useTranslation();
  return (
    <Text size="sm">
      {t('register.haveLogin')}{' '}
      <Anchor component="button" type="button" size="sm" onClick={() => onLogin()}>
        {t('register.login')}
      </Anchor>
    </Text>
  );
}

/** "Passwort vergessen?": asks for a reset link. */
function ForgotForm({ footer, onLogin }: { footer: ReactNode; onLogin: RegisterPageProps['onLogin'] }) {
  const { t } = useTranslation();
  return (
    <FlowForm
      key="forgot"
      functionName="SendePasswortLink"
      submitLabel={t('register.forgot.submit')}
      failures={FORGOT_FAILURES}
      submitIcon={<IconMailForward size={18} aria-hidden="true" />}
      footer={footer}
      done={() => (
        <Confirmation title={t('register.forgot.doneTitle')} actions={<LoginButton label={t('register.forgot.back')} onLogin={onLogin} />}>
          {t('register.forgot.doneText')}
        </Confirmation>
      )}
    />
  );
}

/** The page of a reset link: the new password; a spent or unknown link offers a new one (againLink). */
function ResetForm({ token, againLink, onLogin }: { token: string; againLink: ReactNode; onLogin: RegisterPageProps['onLogin'] }) {
  const { t } = useTranslation();
  return (
    <FlowForm
      key={token}
      functionName="SetzePasswortZurueck"
      values={{ token }}
      failures={RESET_FAILURES}
      submitLabel={t('register.reset.submit')}
      submitIcon={<IconKey size={18} aria-hidden="true" />}
      failureAction={(failure) => (failure === RESET_FAILURES.token ? <Group mt="xs">{againLink}</Group> : null)}
      done={(c) => {
        const login = typeof c.result === 'string' ? c.result : '';
        return (
          <Confirmation title={t('register.reset.doneTitle')} actions={<LoginButton label={t('register.reset.action')} identifier={login} onLogin={onLogin} />}>
            {t('register.reset.doneText', { login })}
          </Confirmation>
        );
      }}
    />
  );
}

/**
 * The page of a registration's link: the password chosen at the registration opens the login. A
 * used or expired link, or a login taken meanwhile, offers to register again.
 */
function ConfirmForm({ token, againHref, onNavigate, onLogin }: { token: string; againHref: string; onNavigate(href: string): void; onLogin: RegisterPageProps['onLogin'] }) {
  const { t } = useTranslation();
  return (
    <FlowForm
      key={token}
      functionName="BestaetigeRegistrierung"
      values={{ token }}
      failures={CONFIRM_FAILURES}
      submitLabel={t('register.confirm.submit')}
      submitIcon={<IconUserCheck size={18} aria-hidden="true" />}
      failureAction={(failure) =>
        failure === CONFIRM_FAILURES.token || failure === CONFIRM_FAILURES['login-taken'] ? (
          <Group mt="xs">
            <ForgotLink href={againHref} label={t('register.confirm.again')} color="red.9" onNavigate={onNavigate} />
          </Group>
        ) : null
      }
      done={(c) => {
        const login = typeof c.result === 'string' ? c.result : '';
        return (
          <Confirmation title={t('register.confirm.doneTitle')} actions={<LoginButton label={t('register.confirm.action')} identifier={login} onLogin={onLogin} />}>
            {t('register.confirm.doneText', { login })}
          </Confirmation>
        );
      }}
    />
  );
}

/** The card of a view; without a title the page's h1 names it (the link and password pages). */
function Frame({ title, intro, children }: { title?: string; intro: string; children?: ReactNode }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={title ? 'register-title' : undefined} maw={760}>
      <Stack gap="md">
        {title && (
          <Title order={2} size="h3" id="register-title">
            {title}
          </Title>
        )}
        <Text c="dimmed" size="sm">
          {intro}
        </Text>
        <div>{children}</div>
      </Stack>
    </Paper>
  );
}

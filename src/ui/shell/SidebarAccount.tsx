import { Anchor, Avatar, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle, IconKey, IconSettings, IconUser } from '@tabler/icons-react';
import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthButton } from './AuthButton';
import { formatOwnerName } from './formatOwnerName';
import { ObjectSelector } from './ObjectSelector';
import { SafeHtml } from '../SafeHtml';
import type { AuthAction, NavigateFn, ObjectView, OwnerAddressView } from '../types';

export interface SidebarProps {
  /** Shows `landing` when false, the personal area when true. */
  authorized: boolean;
  landing: ReactNode;
  owner: OwnerAddressView | null;
  /** Configured greeting text (portal.json texts.greeting) replacing "Guten Tag, <name>". */
  customGreeting?: string | null;
  /** null hides the link (noPass profiles, or no AktualisiereStammdaten on the server). */
  settingsPath: string | null;
  /** The password-change dialog; same availability as the settings link. */
  passwordPath?: string | null;
  infoTexts?: readonly string[];
  objects: readonly ObjectView[];
  objectId: number | null;
  onObjectChange: (objectId: number) => void;
  objectSelectorDisabled?: boolean;
  /** Event history list; the section and its title appear only when given. */
  events?: ReactNode;
  authAction: AuthAction;
  onNavigate: NavigateFn;
  onLogin: () => void;
  onLogout: () => void;
  onNoPassLogout: () => void;
}


const accountLinkStyle = { display: 'inline-flex', gap: 4, alignItems: 'center' } as const;

/** The personal area of the sidebar (loaded after login; it carries the HTML sanitiser). */
export default function SidebarAccount(props: SidebarProps) {
  const { t } = useTranslation();
  const name = formatOwnerName(props.owner);
  const greeting = props.customGreeting?.trim() || [t('sidebar.greeting'), name].filter(Boolean).join(', ');
  // Client-side navigation; the href stays for "open in new tab" and for assistive technology.
  const follow = (path: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    props.onNavigate(path);
  };
  return (
    <div className="portal-scroll">
      <Stack p="lg" gap="lg">
        <Group wrap="nowrap" align="center" gap="md">
          <Avatar color="brand" radius="xl" size={48} aria-hidden="true">
            <IconUser size={26} aria-hidden="true" />
          </Avatar>
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={600} size="lg" lh={1.3}>
              {greeting}
            </Text>
            {props.settingsPath && (
              <Anchor href={props.settingsPath} onClick={follow(props.settingsPath)} size="sm" style={accountLinkStyle}>
                <IconSettings size={16} aria-hidden="true" />
                {t('sidebar.settings')}
              </Anchor>
            )}
            {props.passwordPath && (
              <Anchor href={props.passwordPath} onClick={follow(props.passwordPath)} size="sm" style={accountLinkStyle}>
                <IconKey size={16} aria-hidden="true" />
                {t('sidebar.password')}
              </Anchor>
            )}
          </Stack>
        </Group>
        <ObjectSelector
          objects={props.objects}
          value={props.objectId}
          onChange={props.onObjectChange}
          disabled={props.objectSelectorDisabled}
        />
        <AuthButton action={props.authAction} onLogin={props.onLogin} onLogout={props.onLogout} onNoPassLogout={props.onNoPassLogout} />
        {props.infoTexts && props.infoTexts.length > 0 && (
          <Stack gap="xs">
            <Divider />
            <Group gap={6}>
              <IconInfoCircle size={18} aria-hidden="true" />
              <Title order={2} size="h5">
                {t('sidebar.infoTitle')}
              </Title>
            </Group>
            {props.infoTexts.map((text, index) => (
              <SafeHtml key={index} html={text} fz="sm" c="dimmed" />
            ))}
          </Stack>
        )}
        {props.events && (
          <Stack gap="xs">
            <Divider />
            <Title order={2} size="h5">
              {t('sidebar.eventsTitle')}
            </Title>
            {props.events}
          </Stack>
        )}
      </Stack>
    </div>
  );
}

import { List, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconCircleDashed } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_RULES } from '../validation';

/** Live list of the new-password rules, ticked as the user types. */
export function PasswordChecklist({ password, id }: { password: string; id?: string }) {
  const { t } = useTranslation();
  return (
    <div id={id}>
      <Text size="xs" c="dimmed" mb={4}>
        {t('modules.dialogs.password.rules')}
      </Text>
      <List spacing={2} size="xs" center>
        {PASSWORD_RULES.map((rule) => {
          const met = (password !== '' || rule.forbids === true) && rule.test(password);
          return (
            <List.Item
              key={rule.key}
              data-met={met}
              icon={
                <ThemeIcon size={16} radius="xl" color={met ? 'green.8' : 'gray.5'} variant={met ? 'filled' : 'light'} aria-hidden="true">
                  {met ? <IconCheck size={11} aria-hidden="true" /> : <IconCircleDashed size={11} aria-hidden="true" />}
                </ThemeIcon>
              }
            >
              {/* Met rules in body colour: the description's grey and a green both fail 4.5:1 here. */}
              <Text span size="xs" c={met ? 'var(--mantine-color-text)' : undefined}>
                {t(rule.key)}
              </Text>
              <VisuallyHidden>{met ? t('modules.dialogs.password.met') : t('modules.dialogs.password.unmet')}</VisuallyHidden>
            </List.Item>
          );
        })}
      </List>
    </div>
  );
}

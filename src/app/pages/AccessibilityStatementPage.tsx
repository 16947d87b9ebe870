import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../ui/AppLink';
import { portalConfig } from '../config';

/** "26. November 2026" from an ISO date, read as a calendar day (no time zone can move it). */
export const formatStatementDate = (iso: string): string =>
  new Intl.DateTimeFormat('de-DE', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));

/**
 * `/barrierefreiheit`: the accessibility statement in the sections of the EU model statement
 * (conformity, content that is not accessible and why, how it was made, feedback, conciliation),
 * filled from portal.json's `accessibility` section.
 */
export default function AccessibilityStatementPage() {
  const { t } = useTranslation();
  const router = useRouter();
  const onNavigate = (path: string) => void router.navigate({ href: path });
  const statement = portalConfig.accessibility;
  const { enforcement } = statement;
  const date = (iso: string | null) => (iso ? formatStatementDate(iso) : t('accessibilityStatement.notGiven'));
  return (
    <Stack gap="lg" maw={760} data-testid="accessibility-statement">
      <Text>{t('accessibilityStatement.intro', { authority: portalConfig.authority })}</Text>
      <Text>{t('accessibilityStatement.scope', { address: window.location.origin })}</Text>

      <Stack gap="xs" component="section" aria-labelledby="statement-conformity">
        <Title order={2} size="h3" id="statement-conformity">
          {t('accessibilityStatement.conformityTitle')}
        </Title>
        <Text data-conformity={statement.conformity}>{t(`accessibilityStatement.conformity.${statement.conformity}`)}</Text>
        <Text>{t('accessibilityStatement.standard')}</Text>
      </Stack>

      <Stack gap="xs" component="section" aria-labelledby="statement-non-accessible">
        <Title order={2} size="h3" id="statement-non-accessible">
          {t('accessibilityStatement.nonAccessibleTitle')}
        </Title>
        {statement.nonAccessible.length > 0 ? (
          <>
            <Text>{t('accessibilityStatement.nonAccessibleIntro')}</Text>
            <List spacing="sm" data-testid="non-accessible">
              {statement.nonAccessible.map((item) => (
                <List.Item key={item.content}>
                  <Text>{item.content}</Text>
                  {item.reason && (
                    <Text size="sm" c="dimmed">
                      {t('accessibilityStatement.reason')} {item.reason}
                    </Text>
                  )}
                </List.Item>
              ))}
            </List>
          </>
        ) : (
          <Text>{t(statement.conformity === 'full' ? 'accessibilityStatement.nonAccessibleNone' : 'accessibilityStatement.nonAccessibleMissing')}</Text>
        )}
      </Stack>

      <Stack gap="xs" component="section" aria-labelledby="statement-preparation">
        <Title order={2} size="h3" id="statement-preparation">
          {t('accessibilityStatement.preparationTitle')}
        </Title>
        <Text>
          {t('accessibilityStatement.made', { date: date(statement.statementDate) })} {t('accessibilityStatement.reviewed', { date: date(statement.reviewDate) })}
        </Text>
        <Text>{t(`accessibilityStatement.method.${statement.method}`)}</Text>
      </Stack>

      <Stack gap="xs" component="section" aria-labelledby="statement-feedback">
        <Title order={2} size="h3" id="statement-feedback">
          {t('accessibilityStatement.feedbackTitle')}
        </Title>
        <Text>{t('accessibilityStatement.feedback')}</Text>
        <AppLink to="/barriere-melden" onNavigate={onNavigate} fw={600}>
          {t('accessibilityStatement.feedbackForm')}
        </AppLink>
        {statement.contactEmail ? (
          <Text>
            {t('accessibilityStatement.email')} <Anchor href={`mailto:${statement.contactEmail}`}>{statement.contactEmail}</Anchor>
          </Text>
        ) : (
          <Text>{t('accessibilityStatement.noContact')}</Text>
        )}
        {statement.contactPhone && (
          <Text>
            {t('accessibilityStatement.phone')} <Anchor href={`tel:${statement.contactPhone.replace(/[^\d+]/g, '')}`}>{statement.contactPhone}</Anchor>
          </Text>
        )}
      </Stack>

      <Stack gap="xs" component="section" aria-labelledby="statement-enforcement">
        <Title order={2} size="h3" id="statement-enforcement">
          {t('accessibilityStatement.enforcementTitle')}
        </Title>
        <Text>{t('accessibilityStatement.enforcement')}</Text>
        <Text component="address" style={{ fontStyle: 'normal' }} data-testid="enforcement-body">
          {enforcement.name}
          {enforcement.address.map((line) => (
            <span key={line}>
              <br />
              {line}
            </span>
          ))}
        </Text>
        {enforcement.email && (
          <Text>
            {t('accessibilityStatement.email')} <Anchor href={`mailto:${enforcement.email}`}>{enforcement.email}</Anchor>
          </Text>
        )}
        {enforcement.url && (
          <Text>
            {t('accessibilityStatement.website')}{' '}
            <Anchor href={enforcement.url} target="_blank" rel="noopener noreferrer" title={`${enforcement.url.replace(/^https:\/\//, '')} ${t('common.newTab')}`}>
              {enforcement.url.replace(/^https:\/\//, '')}
            </Anchor>
          </Text>
        )}
      </Stack>
    </Stack>
  );
}

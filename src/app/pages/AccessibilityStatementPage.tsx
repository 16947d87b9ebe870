import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';
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
  const date = (iso: string | null) => (iso ? formatStatementDate(iso) : t('accessibilityStatement.notGiven'));
  return (
    <Stack gap="lg" maw={760} data-testid="accessibility-statement">
      <Text>{t('accessibilityStatement.intro', { authority: portalConfig.authority })}</Text>
      <Text>{t('accessibilityStatement.scope', { address: window.location.origin })}</Text>

      <Section id="statement-conformity" title={t('accessibilityStatement.conformityTitle')}>
        <Text data-conformity={statement.conformity}>{t(`accessibilityStatement.conformity.${statement.conformity}`)}</Text>
        <Text>{t('accessibilityStatement.standard')}</Text>
      </Section>

      <Section id="statement-non-accessible" title={t('accessibilityStatement.nonAccessibleTitle')}>
        <NonAccessible />
      </Section>

      <Section id="statement-preparation" title={t('accessibilityStatement.preparationTitle')}>
        <Text>
          {t('accessibilityStatement.made', { date: date(statement.statementDate) })} {t('accessibilityStatement.reviewed', { date: date(statement.reviewDate) })}
        </Text>
        <Text>{t(`accessibilityStatement.method.${statement.method}`)}</Text>
      </Section>

      <Section id="statement-feedback" title={t('accessibilityStatement.feedbackTitle')}>
        <FeedbackWays onNavigate={onNavigate} />
      </Section>

      <Section id="statement-enforcement" title={t('accessibilityStatement.enforcementTitle')}>
        <EnforcementBody />
      </Section>
    </Stack>
  );
}

/** One section of the statement: a second-level heading that names the section. */
function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section" aria-labelledby={id}>
      <Title order={2} size="h3" id={id}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** What is not accessible and why; or that all is, or that nothing was declared. */
function NonAccessible() {
  const { t } = useTranslation();
  const statement = portalConfig.accessibility;
  if (statement.nonAccessible.length === 0) {
    return <Text>{t(statement.conformity === 'full' ? 'accessibilityStatement.nonAccessibleNone' : 'accessibilityStatement.nonAccessibleMissing')}</Text>;
  }
  return (
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
  );
}

/** How to report a barrier: the form, the e-mail address and the phone number. */
function FeedbackWays({ onNavigate }: { onNavigate(path: string): void }) {
  const { t } = useTranslation();
  const statement = portalConfig.accessibility;
  return (
    <>
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
    </>
  );
}

/** The conciliation body: its address, e-mail and website. */
function EnforcementBody() {
  const { t } = useTranslation();
  const { enforcement } = portalConfig.accessibility;
  const site = enforcement.url?.replace(/^https:\/\//, '');
  return (
    <>
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
          <Anchor href={enforcement.url} target="_blank" rel="noopener noreferrer" title={`${site} ${t('common.newTab')}`}>
            {site}
          </Anchor>
        </Text>
      )}
    </>
  );
}

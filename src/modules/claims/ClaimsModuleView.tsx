import { Button, Paper } from '@mantine/core';
import { IconBuildingCommunity } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { objectsQueryOptions } from '../../api/queries/objects';
import { soldOn } from '../../events/actions';
import type { ClaimKindCode } from './claim.form';
import { EmptyState } from '../../ui/EmptyState';
import { ClaimsOverview } from './ClaimsOverview';
import type { ErrorReporter } from '../../api/notifications';
import { useResidentContact } from '../../account/resident-contact';
import { VisitorClaims } from './VisitorClaims';

export interface ClaimsModulePageProps {
  /** 0: the claims module (Reklamationen), 1: the requests module (Anfragen). */
  kind: ClaimKindCode;
  objectId: number | null;
  phoneCountries: readonly string[];
  onError?: ErrorReporter;
  /** Whether a resident is logged in; before login the general page offers a claim by address. */
  authorized?: boolean;
  /** Opens the login dialog (profiles with private access). */
  onLogin?(): void;
  /** Client-side navigation (to the resident's object from a general page). */
  onNavigate?(href: string): void;
}

/**
 * The page of the claims and of the requests module: on /objects/{id}/claims (…/requests) the
 * object's claims or requests and the button that files a new one; on /claims (/requests) before
 * login a claim by address or the login (the route sends a logged-in resident to the object's page).
 */
export function ClaimsModuleView({ kind, objectId, phoneCountries, onError, authorized = false, onLogin, onNavigate }: ClaimsModulePageProps) {
  const { t } = useTranslation();
  const prefill = useResidentContact(objectId);
  const objects = useQuery({ ...objectsQueryOptions(), enabled: objectId !== null });
  // The module page says the object was sold (ModulePage); here only the filing goes.
  const sold = objectId !== null && soldOn(objects.data?.find((o) => o.ObjekteId === objectId), new Date()) !== null;
  if (objectId === null && !authorized) {
    return <VisitorClaims kind={kind} phoneCountries={phoneCountries} onLogin={onLogin} onError={onError} />;
  }
  if (objectId === null) {
    // Logged in without an object in the route (the route guard normally went there already).
    return (
      <Paper withBorder radius="md" p="lg">
        <EmptyState
          icon={IconBuildingCommunity}
          message={t('modules.noObject')}
          action={onNavigate && <Button onClick={() => onNavigate('/objects')}>{t('claims.toObject')}</Button>}
        />
      </Paper>
    );
  }
  return <ClaimsOverview objectId={objectId} kind={kind} phoneCountries={phoneCountries} prefill={prefill} onError={onError} readOnly={sold} />;
}

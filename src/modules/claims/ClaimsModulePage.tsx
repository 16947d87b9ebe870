import { Paper } from '@mantine/core';
import { IconBuildingCommunity } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { objectsQueryOptions } from '../../api/queries/objects';
import { soldOn } from '../../events/actions';
import type { ClaimKindCode } from './claim.form';
import { EmptyState } from '../../ui/EmptyState';
import { ClaimsOverview } from './ClaimsOverview';
import type { ErrorReporter } from '../../api/notifications';
import { useClaimPrefill } from './useClaimPrefill';

export interface ClaimsModulePageProps {
  /** 0: the claims module (Reklamationen), 1: the requests module (Anfragen). */
  kind: ClaimKindCode;
  objectId: number | null;
  phoneCountries: readonly string[];
  onError?: ErrorReporter;
}

/**
 * The page of the claims and of the requests module (/objects/{id}/claims, /objects/{id}/requests):
 * the object's claims or requests and the button that files a new one. Both modules render this
 * with their kind; modules never import each other, so the shared page lives here.
 */
export function ClaimsModulePage({ kind, objectId, phoneCountries, onError }: ClaimsModulePageProps) {
  const { t } = useTranslation();
  const prefill = useClaimPrefill(objectId);
  const objects = useQuery({ ...objectsQueryOptions(), enabled: objectId !== null });
  // The module page says the object was sold (ModulePage); here only the filing goes.
  const sold = objectId !== null && soldOn(objects.data?.find((o) => o.ObjekteId === objectId), new Date()) !== null;
  if (objectId === null) {
    return (
      <Paper withBorder radius="md" p="lg">
        <EmptyState icon={IconBuildingCommunity} message={t('modules.noObject')} />
      </Paper>
    );
  }
  return <ClaimsOverview objectId={objectId} kind={kind} phoneCountries={phoneCountries} prefill={prefill} onError={onError} readOnly={sold} />;
}

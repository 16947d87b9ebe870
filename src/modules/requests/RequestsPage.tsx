import { Paper } from '@mantine/core';
import { IconBuildingCommunity } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ClaimsOverview } from '../../dialogs/ClaimsOverview';
import { useClaimPrefill } from '../../dialogs/useClaimPrefill';
import { EmptyState } from '../../ui/EmptyState';

export interface RequestsPageProps {
  objectId: number | null;
  phoneCountries: readonly string[];
  onError?: (message: string) => void;
}

/** /objects/{id}/requests: the object's requests (ReklamationOderAnfrage 1) and "Anliegen melden". */
export default function RequestsPage({ objectId, phoneCountries, onError }: RequestsPageProps) {
  const { t } = useTranslation();
  const prefill = useClaimPrefill(objectId);
  if (objectId === null) {
    return (
      <Paper withBorder radius="md" p="lg">
        <EmptyState icon={IconBuildingCommunity} message={t('modules.noObject')} />
      </Paper>
    );
  }
  return <ClaimsOverview objectId={objectId} kind={1} phoneCountries={phoneCountries} prefill={prefill} onError={onError} />;
}

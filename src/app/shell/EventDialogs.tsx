/**
 * The dialogs behind the event history's actions (cancel and claim):
 * the cancel confirmation for an order and the claim dialog for a bulky-waste order. Both load on
 * first use, so the sidebar's chunk stays small for residents who only look at their history.
 */
import { lazy, Suspense, useCallback, useState, type ComponentProps } from 'react';
import type { PortalEvent } from '../../events/events';
import { useResidentContact } from '../../account/resident-contact';
import { loadModuleTexts } from '../../i18n';
import { ClaimAssignment, ClaimDialog as ClaimsModuleDialog } from '../../modules/claims/for-history';
import type { EventDialogsProps } from '../../modules/types';
import { portalConfig } from '../config';

// The claim dialog draws the claims module's texts, which only its routes load otherwise (i18n).
// (A lazy component must resolve to a function component, not to the module's lazy one.)
const ClaimDialog = lazy(() =>
  loadModuleTexts('claims').then(() => ({ default: (props: ComponentProps<typeof ClaimsModuleDialog>) => <ClaimsModuleDialog {...props} /> })),
);

// The cancel dialog belongs to the event history (src/events); the claim dialog to the claims module.
const CancelDialog = lazy(() => import('../../events/CancelDialog').then((m) => ({ default: m.CancelDialog })));

/** Mounted once opened and kept afterwards, so the dialogs can play their closing transition. */
function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

export function EventDialogs(props: EventDialogsProps) {
  const { objectId, actionContext, cancelTarget, claimTarget, onCloseCancel, onCloseClaim, onCancelled, onClaimCreated } = props;
  const prefill = useResidentContact(objectId);
  const cancelMounted = useOpenedOnce(cancelTarget !== null);
  const claimMounted = useOpenedOnce(claimTarget !== null);
  // The claim dialog keeps its subject while it closes; a new target replaces it.
  const [claimSubject, setClaimSubject] = useState<PortalEvent | null>(claimTarget);
  if (claimTarget && claimTarget !== claimSubject) setClaimSubject(claimTarget);
  const created = useCallback((claimId: number) => onClaimCreated(claimId), [onClaimCreated]);

  return (
    <Suspense fallback={null}>
      {cancelMounted && (
        <CancelDialog
          event={cancelTarget}
          actionContext={actionContext}
          defaultEmail={prefill.mail || null}
          onClose={onCloseCancel}
          onCancelled={onCancelled}
        />
      )}
      {claimMounted && claimSubject && (
        <ClaimDialog
          opened={claimTarget !== null}
          kind={0}
          subject={{ id: claimSubject.id, assignmentType: ClaimAssignment.DumpOrder }}
          phoneCountries={portalConfig.phoneCountries}
          prefill={prefill}
          onClose={onCloseClaim}
          onCreated={created}
        />
      )}
    </Suspense>
  );
}

import { lazy, Suspense, useState } from 'react';
import type { SettingsDialogProps } from '../../dialogs/SettingsDialog';

// The settings dialog brings the settings machine, form validation and libphonenumber (~60 KB gzip):
// it is fetched when first opened, not with every page an authorized user sees.
const SettingsDialog = lazy(() => import('../../dialogs/SettingsDialog').then((m) => ({ default: m.SettingsDialog })));

/** Mounts the dialog from its first opening on, so later closings keep their transition. */
export function LazySettingsDialog(props: SettingsDialogProps) {
  const [wanted, setWanted] = useState(props.opened);
  if (props.opened && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <SettingsDialog {...props} />
    </Suspense>
  );
}

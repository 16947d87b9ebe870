/** The bulky-waste module's page: the object's orders and booking, or the public information. */
import { useSession } from '../../session/session';
import type { ModulePageProps } from '../types';
import { ObjectDumpView } from './ObjectDumpView';
import { PublicDumpView } from './PublicDumpView';

export default function DumpPage({ objectId, phoneCountries, availableModules, onNavigate, onRetryEvents, EventDialogs, search }: ModulePageProps) {
  // A profile without passwords (community) opens the object with Kassenzeichen and Objektnummer.
  const { noPass } = useSession();
  if (objectId === null) {
    // Logging in from here leads back to /dump, which then opens the resident's object.
    return <PublicDumpView community={noPass} onLogin={() => onNavigate('/?redirect=%2Fdump')} />;
  }
  return <ObjectDumpView objectId={objectId} phoneCountries={phoneCountries} availableModules={availableModules} onRetryEvents={onRetryEvents} onNavigate={onNavigate} search={search} EventDialogs={EventDialogs} />;
}

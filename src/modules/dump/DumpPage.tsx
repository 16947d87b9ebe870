/** The bulky-waste module's page: the object's orders and booking, or the public information. */
import { useSession } from '../../session/session';
import { ObjectDumpPage } from './ObjectDumpPage';
import { PublicDumpPage } from './PublicDumpPage';

interface DumpPageProps {
  objectId: number | null;
  phoneCountries: readonly string[];
  availableModules: readonly string[];
  onNavigate(href: string): void;
  onRetryEvents?(): void;
}

export default function DumpPage({ objectId, phoneCountries, availableModules, onNavigate, onRetryEvents }: DumpPageProps) {
  // A profile without passwords (community) opens the object with Kassenzeichen and Objektnummer.
  const { noPass } = useSession();
  if (objectId === null) {
    // Logging in from here leads back to /dump, which then opens the resident's object.
    return <PublicDumpPage community={noPass} onLogin={() => onNavigate('/?redirect=%2Fdump')} />;
  }
  return <ObjectDumpPage objectId={objectId} phoneCountries={phoneCountries} availableModules={availableModules} onRetryEvents={onRetryEvents} />;
}

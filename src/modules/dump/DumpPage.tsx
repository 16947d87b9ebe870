/** The bulky-waste module's page: the object's orders and booking, or the public information. */
import { useSession } from '../../session/session';
import type { ModulePageProps } from '../types';
import { ObjectDumpView } from './ObjectDumpView';
import { PublicDumpView, type BookingWay } from './PublicDumpView';

export default function DumpPage({ objectId, phoneCountries, availableModules, onNavigate, onRetryEvents, EventDialogs, search, onLogin, dumpBooking }: ModulePageProps) {
  // A profile without passwords (community) opens the object with Kassenzeichen and Objektnummer.
  const { noPass } = useSession();
  if (objectId === null) {
    // Logging in from here leads back to /dump, which then opens the resident's object. Where nobody
    // can log in (no onLogin), the booking is the authority's own: the metadata has no booking by
    // address (LegeStueckgutAuftragAn and StueckgutTermine need the object).
    const way: BookingWay = onLogin ? { kind: 'login', community: noPass, onLogin: () => onNavigate('/?redirect=%2Fdump') } : { kind: 'contact', contact: dumpBooking ?? null };
    return <PublicDumpView way={way} />;
  }
  return <ObjectDumpView objectId={objectId} phoneCountries={phoneCountries} availableModules={availableModules} onRetryEvents={onRetryEvents} onNavigate={onNavigate} search={search} EventDialogs={EventDialogs} />;
}

import type { ModulePageProps } from '../types';
import { ClaimsModuleView } from './ClaimsModuleView';

/** /objects/{id}/claims: the object's claims (ReklamationOderAnfrage 0) and "Reklamation melden"; /claims before login: one by address or the login. */
export default function ClaimsPage(props: ModulePageProps) {
  return <ClaimsModuleView kind={0} {...props} />;
}

import type { ModulePageProps } from '../types';
import { ClaimsModulePage } from './ClaimsModulePage';

/** /objects/{id}/claims: the object's claims (ReklamationOderAnfrage 0) and "Reklamation melden"; /claims before login: one by address or the login. */
export default function ClaimsPage(props: ModulePageProps) {
  return <ClaimsModulePage kind={0} {...props} />;
}

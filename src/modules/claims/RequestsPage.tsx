import type { ModulePageProps } from '../types';
import { ClaimsModulePage } from './ClaimsModulePage';

/** /objects/{id}/requests: the object's requests (ReklamationOderAnfrage 1) and "Anfrage stellen"; /requests before login: one by address or the login. */
export default function RequestsPage(props: ModulePageProps) {
  return <ClaimsModulePage kind={1} {...props} />;
}

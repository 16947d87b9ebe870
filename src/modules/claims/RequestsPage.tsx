import type { ModulePageProps } from '../types';
import { ClaimsModuleView } from './ClaimsModuleView';

/** /objects/{id}/requests: the object's requests (ReklamationOderAnfrage 1) and "Anfrage stellen"; /requests before login: one by address or the login. */
export default function RequestsPage(props: ModulePageProps) {
  return <ClaimsModuleView kind={1} {...props} />;
}

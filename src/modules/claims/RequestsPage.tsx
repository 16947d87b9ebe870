import { ClaimsModulePage } from './ClaimsModulePage';

interface RequestsPageProps {
  objectId: number | null;
  phoneCountries: readonly string[];
  onError?: (message: string) => void;
}

/** /objects/{id}/requests: the object's requests (ReklamationOderAnfrage 1) and "Anfrage stellen". */
export default function RequestsPage(props: RequestsPageProps) {
  return <ClaimsModulePage kind={1} {...props} />;
}

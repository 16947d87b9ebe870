import { ClaimsModulePage } from './ClaimsModulePage';

interface ClaimsPageProps {
  objectId: number | null;
  phoneCountries: readonly string[];
  onError?: (message: string) => void;
}

/** /objects/{id}/claims: the object's claims (ReklamationOderAnfrage 0) and "Reklamation melden". */
export default function ClaimsPage(props: ClaimsPageProps) {
  return <ClaimsModulePage kind={0} {...props} />;
}

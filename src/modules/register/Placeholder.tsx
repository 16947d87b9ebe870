import { ModuleEmptyFrame } from '../../ui/ModuleEmptyFrame';

/** The register module's German empty state until its page replaces this file. */
export default function Placeholder() {
  return <ModuleEmptyFrame module="register" />;
}

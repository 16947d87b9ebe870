import { ModuleEmptyFrame } from '../../ui/ModuleEmptyFrame';

/** The documents module's German empty state until its page replaces this file. */
export default function Placeholder() {
  return <ModuleEmptyFrame module="documents" />;
}

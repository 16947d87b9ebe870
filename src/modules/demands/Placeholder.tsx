import { ModuleEmptyFrame } from '../../ui/ModuleEmptyFrame';

/** The demands module's German empty state until its page replaces this file. */
export default function Placeholder() {
  return <ModuleEmptyFrame module="demands" />;
}

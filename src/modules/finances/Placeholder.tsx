import { ModuleEmptyFrame } from '../../ui/ModuleEmptyFrame';

/** The finances module's German empty state until its page replaces this file. */
export default function Placeholder() {
  return <ModuleEmptyFrame module="finances" />;
}

import { ModuleEmptyFrame } from '../../ui/ModuleEmptyFrame';

/** The container module's German empty state until its page replaces this file. */
export default function Placeholder() {
  return <ModuleEmptyFrame module="container" />;
}

import { ModuleEmptyFrame } from '../../ui/ModuleEmptyFrame';

/** The dump module's German empty state until its page replaces this file. */
export default function Placeholder() {
  return <ModuleEmptyFrame module="dump" />;
}

import { ModuleEmptyFrame } from '../../ui/ModuleEmptyFrame';

/** The wiki module's German empty state until its page replaces this file. */
export default function Placeholder() {
  return <ModuleEmptyFrame module="wiki" />;
}

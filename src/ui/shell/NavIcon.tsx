import {
  IconCalendarEvent,
  IconCoinEuro,
  IconFileText,
  IconBook,
  IconHistory,
  IconReceipt,
  IconSofa,
  IconTrash,
  IconHome,
  IconLogin2,
  IconLogout2,
  IconMessageCircle,
  IconPencil,
  IconAddressBook,
  IconUserCircle,
  IconUserPlus,
  type Icon,
} from '@tabler/icons-react';
import type { IconName, NavIconSource } from '../types';

const icons: Record<IconName, Icon> = {
  calendar: IconCalendarEvent,
  chat: IconMessageCircle,
  documents: IconFileText,
  contacts: IconAddressBook,
  home: IconHome,
  login: IconLogin2,
  logout: IconLogout2,
  money: IconCoinEuro,
  newUser: IconUserPlus,
  profile: IconUserCircle,
  edit: IconPencil,
  history: IconHistory,
  sofa: IconSofa,
  bin: IconTrash,
  book: IconBook,
  receipt: IconReceipt,
};

export interface NavIconProps {
  name: NavIconSource;
  size?: number;
}

/** Decorative icon for a navigation entry; the label next to it carries the meaning. */
export function NavIcon({ name, size = 20 }: NavIconProps) {
  const Component = typeof name === 'string' ? icons[name] : name;
  return <Component size={size} stroke={1.75} aria-hidden="true" focusable="false" />;
}

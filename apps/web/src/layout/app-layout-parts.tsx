/**
 * The signed-in layout's parts that its first frame does not draw (layout/AppLayout.tsx): the toolbar's
 * buttons, the drawer and the bottom bar. One module loaded once the first frame is painted (or when the
 * dashboard's permanent drawer or an opened menu asks for it), so their MUI pieces (Drawer, Modal, Popover,
 * Menu, focus trapping, transitions, Badge, BottomNavigation) and the notification bell are not in the
 * layout's chunk, which every signed-in page waits for (docs/decisions/first-screen-budget.md).
 */
import type { TUser } from '@cocho/contracts';
import { ConsultancyToolbar } from '../consultancy-picker/ConsultancyToolbar';
import { HelpButton } from '../help/HelpButton';
import { SupportButton } from '../help/SupportButton';
import { NotificationBell } from '../notifications/NotificationBell';
import { BooksMenu } from './BooksMenu';
import { DarkModeToggle } from './DarkModeToggle';
import { LanguageMenu } from './LanguageMenu';
import { UserMenu } from './UserMenu';

export { BottomBar } from './BottomBar';
export { SideDrawer } from './SideDrawer';

/** The toolbar's buttons after the page's title. */
export function ToolbarButtons({
  user,
  isWide,
  hasBooks,
}: {
  user: TUser;
  isWide: boolean;
  hasBooks: boolean;
}) {
  return (
    <>
      {isWide && <ConsultancyToolbar />}
      {hasBooks && <BooksMenu />}
      <HelpButton />
      <SupportButton />
      <NotificationBell />
      <LanguageMenu />
      <DarkModeToggle />
      <UserMenu user={user} />
    </>
  );
}

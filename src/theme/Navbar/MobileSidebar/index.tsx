// Wraps the phone's navigation drawer so it is built when the reader first
// reaches for the menu button (pointer down, tap or keyboard focus: all come
// before the click that opens it, so it still slides in) rather than right
// after hydration. Closed, it is invisible, yet building it repeats the whole
// doc sidebar, a long task on every phone page load.
import React, {useEffect, useState} from 'react';
import NavbarMobileSidebar from '@theme-original/Navbar/MobileSidebar';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';

const MENU_BUTTON = '.navbar__toggle';

function useMenuButtonReached(): boolean {
  const [reached, setReached] = useState(false);
  useEffect(() => {
    if (reached) return undefined;
    const onReach = (event: Event) => {
      if (event.target instanceof Element && event.target.closest(MENU_BUTTON)) setReached(true);
    };
    const events = ['pointerdown', 'focusin'] as const;
    events.forEach((type) => document.addEventListener(type, onReach, true));
    return () => events.forEach((type) => document.removeEventListener(type, onReach, true));
  }, [reached]);
  return reached;
}

export default function NavbarMobileSidebarWrapper(): React.JSX.Element | null {
  const {shown} = useNavbarMobileSidebar();
  const reached = useMenuButtonReached();
  return shown || reached ? <NavbarMobileSidebar /> : null;
}

/**
 * Client module. Docusaurus scrolls to a link's #anchor in a layout effect
 * right after navigating; under Preact the new page is committed a moment
 * later, so that first attempt finds no element. Try again once it is there.
 */
import type {ClientModule} from '@docusaurus/types';

const clientModule: ClientModule = {
  onRouteDidUpdate({location, previousLocation}) {
    if (!previousLocation || !location.hash) return;
    if (location.pathname === previousLocation.pathname && location.hash === previousLocation.hash) return;
    const id = decodeURIComponent(location.hash.slice(1));
    requestAnimationFrame(() => document.getElementById(id)?.scrollIntoView());
  },
};

export default clientModule;

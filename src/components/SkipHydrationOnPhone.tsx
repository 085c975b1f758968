/**
 * Leaves server-rendered HTML that a phone never shows out of hydration.
 *
 * Docusaurus renders desktop-only parts (the doc sidebar, the table of
 * contents column) on the server for every reader, hides them with CSS below
 * its 996 px breakpoint and removes them right after hydration. On a phone,
 * hydrating them anyway was a large share of the main-thread work before the
 * page responds. During hydration a Suspense boundary whose content suspends
 * keeps its server HTML as it is; React deletes that HTML when the parent
 * drops the part.
 */
import React, {Suspense, useSyncExternalStore, type ReactNode} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

/** Infima's and useWindowSize's breakpoint: at or below it the desktop parts are hidden. */
const PHONE_LAYOUT = '(max-width: 996px)';
const never = new Promise<never>(() => {});
const noSubscription = () => () => {};

/** True on the server and while React hydrates its HTML; false in every render after. */
function useHydrating(): boolean {
  return useSyncExternalStore(noSubscription, () => false, () => true);
}

function Gate({children}: {children: ReactNode}): ReactNode {
  if (useHydrating() && ExecutionEnvironment.canUseDOM && window.matchMedia(PHONE_LAYOUT).matches) {
    throw never;
  }
  return children;
}

export default function SkipHydrationOnPhone({children}: {children: ReactNode}): React.JSX.Element {
  return (
    <Suspense fallback={null}>
      <Gate>{children}</Gate>
    </Suspense>
  );
}

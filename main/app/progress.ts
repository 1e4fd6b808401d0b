import NProgress from 'nprogress';
import 'nprogress/nprogress.css';
import { PROGRESS_BAR } from '@shared/constants/limits';

NProgress.configure({ ...PROGRESS_BAR });

interface NavigationState {
  navigation: { state: string };
  initialized: boolean;
}

interface NavigationSource<S extends NavigationState> {
  state: S;
  subscribe(listener: (state: S) => void): () => void;
}

/**
 * A progress bar from the start of each navigation (guard included) to its end (product-spec §2).
 * `instant` names the navigations whose page is already on screen when they start (a switch to an
 * alive sub-app, instant-switch.ts): nothing to wait for, so no bar (issue 12: starting and
 * finishing it cost a few ms of each switch).
 */
export function bindNavigationProgress<S extends NavigationState>(router: NavigationSource<S>, instant: (state: S) => boolean = () => false): () => void {
  if (!router.state.initialized) NProgress.start();
  return router.subscribe((state) => {
    if (state.navigation.state === 'idle' && state.initialized) {
      if (NProgress.isStarted()) NProgress.done();
    } else if (!instant(state)) NProgress.start();
  });
}

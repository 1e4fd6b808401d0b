import NProgress from 'nprogress';
import 'nprogress/nprogress.css';
import { PROGRESS_BAR } from '@shared/constants/limits';

NProgress.configure({ ...PROGRESS_BAR });

interface NavigationSource {
  state: { navigation: { state: string }; initialized: boolean };
  subscribe(listener: (state: { navigation: { state: string }; initialized: boolean }) => void): () => void;
}

/** A progress bar from the start of each navigation (guard included) to its end (product-spec §2). */
export function bindNavigationProgress(router: NavigationSource): () => void {
  if (!router.state.initialized) NProgress.start();
  return router.subscribe((state) => {
    if (state.navigation.state === 'idle' && state.initialized) NProgress.done();
    else NProgress.start();
  });
}

import { RequireSession } from '@shared/sub-app-kit/require-session';
import { PlaybackPage } from '../features/playback/playback-page';

/** The `/playback` route's element, loaded as its own chunk: the page behind the session check, like every console page. */
export function PlaybackRoute() {
  return (
    <RequireSession>
      <PlaybackPage />
    </RequireSession>
  );
}

import { reaction, when } from 'mobx';
import { chatSettingsSchema } from '@shared/api/dto/assistant-dto';
import { getChatConfig } from '@shared/api/assistant-api';
import { PATHS } from '../routing/route-table';
import type { RootStore } from '../stores/root-store';
import { performAssistantAction, type AssistantActionTargets } from './assistant-actions';
import { startAssistantSession, type AssistantSession } from './assistant-session';
import { markAssistantSettled } from './assistant-settled';
import { loadWidgetScript } from './load-widget-script';
import { loginAssistantUserOf, takeLoginAssistantSettings } from './login-assistant-settings';
import type { AssistantUser } from './assistant-loading-rule';
import { shellTipDock } from './tip-dock';

/** What the React host (assistant-host.tsx) hands the assistant once it is rendered. */
export interface AssistantBoot {
  /** the shell's handlers for the widget's buttons (they need the router's navigate) */
  setTargets(targets: AssistantActionTargets | null): void;
  /** the page shown is the login page */
  setOnLoginPage(onLoginPage: boolean): void;
  /** the shell is gone (its layout unmounted): stop following, remove the widget */
  dispose(): void;
}

const boots = new WeakMap<RootStore, AssistantBoot>();

/** The session's user once getUser has answered; `cancel` when the session ends first (the promise then rejects). */
function userOfSession(root: RootStore): { user: Promise<AssistantUser>; cancel(): void } {
  const userKnown = when(() => root.session.user !== null);
  const user = userKnown
    .then(() => root.session.user)
    .then((value): AssistantUser => {
      if (!value) throw new Error('会话已结束');
      return value;
    });
  return { user, cancel: () => userKnown.cancel() };
}

/**
 * The assistant follows the session, outside React (product-spec §4): from the login answer on,
 * the settings and the script load beside the user's request, and the launcher is mounted as soon
 * as its script is in and the user is known (from the login answer itself, or else getUser). Neither waits for a React commit: the layout commits the first page only
 * once its chunks have arrived, hundreds of milliseconds later on a busy machine (issue 13). Right
 * after login the launcher shows at once, over the login screen that is about to leave; a
 * logged-in visit to the login page later hides it. Logout or another user: the old widget and its
 * conversation go. Once per root store; later calls return the same boot.
 */
export function followAssistantSessions(root: RootStore): AssistantBoot {
  const known = boots.get(root);
  if (known) return known;
  let targets: AssistantActionTargets | null = null;
  // one button pressed before the host was rendered: performed when it is
  let pending: unknown = null;
  let session: AssistantSession | null = null;
  let onLoginPage = window.location.pathname === PATHS.login;
  // a fresh login: shown on the login page until the first page replaces it
  let freshLogin = false;
  const hiddenNow = () => onLoginPage && !freshLogin;

  const perform = (action: unknown) => {
    if (targets) performAssistantAction(action, targets);
    else pending = action;
  };

  const stopFollowing = reaction(
    () => root.session.sessionId,
    (sessionId) => {
      session?.stop();
      session = null;
      if (!sessionId) return;
      // a login in this page (the user's load ran), not a session found in storage: this boot may
      // start after the user is known, the page still being the login page
      freshLogin = root.session.loadState.status !== 'idle';
      // the login answer carries the settings (a fresh login): no second round trip before the script
      // (checked here, in the assistant's chunk; a bad one is asked again)
      const answer = takeLoginAssistantSettings(sessionId);
      const given = chatSettingsSchema.safeParse(answer).data;
      // and the user's id and chatLogo: the launcher mounts once its script is in, before getUser's
      // answer renders the first page (traced: the launcher's frame otherwise waits behind that render)
      const answeredUser = given ? loginAssistantUserOf(answer) : null;
      const known = answeredUser ? { user: Promise.resolve(answeredUser), cancel: () => undefined } : userOfSession(root);
      const started = startAssistantSession({
        user: known.user,
        sessionId,
        fetchSettings: () => (given ? Promise.resolve(given) : getChatConfig(root.http)),
        loadScript: (url) => loadWidgetScript(url),
        target: document.body,
        perform,
        dock: shellTipDock(),
        hidden: hiddenNow(),
        onSettled: markAssistantSettled,
      });
      session = {
        stop() {
          known.cancel();
          started.stop();
        },
        setHidden: (hidden) => started.setHidden(hidden),
      };
    },
    { fireImmediately: true },
  );

  const boot: AssistantBoot = {
    setTargets(next) {
      targets = next;
      if (next && pending !== null) {
        performAssistantAction(pending, next);
        pending = null;
      }
    },
    setOnLoginPage(next) {
      onLoginPage = next;
      if (!next) freshLogin = false;
      session?.setHidden(hiddenNow());
    },
    dispose() {
      stopFollowing();
      session?.stop();
      session = null;
      boots.delete(root);
    },
  };
  boots.set(root, boot);
  return boot;
}

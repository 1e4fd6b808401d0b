import { observer } from 'mobx-react-lite';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { LoginResult } from '@shared/api/dto/auth-dto';
import { LoginScreen } from '@shared/ui/login/login-screen';
import { PATHS } from '../../routing/route-table';
import { useRootStore } from '../../context/store-context';
import { RETURN_PARAM, safeReturnTarget } from '../../routing/return-target';
import { giveLoginAssistantSettings } from '../../assistant/login-assistant-settings';

/**
 * The login (product-spec §2): the older screen for the host the customer info lists
 * (`loginStyle` old), the newer one for every other host. After the server accepts the credentials: store the
 * session, load the user, the resource list and the sub-app list, then open the guarded link the
 * visitor was sent here from (`?redirect=`, same-origin paths only) or else the home page
 * (the console is preloaded meanwhile, see use-ensure-shell-data.ts).
 */
export const LoginPage = observer(function LoginPage() {
  const root = useRootStore();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();

  const onLoggedIn = async (result: LoginResult) => {
    // whatever an earlier session had loaded belongs to that session
    root.permission.reset();
    root.systems.markStale();
    // the assistant's settings came with the answer: its script loads beside the user's request
    giveLoginAssistantSettings(result.sessionId, result.assistant);
    // the sessionId is stored before completeLogin's first wait: the resource and sub-app lists go
    // out beside the user's request instead of after it (the layout's own loads join these)
    const user = root.session.completeLogin(result);
    // (not when the session could not be stored: completeLogin has already cleared it and throws)
    const lists = root.session.sessionId ? Promise.all([root.permission.loadResources(), root.systems.load()]) : null;
    await user;
    await lists;
    navigate(safeReturnTarget(searchParams.get(RETURN_PARAM)) ?? PATHS.home, { replace: true });
  };

  return <LoginScreen http={root.http} loginStyle={root.customer.info?.loginStyle ?? 'new'} title={root.customer.title} onLoggedIn={onLoggedIn} />;
});

import {
  configAlarmControlsEndpoint,
  configAlarmPushSettingsEndpoint,
  listAlarmControlsEndpoint,
  listAlarmPushSettingsEndpoint,
} from '@shared/api/endpoints/alarm-settings-endpoints';
import { createAlarmSettingsService } from '../alarms/alarm-settings-service';
import { authOf } from '../auth/session-guard';
import type { ServerContext } from '../context';
import type { App } from '../http/app-types';
import { serve } from '../http/serve';

/** Alarm control and push settings (protected scope); the lists answer POST like GET. */
export function registerAlarmSettingsRoutes(app: App, ctx: ServerContext): void {
  const settings = createAlarmSettingsService({ settings: ctx.alarms.settings, now: ctx.config.now });

  serve(app, listAlarmControlsEndpoint, (_input, request) => settings.controls(authOf(request)), { alsoAs: 'POST' });
  serve(app, configAlarmControlsEndpoint, (input, request) => {
    const result = settings.configControls(authOf(request), input);
    request.log.info({ userId: authOf(request).userId, types: input.items.map((item) => item.type) }, 'alarm control changed');
    return result;
  });

  serve(app, listAlarmPushSettingsEndpoint, (_input, request) => settings.pushes(authOf(request)), { alsoAs: 'POST' });
  serve(app, configAlarmPushSettingsEndpoint, (input, request) => {
    const result = settings.configPushes(authOf(request), input);
    request.log.info({ userId: authOf(request).userId, types: input.items.map((item) => item.type) }, 'alarm push changed');
    return result;
  });
}

import {
  countRealtimeAlarmsEndpoint,
  processAlarmEndpoint,
  queryAlarmsEndpoint,
  queryRealtimeAlarmsEndpoint,
} from '@shared/api/endpoints/alarm-endpoints';
import { createAlarmService } from '../alarms/alarm-service';
import { authOf } from '../auth/session-guard';
import type { ServerContext } from '../context';
import type { App } from '../http/app-types';
import { serve } from '../http/serve';

/** Alarm records (protected scope): the query, the real-time tip and badge, and processing. */
export function registerAlarmRoutes(app: App, ctx: ServerContext): void {
  const alarms = createAlarmService({ records: ctx.alarms.records, settings: ctx.alarms.settings, now: ctx.config.now });

  serve(app, queryAlarmsEndpoint, (input, request) => alarms.query(authOf(request), input));
  serve(app, queryRealtimeAlarmsEndpoint, (input, request) => alarms.realtime(authOf(request), input));
  serve(app, countRealtimeAlarmsEndpoint, (_input, request) => alarms.countUnprocessed(authOf(request)));
  serve(app, processAlarmEndpoint, (input, request) => {
    const result = alarms.process(authOf(request), input);
    request.log.info({ userId: authOf(request).userId, processed: result.processed }, 'alarms processed');
    return result;
  });
}

import { customerInfoEndpoint } from '@shared/api/endpoints/customer-endpoints';
import { FLAG_CUSTOMER_FAILURE } from '@shared/constants/flags';
import type { ServerContext } from '../context';
import type { App } from '../http/app-types';
import { refuse } from '../http/refusal';
import { serve } from '../http/serve';

export const MSG_NO_CUSTOMER = '未找到客户信息';

/** Branding per host (public: the shell asks before anyone has logged in). */
export function registerCustomerRoutes(app: App, ctx: ServerContext): void {
  // 5001 is the spec's customer-info failure: the shell goes to /reload
  serve(app, customerInfoEndpoint, ({ url }) => ctx.customers.findByHost(url) ?? refuse(MSG_NO_CUSTOMER, FLAG_CUSTOMER_FAILURE));
}

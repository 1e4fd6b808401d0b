import type { CustomerInfo } from '@shared/api/dto/customer-dto';
import type { Envelope } from '@shared/api/dto/envelope';
import { FLAG_CUSTOMER_FAILURE } from '@shared/constants/flags';
import { Type } from 'typebox';
import type { ServerContext } from '../context';
import type { App } from '../http/app-types';
import { ok, type Failure } from '../http/envelope';

export const MSG_NO_CUSTOMER = '未找到客户信息';

const query = Type.Object({
  /** the current host as the browser sees it, e.g. `fleet.example.com` or `localhost:8080` */
  url: Type.String({ minLength: 1, maxLength: 255 }),
});

/** Branding per host (public: the shell asks before anyone has logged in). */
export function registerCustomerRoutes(app: App, ctx: ServerContext): void {
  app.get('/car/v1/api/customer/getCustomerInfo.json', { schema: { querystring: query } }, async (request): Promise<Envelope<CustomerInfo> | Failure> => {
    const info = ctx.customers.findByHost(request.query.url);
    // 5001 is the spec's customer-info failure: the shell goes to /reload
    return info ? ok(info) : { flag: FLAG_CUSTOMER_FAILURE, msg: MSG_NO_CUSTOMER };
  });
}

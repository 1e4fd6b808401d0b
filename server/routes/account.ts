import type { ServerContext } from '../context';
import type { App } from '../http/app-types';
import { registerAccountBindingRoutes } from './account-binding';
import { registerAccountPasswordRoutes } from './account-password';
import { registerAccountPhoneRoutes } from './account-phone';
import { registerSecurityQrCodeRoutes } from './security-qrcode';
import { registerSecurityRoutes } from './security';

/** The logged-in user's account and security endpoints (protected scope). */
export function registerAccountRoutes(app: App, ctx: ServerContext): void {
  registerAccountPasswordRoutes(app, ctx);
  registerAccountPhoneRoutes(app, ctx);
  registerAccountBindingRoutes(app, ctx);
  registerSecurityRoutes(app, ctx);
  registerSecurityQrCodeRoutes(app);
}

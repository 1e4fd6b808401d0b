import fastifyFormbody from '@fastify/formbody';
import Fastify, { type RouteOptions } from 'fastify';
import { createAccountServices } from './account/account-services';
import { loadLoginKeys, type LoginKeys } from './auth/rsa-keys';
import { createRolePermissions } from './auth/role-permissions';
import { createSessionGuard } from './auth/session-guard';
import type { ServerConfig } from './config';
import type { ServerContext } from './context';
import { openDatabase, type Db } from './db/connection';
import { createCustomerRepository } from './db/customer-repository';
import { createDictionaryRepository } from './db/dictionary-repository';
import { createHelpMessageRepository } from './db/help-message-repository';
import { createGroupRepository } from './db/group-repository';
import { createExportService } from './exports/export-service';
import { createConfiguredGeocoder } from './geocoder/geocoder';
import { migrate } from './db/migrate';
import { createPlatformRepository } from './db/platform-repository';
import { createResourceRepository } from './db/resource-repository';
import { createSessionRepository } from './db/session-repository';
import { createUserRepository } from './db/user-repository';
import { createVehicleRepository } from './db/vehicle-repository';
import { createAlarmRepositories } from './db/alarm-repositories';
import { createCommandRepository } from './db/command-repository';
import { createTrackRepository } from './db/track-repository';
import { createReportRepository } from './db/report-repository';
import { createAssistantSettingsRepository } from './db/assistant-settings-repository';
import type { App } from './http/app-types';
import { connectionOptions, limitConnections } from './http/connection-policy';
import { handleError } from './http/error-handler';
import { serializeRequest } from './http/log-redaction';
import { securityHeadersHook } from './http/security-headers';
import { dropEmptyQueryValues } from './http/query-cleanup';
import { schemaErrorMessage, strictValidatorCompiler } from './http/validator';
import { registerAuthRoutes } from './routes/auth';
import { registerAccountRoutes } from './routes/account';
import { registerAccountPublicRoutes } from './routes/account-public';
import { registerDictionaryRoutes } from './routes/dictionary';
import { registerHelpRoutes } from './routes/help';
import { registerCustomerRoutes } from './routes/customer';
import { registerExportRoutes } from './routes/export';
import { registerExportDownloadRoutes } from './routes/export-download';
import { registerGeoRoutes } from './routes/geo';
import { registerGroupRoutes } from './routes/group';
import { registerPlatformRoutes } from './routes/platform';
import { registerResourceRoutes } from './routes/resource';
import { registerUserRoutes } from './routes/user';
import { registerVehicleRoutes } from './routes/vehicle';
import { registerAlarmRoutes } from './routes/alarm';
import { registerAlarmSettingsRoutes } from './routes/alarm-settings';
import { registerHealthRoutes } from './routes/health';
import { registerCommandRoutes } from './routes/command';
import { registerTrackRoutes } from './routes/track';
import { registerReportRoutes } from './routes/report';
import { registerLiveRoutes } from './routes/live';
import { registerCompression } from './live/compression';
import { registerAssistantImageRoutes, registerAssistantRoutes } from './routes/assistant';
import { registerLiveTestHooks } from './live/live-test-hooks';
import { isSeeded, seedDatabase } from './seed/seed';
import { registerTestHookRoutes } from './test-hooks/test-hook-routes';
import { startSimulatorWorker, type SimulatorWorker } from './simulator/simulator-host';
import { registerStaticHosting } from './static/static-hosting';
import { createE2eWitness } from './test-hooks/e2e-witness';

declare module 'fastify' {
  interface FastifyInstance {
    /** the open database; closed with the server */
    db: Db;
    /** the simulator's worker thread, when the simulator is on; stopped with the server */
    simulator: SimulatorWorker | null;
  }
}

/** Opens the database, applies pending migrations and seeds the demo data on the very first start. */
async function prepareDatabase(config: ServerConfig): Promise<Db> {
  const db = openDatabase(config.dataDir);
  try {
    migrate(db);
    if (!isSeeded(db)) await seedDatabase(db, { vehicles: config.vehicles, now: config.now() });
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}

function createContext(config: ServerConfig, keys: LoginKeys, db: Db, warmUp: boolean): ServerContext {
  const geocoder = createConfiguredGeocoder(config);
  return {
    config,
    warmUp,
    keys,
    users: createUserRepository(db),
    sessions: createSessionRepository(db, config.sessionTtlMinutes * 60_000),
    customers: createCustomerRepository(db),
    resources: createResourceRepository(db),
    platforms: createPlatformRepository(db),
    vehicles: createVehicleRepository(db),
    alarms: createAlarmRepositories(db),
    account: createAccountServices(db, config),
    helpMessages: createHelpMessageRepository(db),
    dictionary: createDictionaryRepository(db),
    commands: createCommandRepository(db),
    tracks: createTrackRepository(db),
    reports: createReportRepository(db),
    groups: createGroupRepository(db),
    geocoder,
    // the alarm report's export fills addresses with the same geocoder as the pages
    exports: createExportService(db, { ...config, geocoder }),
    assistantSettings: createAssistantSettingsRepository(db),
  };
}

/** For tests and tools that inspect the route table (every schema has Chinese labels, the README lists every route). */
export interface BuildOptions {
  onRoute?: (route: RouteOptions) => void;
  /**
   * The running server (main.ts): builds what its first requests need before it listens, so none of
   * it runs while they are answered: the offline geocoder's indexes (in its worker thread; built on
   * the first lookup instead, a report's 报警明细 waited 1.5–3 s behind the page's first addresses,
   * issue 12) and each customer's operator tree and vehicle list (group routes). Built after listening
   * instead, these seconds of CPU (the list's query and columns on this thread) held the first list
   * and track requests (issues 9, 11). Tests leave it off: most never look up an address.
   */
  warmUp?: boolean;
}

/**
 * The whole reference server as a Fastify instance, not yet listening: `main.ts` listens, tests
 * use `inject` (or listen on port 0). Closing it stops the simulator and closes the database.
 */
export async function buildApp(given: ServerConfig, options: BuildOptions = {}): Promise<App> {
  // end-to-end runs only: captcha answers and SMS codes recorded for the browser tests to read
  const witness = given.e2eTestHooks ? createE2eWitness() : null;
  const config: ServerConfig = witness ? { ...given, captchaWitness: witness.captchaWitness, smsSender: witness.smsSender } : given;
  const keys = loadLoginKeys(config.dataDir);
  const db = await prepareDatabase(config);
  const ctx = createContext(config, keys, db, options.warmUp ?? false);
  const app: App = Fastify({
    // request lines are logged at info: quiet at the default 'warn', visible with LOG_LEVEL=info
    logger: { level: config.logLevel, serializers: { req: serializeRequest }, ...(config.logDestination ? { stream: config.logDestination } : {}) },
    ...connectionOptions(),
    schemaErrorFormatter: (errors) => new Error(schemaErrorMessage(errors)),
  });
  app.setValidatorCompiler(strictValidatorCompiler);
  app.setErrorHandler(handleError);
  limitConnections(app.server);
  app.addHook('onRequest', securityHeadersHook(config.assistantOrigin));
  app.decorate('db', db);
  app.decorate('permissions', createRolePermissions(ctx.resources));
  app.decorateRequest('auth', null);
  app.addHook('preValidation', dropEmptyQueryValues);
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  // awaited before the server listens: built after it (b0d5351), the warm-up's seconds of CPU, even in
  // the worker, competed on a 2-core machine with the first requests (the console's 2.5 MB list took
  // 1.3 s to arrive instead of 0.4 s); a failed warm-up only leaves the build to the first lookup
  if (options.warmUp) {
    app.addHook('onReady', async () => {
      await ctx.geocoder.warmUp().catch((error: unknown) => app.log.warn({ err: error }, 'geocoder warm-up failed; the first lookup builds the indexes'));
    });
  }

  // the simulator runs in a worker thread with its own connection; closing waits for it to exit first
  const simulator = config.simulator ? startSimulatorWorker({ dataDir: config.dataDir, now: config.now, log: app.log }) : null;
  app.decorate('simulator', simulator);
  app.addHook('onClose', async () => {
    await simulator?.stop();
    await ctx.geocoder.close();
    db.close();
  });

  await app.register(fastifyFormbody);
  await registerCompression(app);
  registerLiveTestHooks(app);
  witness?.registerRoutes(app);
  registerAuthRoutes(app, ctx);
  registerAccountPublicRoutes(app, ctx);
  registerCustomerRoutes(app, ctx);
  registerExportDownloadRoutes(app, ctx);
  registerAssistantImageRoutes(app);
  await app.register(async (scope: App) => {
    scope.addHook('onRequest', createSessionGuard(ctx));
    registerUserRoutes(scope, ctx);
    registerResourceRoutes(scope, ctx);
    registerPlatformRoutes(scope, ctx);
    registerVehicleRoutes(scope, ctx);
    registerAlarmRoutes(scope, ctx);
    registerAlarmSettingsRoutes(scope, ctx);
    registerHealthRoutes(scope, ctx);
    registerAccountRoutes(scope, ctx);
    registerHelpRoutes(scope, ctx);
    registerDictionaryRoutes(scope, ctx);
    registerCommandRoutes(scope, ctx);
    registerTrackRoutes(scope, ctx);
    registerReportRoutes(scope, ctx);
    registerGroupRoutes(scope, ctx);
    registerLiveRoutes(scope);
    registerGeoRoutes(scope, ctx);
    registerExportRoutes(scope, ctx);
    if (config.e2eTestHooks) registerTestHookRoutes(scope, ctx);
    registerAssistantRoutes(scope, ctx);
  });
  await registerStaticHosting(app, config.distDir);
  return app;
}

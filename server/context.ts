import type { AccountServices } from './account/account-services';
import type { LoginKeys } from './auth/rsa-keys';
import type { ServerConfig } from './config';
import type { CustomerRepository } from './db/customer-repository';
import type { DictionaryRepository } from './db/dictionary-repository';
import type { GroupRepository } from './db/group-repository';
import type { ExportService } from './exports/export-service';
import type { Geocoder } from './geocoder/geocoder';
import type { HelpMessageRepository } from './db/help-message-repository';
import type { PlatformRepository } from './db/platform-repository';
import type { ResourceRepository } from './db/resource-repository';
import type { SessionRepository } from './db/session-repository';
import type { UserRepository } from './db/user-repository';
import type { VehicleRepository } from './db/vehicle-repository';
import type { AlarmRepositories } from './db/alarm-repositories';
import type { CommandRepository } from './db/command-repository';
import type { TrackRepository } from './db/track-repository';
import type { ReportRepository } from './db/report-repository';
import type { AssistantSettingsRepository } from './db/assistant-settings-repository';

/** What route modules are given: configuration, the login keys and one repository per domain. */
export interface ServerContext {
  config: ServerConfig;
  /** the running server: caches are built before it listens (BuildOptions.warmUp in app.ts) */
  warmUp: boolean;
  keys: LoginKeys;
  users: UserRepository;
  sessions: SessionRepository;
  customers: CustomerRepository;
  resources: ResourceRepository;
  platforms: PlatformRepository;
  vehicles: VehicleRepository;
  alarms: AlarmRepositories;
  account: AccountServices;
  helpMessages: HelpMessageRepository;
  dictionary: DictionaryRepository;
  commands: CommandRepository;
  tracks: TrackRepository;
  reports: ReportRepository;
  groups: GroupRepository;
  geocoder: Geocoder;
  exports: ExportService;
  assistantSettings: AssistantSettingsRepository;
}

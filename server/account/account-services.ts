import type { ServerConfig } from '../config';
import { createCaptchas, type Captchas } from '../captcha/captchas';
import { createAccountBindingRepository, type AccountBindingRepository } from '../db/account-binding-repository';
import { createAccountDeviceRepository, type AccountDeviceRepository } from '../db/account-device-repository';
import { createAccountPrivacyRepository, type AccountPrivacyRepository } from '../db/account-privacy-repository';
import { createAccountSecurityRepository, type AccountSecurityRepository } from '../db/account-security-repository';
import { createAccountTokenRepository, type AccountTokenRepository } from '../db/account-token-repository';
import { createAccountVehicleCheck, type AccountVehicleCheck } from '../db/account-vehicle-check';
import { createCaptchaRepository } from '../db/captcha-repository';
import type { Db } from '../db/connection';
import { createLoginAttemptRepository, type LoginAttemptRepository } from '../db/login-attempt-repository';
import { createSmsCodeRepository } from '../db/sms-code-repository';
import { createSmsCodes, type SmsCodes } from '../sms/sms-codes';
import { createOutboxSmsSender } from '../sms/outbox-sms-sender';
import { createLoginPolicy, type LoginPolicy } from './login-policy';

/** Everything the account, login-extras and security routes work with (one field of ServerContext). */
export interface AccountServices {
  attempts: LoginAttemptRepository;
  policy: LoginPolicy;
  captchas: Captchas;
  smsCodes: SmsCodes;
  bindings: AccountBindingRepository;
  security: AccountSecurityRepository;
  privacy: AccountPrivacyRepository;
  devices: AccountDeviceRepository;
  tokens: AccountTokenRepository;
  vehicleCheck: AccountVehicleCheck;
}

/** The SMS sender comes from the configuration (tests record codes); this build writes them to the outbox file. */
export function createAccountServices(db: Db, config: ServerConfig): AccountServices {
  const attempts = createLoginAttemptRepository(db);
  return {
    attempts,
    policy: createLoginPolicy(attempts),
    captchas: createCaptchas(createCaptchaRepository(db), config.now, config.captchaWitness),
    smsCodes: createSmsCodes(createSmsCodeRepository(db), config.smsSender ?? createOutboxSmsSender(config.dataDir, config.now), config.now),
    bindings: createAccountBindingRepository(db),
    security: createAccountSecurityRepository(db),
    privacy: createAccountPrivacyRepository(db),
    devices: createAccountDeviceRepository(db),
    tokens: createAccountTokenRepository(db),
    vehicleCheck: createAccountVehicleCheck(db),
  };
}

import type { Db } from './connection';

export interface AssistantSettingsRow {
  enabled: boolean;
  /** null: this server's reference assistant; '': not configured (the widget does not load) */
  baseUrl: string | null;
  scriptUrl: string | null;
  providerUrl: string | null;
  providerModel: string | null;
  providerKey: string | null;
}

export interface AssistantSettingsRepository {
  /** the customer's settings; a customer nobody has configured gets the defaults (on, offline) */
  find(customerId: number): AssistantSettingsRow;
  save(customerId: number, settings: AssistantSettingsRow): void;
}

interface SettingsDbRow {
  enabled: number;
  base_url: string | null;
  script_url: string | null;
  provider_url: string | null;
  provider_model: string | null;
  provider_key: string | null;
}

const DEFAULTS: AssistantSettingsRow = { enabled: true, baseUrl: null, scriptUrl: null, providerUrl: null, providerModel: null, providerKey: null };

export function createAssistantSettingsRepository(db: Db): AssistantSettingsRepository {
  const byCustomer = db.prepare<[number], SettingsDbRow>(
    'SELECT enabled, base_url, script_url, provider_url, provider_model, provider_key FROM assistant_settings WHERE customer_id = ?',
  );
  const upsert = db.prepare<[number, number, string | null, string | null, string | null, string | null, string | null]>(`
    INSERT INTO assistant_settings (customer_id, enabled, base_url, script_url, provider_url, provider_model, provider_key)
    VALUES (?, ?, ?, ?, ?, ?, ?)
    ON CONFLICT (customer_id) DO UPDATE SET enabled = excluded.enabled, base_url = excluded.base_url,
      script_url = excluded.script_url, provider_url = excluded.provider_url,
      provider_model = excluded.provider_model, provider_key = excluded.provider_key`);
  return {
    find(customerId) {
      const row = byCustomer.get(customerId);
      if (!row) return { ...DEFAULTS };
      return {
        enabled: row.enabled === 1,
        baseUrl: row.base_url,
        scriptUrl: row.script_url,
        providerUrl: row.provider_url,
        providerModel: row.provider_model,
        providerKey: row.provider_key,
      };
    },
    save(customerId, settings) {
      upsert.run(customerId, settings.enabled ? 1 : 0, settings.baseUrl, settings.scriptUrl, settings.providerUrl, settings.providerModel, settings.providerKey);
    },
  };
}

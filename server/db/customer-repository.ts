import type { CustomerInfo } from '@shared/api/dto/customer-dto';
import type { Db } from './connection';

interface BrandingRow {
  customer_flag: number;
  title: string;
  description: string;
  keyword: string;
  icon_url: string;
  login_style: 'old' | 'new' | null;
}

export interface CustomerRepository {
  /** the branding for a host; an unknown host gets the default customer with the newer login screen */
  findByHost(host: string): CustomerInfo | null;
}

/**
 * What the client sends as "the current host" varies (`Host` with a port, sometimes a whole URL);
 * reduce it to the bare lower-case host name the table is keyed by.
 */
export function normaliseHost(raw: string): string {
  let host = raw.trim().toLowerCase();
  host = host.replace(/^[a-z][a-z0-9+.-]*:\/\//, '');
  host = host.split(/[/?#]/)[0] ?? '';
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1);
  return host.replace(/:\d+$/, '');
}

export function createCustomerRepository(db: Db): CustomerRepository {
  const byHost = db.prepare<[string], BrandingRow>(`
    SELECT c.customer_flag, c.title, c.description, c.keyword, c.icon_url, h.login_style
    FROM customer_hosts h JOIN customers c ON c.id = h.customer_id
    WHERE h.host = ?`);
  const fallback = db.prepare<[], BrandingRow>(`
    SELECT customer_flag, title, description, keyword, icon_url, NULL AS login_style
    FROM customers WHERE is_default = 1`);

  return {
    findByHost(host) {
      const row = byHost.get(normaliseHost(host)) ?? fallback.get();
      if (!row) return null;
      return {
        customerFlag: row.customer_flag,
        title: row.title,
        description: row.description,
        keyword: row.keyword,
        iconUrl: row.icon_url,
        loginStyle: row.login_style ?? 'new',
      };
    },
  };
}

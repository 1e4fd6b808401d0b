import { makeAutoObservable, runInAction } from 'mobx';
import { getCustomerInfo } from '@shared/api/customer-api';
import type { CustomerInfo } from '@shared/api/dto/customer-dto';
import { FLAG_OK } from '@shared/constants/flags';
import type { ApiError } from '@shared/http/api-error';
import type { HttpClient } from '@shared/http/http-client';
import { toApiError } from './load-status';

/**
 * Branding for this host (product-spec §1, §2, §8), asked once on the first navigation.
 * `rejected` covers flag 5001, any failure and a customerFlag other than 1: the shell goes to /reload.
 */
export type CustomerStatus = 'unfetched' | 'loading' | 'accepted' | 'rejected';

export class CustomerStore {
  status: CustomerStatus = 'unfetched';
  info: CustomerInfo | null = null;
  error: ApiError | null = null;

  constructor(private readonly http: HttpClient) {
    makeAutoObservable<CustomerStore, 'http'>(this, { http: false });
  }

  get title(): string {
    return this.info?.title || '车辆定位平台';
  }

  async fetch(host: string): Promise<CustomerStatus> {
    this.status = 'loading';
    this.error = null;
    try {
      const info = await getCustomerInfo(this.http, host);
      runInAction(() => {
        this.info = info;
        this.status = info.customerFlag === FLAG_OK ? 'accepted' : 'rejected';
      });
    } catch (error) {
      runInAction(() => {
        this.status = 'rejected';
        this.error = toApiError(error);
      });
    }
    return this.status;
  }

  /** The reload page's retry asks again. */
  reset(): void {
    this.status = 'unfetched';
    this.error = null;
  }
}

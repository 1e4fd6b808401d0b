import { makeAutoObservable } from 'mobx';
import { getCustomerInfo } from '@shared/api/customer-api';
import type { CustomerInfo } from '@shared/api/dto/customer-dto';
import { FLAG_OK } from '@shared/constants/flags';
import type { HttpClient } from '@shared/http/http-client';
import { AsyncState } from '@shared/state/async-state';

/**
 * What the navigation guard makes of this host's customer info (product-spec §2, §8): not asked
 * yet (or being asked), accepted, or rejected (flag 5001, any failure, or a customerFlag other
 * than 1: the shell goes to /reload).
 */
export type CustomerDecision = 'unfetched' | 'accepted' | 'rejected';

/** Branding for this host (product-spec §1, §2, §8), asked once on the first navigation. */
export class CustomerStore {
  readonly loadState = new AsyncState();
  info: CustomerInfo | null = null;

  constructor(private readonly http: HttpClient) {
    makeAutoObservable<CustomerStore, 'http'>(this, { http: false, loadState: false });
  }

  get title(): string {
    return this.info?.title || '车辆定位平台';
  }

  get decision(): CustomerDecision {
    switch (this.loadState.status) {
      case 'ready':
        return this.info?.customerFlag === FLAG_OK ? 'accepted' : 'rejected';
      case 'error':
        return 'rejected';
      default:
        return 'unfetched';
    }
  }

  async fetch(host: string): Promise<CustomerDecision> {
    await this.loadState.run(() => getCustomerInfo(this.http, host), {
      apply: (info) => {
        this.info = info;
      },
    });
    return this.decision;
  }

  /** The reload page's retry asks again. */
  reset(): void {
    this.loadState.reset();
  }
}

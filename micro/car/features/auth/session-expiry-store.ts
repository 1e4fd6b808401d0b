import { makeAutoObservable } from 'mobx';

/**
 * Flag 4010 can come back from several requests at once; the user must see one dialog, not one
 * per request. The HTTP client reports each 4010 here; the dialog shows while `open` is true.
 */
export class SessionExpiryStore {
  open = false;

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  report(): void {
    this.open = true;
  }

  close(): void {
    this.open = false;
  }
}

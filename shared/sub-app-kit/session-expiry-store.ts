import { makeAutoObservable } from 'mobx';

/**
 * The standalone host's session-expired flag: what the shell's dialogs store does for a hosted
 * console. Flag 4010 can come back from several requests at once; each one reports here (through
 * `props.reportSessionExpired`) and the one dialog shows while `open` is true.
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

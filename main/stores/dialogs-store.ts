import { makeAutoObservable } from 'mobx';
import type { InstructionsDialogType } from '@shared/contract/bus-messages';
import type { VehicleInfoTab } from '@shared/ui/vehicle-info/vehicle-info-dialog';

/** The image viewer: the images in order and the one shown first (`showImage`, product-spec §2). */
export interface ImageViewerState {
  urls: readonly string[];
  index: number;
}

export interface VehicleDialogState {
  vehicleId: number | string;
  tab: VehicleInfoTab;
}

export interface InstructionsDialogState {
  type: InstructionsDialogType;
  vehicleIds: (number | string)[];
  /** each opening is a new dialog, even for the same vehicles */
  openedAt: number;
}

/**
 * Open state of the shell's global dialogs. The session-expired dialog is a single flag, so any
 * number of 4010 answers arriving together still show one dialog (product-spec §4).
 */
export class DialogsStore {
  vehicle: VehicleDialogState | null = null;
  instructions: InstructionsDialogState | null = null;
  private openings = 0;
  sessionExpiredOpen = false;
  images: ImageViewerState | null = null;
  /** > 0 while a call whose 4010 is handled by redirect (the guard's resource load) is running */
  private expiryDialogHeld = 0;

  constructor() {
    makeAutoObservable(this, { withoutExpiryDialog: false });
  }

  openVehicle(vehicleId: number | string, tab: VehicleInfoTab = ''): void {
    this.vehicle = { vehicleId, tab };
  }

  closeVehicle(): void {
    this.vehicle = null;
  }

  /**
   * Opens the image viewer: from the `showImage` bus message, an image in a message, the assistant.
   * An index past the end shows the last image rather than nothing.
   */
  openImages(urls: readonly string[], index = 0): void {
    if (urls.length === 0) return;
    this.images = { urls: [...urls], index: Math.min(Math.max(0, index), urls.length - 1) };
  }

  closeImages(): void {
    this.images = null;
  }

  openInstructions(type: InstructionsDialogType, vehicleIds: readonly (number | string)[]): void {
    this.openings += 1;
    this.instructions = { type, vehicleIds: [...vehicleIds], openedAt: this.openings };
  }

  closeInstructions(): void {
    this.instructions = null;
  }

  showSessionExpired(): void {
    if (this.expiryDialogHeld > 0) return;
    this.sessionExpiredOpen = true;
  }

  closeSessionExpired(): void {
    this.sessionExpiredOpen = false;
  }

  /** Runs work with the 4010 dialog held back (its caller redirects to /login instead). */
  withoutExpiryDialog = async <T>(work: () => Promise<T>): Promise<T> => {
    this.holdExpiryDialog(1);
    try {
      return await work();
    } finally {
      this.holdExpiryDialog(-1);
    }
  };

  private holdExpiryDialog(delta: number): void {
    this.expiryDialogHeld += delta;
  }

  closeAll(): void {
    this.vehicle = null;
    this.images = null;
    this.instructions = null;
    this.sessionExpiredOpen = false;
  }
}

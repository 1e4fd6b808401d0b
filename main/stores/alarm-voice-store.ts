import { makeAutoObservable } from 'mobx';
import * as z from 'zod/mini';
import { STORAGE_KEYS } from '@shared/constants/storage-keys';
import type { TypedStorage } from '@shared/storage/typed-storage';

/** Product-spec §3, §4, §9: alarm voice defaults to on. */
export const ALARM_VOICE_DEFAULT = true;

/**
 * Whether new alarms play the voice cue (`alarmVoiceOn`). A setting of this browser, not of the
 * user: clear-all leaves it (root-store.ts), and a missing or unreadable value reads as on.
 */
export class AlarmVoiceStore {
  voiceOn: boolean;

  constructor(private readonly storage: TypedStorage) {
    this.voiceOn = storage.read(STORAGE_KEYS.alarmVoiceOn, z.boolean()) ?? ALARM_VOICE_DEFAULT;
    makeAutoObservable<AlarmVoiceStore, 'storage'>(this, { storage: false });
  }

  setVoiceOn(on: boolean): void {
    this.voiceOn = on;
    this.storage.write(STORAGE_KEYS.alarmVoiceOn, on);
  }

  toggle(): void {
    this.setVoiceOn(!this.voiceOn);
  }
}

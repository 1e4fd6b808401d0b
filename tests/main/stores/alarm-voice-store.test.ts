import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS, storageKey } from '@shared/constants/storage-keys';
import { createTypedStorage } from '@shared/storage/typed-storage';
import { AlarmVoiceStore } from '@main/stores/alarm-voice-store';

const KEY = storageKey(STORAGE_KEYS.alarmVoiceOn);

describe('AlarmVoiceStore (alarmVoiceOn)', () => {
  it('is on by default (product-spec §3, §9)', () => {
    window.localStorage.removeItem(KEY);
    expect(new AlarmVoiceStore(createTypedStorage()).voiceOn).toBe(true);
  });

  it('stores the choice and reads it back after a reload', () => {
    const store = new AlarmVoiceStore(createTypedStorage());
    store.toggle();
    expect(store.voiceOn).toBe(false);
    expect(window.localStorage.getItem(KEY)).toBe('false');
    expect(new AlarmVoiceStore(createTypedStorage()).voiceOn).toBe(false);
    store.setVoiceOn(true);
    expect(new AlarmVoiceStore(createTypedStorage()).voiceOn).toBe(true);
  });

  it('reads an unreadable value as on', () => {
    window.localStorage.setItem(KEY, '"yes"');
    expect(new AlarmVoiceStore(createTypedStorage()).voiceOn).toBe(true);
  });
});

/**
 * The voice cue: two short tones made with the Web Audio API, so no sound file is downloaded and
 * nothing leaves the page. A browser that blocks audio until the user interacts stays silent.
 */
const TONES_HZ = [880, 660];
const TONE_S = 0.18;
const VOLUME = 0.2;

let context: AudioContext | null = null;

export function playAlarmCue(): void {
  if (typeof window === 'undefined' || typeof window.AudioContext !== 'function') return;
  try {
    context ??= new window.AudioContext();
    if (context.state === 'suspended') void context.resume().catch(() => undefined);
    const start = context.currentTime;
    TONES_HZ.forEach((hz, index) => {
      if (!context) return;
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.type = 'sine';
      oscillator.frequency.value = hz;
      const at = start + index * TONE_S;
      gain.gain.setValueAtTime(VOLUME, at);
      gain.gain.exponentialRampToValueAtTime(0.001, at + TONE_S);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(at);
      oscillator.stop(at + TONE_S);
    });
  } catch (error) {
    console.warn('[报警提示] 无法播放提示音', error);
  }
}

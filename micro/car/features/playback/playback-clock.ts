/** The player's speeds: track time runs this many times faster than the wall clock. */
export const PLAYBACK_SPEEDS = [1, 2, 4, 8, 16, 32, 64] as const;
export type PlaybackSpeed = (typeof PLAYBACK_SPEEDS)[number];

export function isPlaybackSpeed(value: number): value is PlaybackSpeed {
  return (PLAYBACK_SPEEDS as readonly number[]).includes(value);
}

/**
 * A clock in track time, not an index stepper (fleet-domain.md, Wialon's player): while playing, track
 * time = the anchor + wall time elapsed × speed, so a 2-hour gap between two points takes as long as
 * two hours of driving at the same speed, and the frame rate does not change the pace. Every change
 * (play, pause, speed, scrub) re-anchors. `now` is injected so tests drive it by hand.
 */
export class PlaybackClock {
  private anchorTrackMs: number;
  private anchorWallMs = 0;
  private playing = false;
  private currentSpeed: PlaybackSpeed = 1;

  constructor(
    readonly startMs: number,
    readonly endMs: number,
    private readonly now: () => number,
  ) {
    this.anchorTrackMs = startMs;
  }

  /** The track time now, within [start, end]; reaching the end stops the clock there. */
  time(): number {
    if (!this.playing) return this.anchorTrackMs;
    const at = this.anchorTrackMs + (this.now() - this.anchorWallMs) * this.currentSpeed;
    if (at >= this.endMs) {
      this.anchorTrackMs = this.endMs;
      this.playing = false;
      return this.endMs;
    }
    return at;
  }

  get isPlaying(): boolean {
    // reading the time settles a clock that ran past the end
    this.time();
    return this.playing;
  }

  get speed(): PlaybackSpeed {
    return this.currentSpeed;
  }

  get atEnd(): boolean {
    return this.time() >= this.endMs;
  }

  /** Plays from where it stands; at the end it starts over from the beginning. */
  play(): void {
    if (this.playing) return;
    if (this.anchorTrackMs >= this.endMs) this.anchorTrackMs = this.startMs;
    this.anchorWallMs = this.now();
    this.playing = this.anchorTrackMs < this.endMs;
  }

  pause(): void {
    this.anchorTrackMs = this.time();
    this.playing = false;
  }

  setSpeed(speed: PlaybackSpeed): void {
    this.reanchor();
    this.currentSpeed = speed;
  }

  /** Scrubbing: jumps to a track time (clamped to the range); a playing clock keeps playing from there. */
  seek(trackMs: number): void {
    this.reanchor();
    this.anchorTrackMs = Math.min(this.endMs, Math.max(this.startMs, trackMs));
    if (this.anchorTrackMs >= this.endMs) this.playing = false;
  }

  private reanchor(): void {
    this.anchorTrackMs = this.time();
    this.anchorWallMs = this.now();
  }
}

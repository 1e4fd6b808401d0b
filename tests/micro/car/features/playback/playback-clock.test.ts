import { PlaybackClock } from '@car/features/playback/playback-clock';

const START = Date.UTC(2026, 0, 15, 0, 0, 0);
const HOUR = 3_600_000;

function clockAt(wall = { ms: 1_000 }) {
  return { wall, clock: new PlaybackClock(START, START + 2 * HOUR, () => wall.ms) };
}

describe('PlaybackClock', () => {
  it('stands at the start until played, then runs in real time at 1×', () => {
    const { wall, clock } = clockAt();
    wall.ms += 5_000;
    expect(clock.time()).toBe(START);
    clock.play();
    wall.ms += 5_000;
    expect(clock.time()).toBe(START + 5_000);
    expect(clock.isPlaying).toBe(true);
  });

  it('runs 64 times faster at 64×, and a speed change keeps the time reached', () => {
    const { wall, clock } = clockAt();
    clock.play();
    wall.ms += 1_000;
    clock.setSpeed(64);
    expect(clock.time()).toBe(START + 1_000);
    wall.ms += 1_000;
    expect(clock.time()).toBe(START + 1_000 + 64_000);
    expect(clock.speed).toBe(64);
  });

  it('pauses where it is and resumes from there', () => {
    const { wall, clock } = clockAt();
    clock.setSpeed(8);
    clock.play();
    wall.ms += 2_000;
    clock.pause();
    wall.ms += 60_000;
    expect(clock.time()).toBe(START + 16_000);
    expect(clock.isPlaying).toBe(false);
    clock.play();
    wall.ms += 1_000;
    expect(clock.time()).toBe(START + 24_000);
  });

  it('scrubs to a time (clamped to the range) and keeps playing from there', () => {
    const { wall, clock } = clockAt();
    clock.play();
    clock.seek(START + HOUR);
    wall.ms += 3_000;
    expect(clock.time()).toBe(START + HOUR + 3_000);
    clock.seek(START - HOUR);
    expect(clock.time()).toBe(START);
  });

  it('stops at the end, and playing again starts over', () => {
    const { wall, clock } = clockAt();
    clock.setSpeed(64);
    clock.play();
    wall.ms += 3 * HOUR;
    expect(clock.time()).toBe(START + 2 * HOUR);
    expect(clock.isPlaying).toBe(false);
    expect(clock.atEnd).toBe(true);
    clock.play();
    expect(clock.time()).toBe(START);
    wall.ms += 1_000;
    expect(clock.time()).toBe(START + 64_000);
  });

  it('a scrub to the end stops a playing clock', () => {
    const { clock } = clockAt();
    clock.play();
    clock.seek(START + 5 * HOUR);
    expect(clock.time()).toBe(START + 2 * HOUR);
    expect(clock.isPlaying).toBe(false);
  });
});

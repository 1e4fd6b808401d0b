import type { Prng } from '../seed/prng';
import { wholeDegrees } from '../tracks/geo';

/** Metres per degree of latitude (and of longitude at the equator). */
const METRES_PER_DEGREE = 111_320;
/** Vehicles wander at most this far from their fleet's city centre before turning back. */
export const CITY_RADIUS_M = 30_000;
const MAX_SPEED_KMH = 110;

export interface Motion {
  lng: number;
  lat: number;
  /** km/h */
  speed: number;
  /** degrees clockwise from north */
  direction: number;
}

/** Bearing from one point to another, in degrees clockwise from north (flat-earth, fine within a city). */
function bearing(fromLng: number, fromLat: number, toLng: number, toLat: number): number {
  const dx = (toLng - fromLng) * Math.cos((fromLat * Math.PI) / 180);
  const dy = toLat - fromLat;
  return ((Math.atan2(dx, dy) * 180) / Math.PI + 360) % 360;
}

function distanceM(aLng: number, aLat: number, bLng: number, bLat: number): number {
  const dx = (aLng - bLng) * Math.cos((aLat * Math.PI) / 180) * METRES_PER_DEGREE;
  const dy = (aLat - bLat) * METRES_PER_DEGREE;
  return Math.hypot(dx, dy);
}

/**
 * One step of a moving vehicle: speed drifts, heading turns a little (back towards the centre when
 * the vehicle strays too far), and the position advances by speed × elapsed time.
 */
export function advance(prng: Prng, motion: Motion, elapsedS: number, centre: { lng: number; lat: number }): Motion {
  const speed = Math.min(MAX_SPEED_KMH, Math.max(0, motion.speed + prng.float(-8, 8)));
  const straying = distanceM(motion.lng, motion.lat, centre.lng, centre.lat) > CITY_RADIUS_M;
  const direction = straying
    ? bearing(motion.lng, motion.lat, centre.lng, centre.lat)
    : (motion.direction + prng.float(-25, 25) + 360) % 360;
  const travelled = (speed / 3.6) * elapsedS;
  const radians = (direction * Math.PI) / 180;
  const lat = motion.lat + (travelled * Math.cos(radians)) / METRES_PER_DEGREE;
  const lng = motion.lng + (travelled * Math.sin(radians)) / (METRES_PER_DEGREE * Math.cos((motion.lat * Math.PI) / 180));
  return {
    lng: Math.round(lng * 1e6) / 1e6,
    lat: Math.round(lat * 1e6) / 1e6,
    speed: Math.round(speed * 10) / 10,
    direction: wholeDegrees(direction),
  };
}

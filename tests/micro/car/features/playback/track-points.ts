import { decodeTrackPoints, encodeTrackPoints, type TrackPoint, type TrackPoints } from '@shared/api/dto/track-dto';

/** Fixture points as playback receives them: through the wire's encoding and back. */
export const trackPointsOf = (points: readonly TrackPoint[]): TrackPoints => decodeTrackPoints(encodeTrackPoints(points));

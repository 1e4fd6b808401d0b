import type { TrackPoints } from '@shared/api/dto/track-dto';
import type { LngLat } from '@shared/geo/coordinates';
import type { FleetMap, LineHandle } from '@shared/map/fleet-map-types';
import { lastAtOrBefore } from './track-lines';

/** Points per finished piece of the played line: a piece is drawn once and never touched again. */
export const PLAYED_PIECE_POINTS = 256;

interface Piece {
  run: number;
  /** positions in the run's kept indices: [from, to] */
  from: number;
  to: number;
}

/**
 * The travelled part of the line, drawn in the 'played' style over the whole track. Redrawing a
 * 20k-point line every frame would cost more than a frame at 64×, so the played part is finished
 * pieces of PLAYED_PIECE_POINTS (added as the clock passes them, removed when it goes back) plus one
 * short tail up to the marker, the only line that changes each frame.
 */
export class PlayedLine {
  private readonly pieces: Piece[] = [];
  /** ordinal of each run's first piece in `pieces` */
  private readonly firstPieceOfRun: number[] = [];
  private readonly runStarts: Int32Array;
  private readonly done: LineHandle[] = [];
  private tail: LineHandle | null = null;

  constructor(
    private readonly map: Pick<FleetMap, 'addLine'>,
    private readonly points: TrackPoints,
    /** per run, the indices of the drawn (simplified) points */
    private readonly kept: readonly Int32Array[],
  ) {
    this.runStarts = Int32Array.from(kept, (indices) => indices[0] ?? 0);
    kept.forEach((indices, run) => {
      this.firstPieceOfRun.push(this.pieces.length);
      for (let from = 0; from < indices.length - 1; from += PLAYED_PIECE_POINTS) {
        this.pieces.push({ run, from, to: Math.min(from + PLAYED_PIECE_POINTS, indices.length - 1) });
      }
    });
  }

  /** Draws the played part up to `position`, the marker's place just after track point `index`. */
  update(index: number, position: LngLat): void {
    const run = Math.max(0, lastAtOrBefore(this.runStarts, index));
    const indices = this.kept[run];
    if (!indices) return;
    const last = Math.max(0, lastAtOrBefore(indices, index));
    const runPieces = this.firstPieceOfRun[run] ?? 0;
    // finished: every piece of earlier runs, and this run's pieces that end at or before `last`
    const finished = runPieces + Math.floor(last / PLAYED_PIECE_POINTS);
    while (this.done.length > finished) this.done.pop()?.remove();
    while (this.done.length < finished) {
      const piece = this.pieces[this.done.length] as Piece;
      this.done.push(this.map.addLine(this.positions(piece.run, piece.from, piece.to), 'played'));
    }
    const tail = this.positions(run, Math.floor(last / PLAYED_PIECE_POINTS) * PLAYED_PIECE_POINTS, last);
    tail.push(position);
    if (this.tail) this.tail.setPositions(tail);
    else this.tail = this.map.addLine(tail, 'played');
  }

  /** The number of finished pieces drawn (tests). */
  get finishedPieces(): number {
    return this.done.length;
  }

  remove(): void {
    this.done.splice(0).forEach((line) => line.remove());
    this.tail?.remove();
    this.tail = null;
  }

  private positions(run: number, from: number, to: number): LngLat[] {
    const indices = this.kept[run] as Int32Array;
    const positions: LngLat[] = [];
    const { lng, lat } = this.points;
    for (let at = from; at <= to; at += 1) {
      const index = indices[at] as number;
      positions.push({ lng: lng[index] as number, lat: lat[index] as number });
    }
    return positions;
  }
}

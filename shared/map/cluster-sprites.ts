import type { Context2d } from './canvas-surface';

type Sprite = HTMLCanvasElement | OffscreenCanvas;

/** The white ring around a cluster's disc, in CSS px (half of it lies outside the disc). */
const RING_WIDTH = 3;
/** How far a cluster's sprite reaches beyond its radius, CSS px. */
export const CLUSTER_SPRITE_MARGIN = RING_WIDTH;

function createSprite(size: number): { sprite: Sprite; ctx: Context2d } | null {
  if (typeof OffscreenCanvas !== 'undefined') {
    const sprite = new OffscreenCanvas(size, size);
    const ctx = sprite.getContext('2d');
    return ctx ? { sprite, ctx } : null;
  }
  if (typeof document === 'undefined') return null;
  const sprite = document.createElement('canvas');
  sprite.width = size;
  sprite.height = size;
  const ctx = sprite.getContext('2d');
  return ctx ? { sprite, ctx } : null;
}

/** A cluster's disc with its white ring, centred on (0, 0). */
function traceDisc(ctx: Context2d, radius: number, color: string): void {
  ctx.beginPath();
  ctx.arc(0, 0, radius, 0, Math.PI * 2);
  ctx.fillStyle = color;
  ctx.globalAlpha = 0.9;
  ctx.fill();
  ctx.globalAlpha = 1;
  ctx.lineWidth = RING_WIDTH;
  ctx.strokeStyle = '#ffffff';
  ctx.stroke();
}

/**
 * Cluster discs pre-rendered once per colour and radius (whole pixels), then stamped with
 * `drawImage`. Rasterising an anti-aliased disc and its ring is a path fill and a stroke per
 * cluster: the 200 clusters of 10k vehicles at zoom 9 cost 10 ms of the worker's CPU to rasterise
 * (Chromium trace, `FinalizeFrame`), on the path of the map's first render; copying a small image
 * is a fraction of that. Made on first use, at the device pixel ratio they are drawn at.
 */
export class ClusterSprites {
  private readonly sprites = new Map<string, Sprite | null>();
  private ratio = 1;

  /** Drops the sprites when the pixel ratio changed (browser zoom, another screen). */
  setRatio(ratio: number): void {
    if (ratio === this.ratio) return;
    this.ratio = ratio;
    this.sprites.clear();
  }

  /** Draws the disc of `radius` (whole CSS px) centred on (x, y). */
  draw(ctx: Context2d, x: number, y: number, radius: number, color: string): void {
    const key = `${color}|${radius}`;
    let sprite = this.sprites.get(key);
    if (sprite === undefined) {
      sprite = this.render(radius, color);
      this.sprites.set(key, sprite);
    }
    const half = radius + CLUSTER_SPRITE_MARGIN;
    if (sprite) {
      ctx.drawImage(sprite, x - half, y - half, half * 2, half * 2);
      return;
    }
    ctx.save();
    ctx.translate(x, y);
    traceDisc(ctx, radius, color);
    ctx.restore();
  }

  private render(radius: number, color: string): Sprite | null {
    const half = radius + CLUSTER_SPRITE_MARGIN;
    const size = Math.ceil(half * 2 * this.ratio);
    const created = createSprite(size);
    if (!created) return null;
    created.ctx.setTransform(this.ratio, 0, 0, this.ratio, size / 2, size / 2);
    traceDisc(created.ctx, radius, color);
    return created.sprite;
  }
}

import type { Context2d } from './canvas-surface';

/** The arrow's reach from its centre (CSS px): also the radius a click hits it within. */
export const ARROW_RADIUS = 11;
/** Headings are drawn in steps of this many degrees: finer steps cannot be told apart at 18 px. */
export const HEADING_STEP = 5;
const SPRITE_SIZE = ARROW_RADIUS * 2 + 2;

type Sprite = HTMLCanvasElement | OffscreenCanvas;

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

/** The arrow path itself, centred on (0, 0), pointing north before rotation. */
export function traceArrow(ctx: Context2d, color: string, alarm: boolean, heading: number): void {
  if (alarm) {
    ctx.beginPath();
    ctx.arc(0, 0, ARROW_RADIUS, 0, Math.PI * 2);
    ctx.fillStyle = 'rgba(245, 34, 45, 0.25)';
    ctx.fill();
  }
  ctx.rotate((heading * Math.PI) / 180);
  ctx.beginPath();
  ctx.moveTo(0, -9);
  ctx.lineTo(7, 7);
  ctx.lineTo(0, 3);
  ctx.lineTo(-7, 7);
  ctx.closePath();
  ctx.fillStyle = color;
  ctx.strokeStyle = '#ffffff';
  ctx.lineWidth = 1.5;
  ctx.fill();
  ctx.stroke();
}

/**
 * Vehicle arrows pre-rendered once per colour, alarm halo and heading step, then stamped with
 * `drawImage`: one image copy per marker instead of a path fill and stroke with save/rotate/restore
 * (several times cheaper for the thousand markers of a zoomed-in view). Made on first use, at the
 * device pixel ratio they are drawn at.
 */
export class ArrowSprites {
  private readonly sprites = new Map<string, Sprite | null>();
  private ratio = 1;

  /** Drops the sprites when the pixel ratio changed (browser zoom, another screen). */
  setRatio(ratio: number): void {
    if (ratio === this.ratio) return;
    this.ratio = ratio;
    this.sprites.clear();
  }

  draw(ctx: Context2d, x: number, y: number, color: string, alarm: boolean, heading: number): void {
    const step = (Math.round((heading || 0) / HEADING_STEP) * HEADING_STEP + 360) % 360;
    const key = `${color}|${alarm ? 1 : 0}|${step}`;
    let sprite = this.sprites.get(key);
    if (sprite === undefined) {
      sprite = this.render(color, alarm, step);
      this.sprites.set(key, sprite);
    }
    const half = SPRITE_SIZE / 2;
    if (sprite) {
      ctx.drawImage(sprite, x - half, y - half, SPRITE_SIZE, SPRITE_SIZE);
      return;
    }
    ctx.save();
    ctx.translate(x, y);
    traceArrow(ctx, color, alarm, step);
    ctx.restore();
  }

  private render(color: string, alarm: boolean, heading: number): Sprite | null {
    const size = Math.ceil(SPRITE_SIZE * this.ratio);
    const created = createSprite(size);
    if (!created) return null;
    created.ctx.setTransform(this.ratio, 0, 0, this.ratio, size / 2, size / 2);
    traceArrow(created.ctx, color, alarm, heading);
    return created.sprite;
  }
}

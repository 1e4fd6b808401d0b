/** A 2d context of either kind: the drawing code uses only what both have. */
export type Context2d = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

/**
 * Where the vehicle layer draws. `begin()` sizes the drawing (CSS pixels; the backing store follows
 * the device pixel ratio) and returns the context to draw on; `end()` shows the finished drawing.
 */
export interface CanvasSurface {
  /** true when the drawing is shown only by `end()` (drawn off screen), false when drawn in place */
  readonly offscreen: boolean;
  begin(width: number, height: number, ratio: number): Context2d | null;
  end(): void;
}

/**
 * Draws into an OffscreenCanvas and hands the page's canvas the finished frame as one ImageBitmap
 * (`bitmaprenderer`). Measured (bench:map, Chromium without GPU): a plain 2d canvas of the padded
 * view (≈ 4 megapixels) was re-produced by the compositor on every frame a pan repainted the page,
 * 2–40 ms of main thread each; a transferred bitmap is a finished image the compositor reuses.
 * Falls back to drawing on the page's canvas directly where OffscreenCanvas is missing.
 */
export function createCanvasSurface(canvas: HTMLCanvasElement): CanvasSurface {
  const renderer = typeof OffscreenCanvas === 'undefined' ? null : canvas.getContext('bitmaprenderer');
  if (renderer) {
    const offscreen = new OffscreenCanvas(1, 1);
    const context = offscreen.getContext('2d');
    return {
      offscreen: true,
      begin(width, height, ratio) {
        // after transferToImageBitmap the backing store is new and blank: sizing it costs nothing extra
        offscreen.width = Math.max(1, Math.round(width * ratio));
        offscreen.height = Math.max(1, Math.round(height * ratio));
        canvas.style.width = `${width}px`;
        canvas.style.height = `${height}px`;
        context?.setTransform(ratio, 0, 0, ratio, 0, 0);
        return context;
      },
      end() {
        renderer.transferFromImageBitmap(offscreen.transferToImageBitmap());
      },
    };
  }
  const context = canvas.getContext('2d');
  return {
    offscreen: false,
    begin(width, height, ratio) {
      const pixelWidth = Math.max(1, Math.round(width * ratio));
      const pixelHeight = Math.max(1, Math.round(height * ratio));
      // resizing reallocates the backing store: only when the size changed, else a clear is enough
      if (canvas.width !== pixelWidth || canvas.height !== pixelHeight) {
        canvas.width = pixelWidth;
        canvas.height = pixelHeight;
        canvas.style.width = `${width}px`;
        canvas.style.height = `${height}px`;
      }
      context?.setTransform(ratio, 0, 0, ratio, 0, 0);
      context?.clearRect(0, 0, width, height);
      return context;
    },
    end() {
      // drawn in place
    },
  };
}

/** A 2d context of either kind: the drawing code uses only what both have. */
export type Context2d = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

/**
 * Where a frame of the vehicle layer is drawn. `begin()` sizes the drawing (CSS pixels; the backing
 * store follows the device pixel ratio) and returns the context to draw on (null: nothing can be
 * drawn here); `finish()` returns the finished drawing as a bitmap, or null when it was drawn in place.
 */
export interface FrameCanvas {
  begin(width: number, height: number, ratio: number): Context2d | null;
  finish(): ImageBitmap | null;
}

/**
 * Draws into an OffscreenCanvas and hands the finished frame over as one ImageBitmap. Works on the
 * page and in the clustering worker alike (the worker transfers the bitmap to the page). Null where
 * OffscreenCanvas is missing.
 */
export function createOffscreenFrameCanvas(): FrameCanvas | null {
  if (typeof OffscreenCanvas === 'undefined') return null;
  const offscreen = new OffscreenCanvas(1, 1);
  const context = offscreen.getContext('2d');
  if (!context) return null;
  return {
    begin(width, height, ratio) {
      // after transferToImageBitmap the canvas is blank already; setting its size, even to the same
      // value, would reset it once more (and its context's settings), so only a new size is set
      const pixelWidth = Math.max(1, Math.round(width * ratio));
      const pixelHeight = Math.max(1, Math.round(height * ratio));
      if (offscreen.width !== pixelWidth) offscreen.width = pixelWidth;
      if (offscreen.height !== pixelHeight) offscreen.height = pixelHeight;
      context.setTransform(ratio, 0, 0, ratio, 0, 0);
      return context;
    },
    finish() {
      return offscreen.transferToImageBitmap();
    },
  };
}

/**
 * The page's canvas of the vehicle layer. With OffscreenCanvas it shows finished frames (ImageBitmaps
 * through `bitmaprenderer`). Measured (bench:map, Chromium without GPU): a plain 2d canvas of the
 * padded view (≈ 4 megapixels) was re-produced by the compositor on every frame a pan repainted the
 * page, 2–40 ms of main thread each; a transferred bitmap is a finished image the compositor reuses.
 * Without OffscreenCanvas, `inPlace` draws on the page's canvas directly.
 */
export interface CanvasSurface {
  /** drawing on the page's canvas itself, when frames cannot be drawn off screen */
  readonly inPlace: FrameCanvas | null;
  /** shows a finished frame of `width` × `height` CSS pixels */
  show(bitmap: ImageBitmap | null, width: number, height: number): void;
}

export function createCanvasSurface(canvas: HTMLCanvasElement): CanvasSurface {
  const renderer = typeof OffscreenCanvas === 'undefined' ? null : canvas.getContext('bitmaprenderer');
  if (renderer) {
    return {
      inPlace: null,
      show(bitmap, width, height) {
        canvas.style.width = `${width}px`;
        canvas.style.height = `${height}px`;
        if (bitmap) renderer.transferFromImageBitmap(bitmap);
      },
    };
  }
  const context = canvas.getContext('2d');
  return {
    inPlace: {
      begin(width, height, ratio) {
        const pixelWidth = Math.max(1, Math.round(width * ratio));
        const pixelHeight = Math.max(1, Math.round(height * ratio));
        // resizing reallocates the backing store: only when the size changed, else a clear is enough
        if (canvas.width !== pixelWidth || canvas.height !== pixelHeight) {
          canvas.width = pixelWidth;
          canvas.height = pixelHeight;
        }
        context?.setTransform(ratio, 0, 0, ratio, 0, 0);
        context?.clearRect(0, 0, width, height);
        return context;
      },
      finish() {
        return null;
      },
    },
    show(bitmap, width, height) {
      canvas.style.width = `${width}px`;
      canvas.style.height = `${height}px`;
      bitmap?.close();
    },
  };
}

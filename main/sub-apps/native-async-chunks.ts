/**
 * The wujie plugin that lets a sub-app's lazily loaded scripts load as the browser loads any script.
 *
 * By default wujie fetches each script a sub-app adds, waits for an idle callback, and runs its text
 * as an inline script wrapped in its window proxy: the browser then compiles it on the main thread
 * (an inline script is neither streamed nor compiled off the thread), and the chunks queue behind
 * idle time. A screen's chunk (the speed chart's ECharts, 100–200 kB) thus came in while a track was
 * playing, as a 50–110 ms compile at a 2.5× CPU slowdown, each (bench:playback in the shell).
 *
 * The bundler's async chunks (`static/js/async/`) hold the sub-app's screens and their libraries.
 * Run natively, their code sees wujie's iframe window itself instead of its proxy. The one difference
 * that proxy makes is `location` (the iframe's is the shell's address), and the sub-apps read none
 * (a lint rule, eslint.config.js): the route comes from the router, relative addresses resolve
 * against `document.baseURI`. `self` is the iframe's window either way, where the proxy stores and
 * reads the chunk list too. Ignored, wujie's idle callback only appends a `<script src>` in its
 * iframe, and the browser streams and compiles the chunk off the main thread. The entry's own scripts
 * and every stylesheet still go through wujie (the styles must reach the shadow root).
 *
 * Only while a view shows the app: a native chunk runs as soon as it arrives, where wujie waits for
 * idle time. A preloaded app (hidden, while the operator uses the shell) keeps wujie's idle callbacks,
 * so its background loads wait for idle time rather than land in the operator's click. (The shell
 * bench's first open after the preload swung between 90 and 380 ms on both builds: no measured gain
 * either way; this keeps what wujie's idle loading was chosen for.)
 */
export const ASYNC_CHUNK_SCRIPT = /\/static\/js\/async\/[^/?#]+\.js(?:[?#]|$)/;

/** wujie asks an ignore pattern `test(url)` (isMatchUrl): this one answers no while the app is hidden. */
class ShownAppChunks extends RegExp {
  constructor(private readonly isShown: () => boolean) {
    super(ASYNC_CHUNK_SCRIPT.source);
  }

  override test(url: string): boolean {
    return this.isShown() && super.test(url);
  }
}

export interface NativeChunksPlugin {
  jsIgnores: RegExp[];
}

/** The plugin for one sub-app; `isShown` says whether a view shows it now (the registry's). */
export function nativeAsyncChunks(isShown: () => boolean): NativeChunksPlugin {
  return { jsIgnores: [new ShownAppChunks(isShown)] };
}

/**
 * What can hide the monitoring page: the shell (another sub-app shown), the browser (the tab hidden)
 * and the console itself (another of its screens open, the page kept put away).
 */
export type LiveViewer = 'shell' | 'tab' | 'screen';

/** Whether anyone can see the live data: every one of the viewers shows the page. */
export class LiveViewers {
  private readonly hiddenBy = new Set<LiveViewer>();

  set(viewer: LiveViewer, visible: boolean): void {
    if (visible) this.hiddenBy.delete(viewer);
    else this.hiddenBy.add(viewer);
  }

  get inView(): boolean {
    return this.hiddenBy.size === 0;
  }
}

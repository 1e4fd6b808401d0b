/** wujie's `loading` option must be a DOM node (wujie-notes.md); text set as text, never as HTML. */
export function createLoadingNode(title: string): HTMLElement {
  const node = document.createElement('div');
  node.setAttribute('role', 'status');
  node.style.cssText = 'display:flex;align-items:center;justify-content:center;height:100%;min-height:200px;color:#888;font-size:14px;';
  node.textContent = `正在加载「${title}」…`;
  return node;
}

import { startStandalone } from './host/standalone-host';
import { startInsideWujie } from './host/wujie-host';
import { carSubApp } from './mount';

/**
 * The console's entry, and the only place that knows where it runs: inside the shell's wujie
 * sandbox (the shell's bus and props) or alone at /apps/car/ (local bus, own login).
 */
if (!startInsideWujie(carSubApp)) {
  const container = document.getElementById('root');
  if (!container) throw new Error('页面缺少 #root 容器');
  startStandalone(carSubApp, container);
}

import type { Page } from '@playwright/test';

export interface ParallelLoads {
  /** loads of the role's sub-app list through the shell's SystemsStore class and HTTP client (one store per load: loads of one store at the same moment share a request) */
  shell: number;
  /** first-page loads through VehicleListStores of the hosted console (the console's HTTP client) */
  console: number;
}

/**
 * Starts many loads at once through the product's own stores and clients, the way a screen
 * with many widgets would (no screen of the product fires twenty requests yet). The stores are
 * found in React's tree, from the props the apps' providers receive: the shell's `root` (main/app/
 * shell-app.tsx) and the console's `value.stores` (micro/car/app/app-providers.tsx). Resolves
 * when every load has settled; loads report failures the way the product does.
 */
export async function fireParallelLoads(page: Page, loads: ParallelLoads): Promise<void> {
  await page.evaluate(async ({ shell, console: fromConsole }) => {
    type Fiber = { memoizedProps?: unknown; child?: Fiber | null; sibling?: Fiber | null };
    const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

    /** The first props in the React tree rendered into `container` that `pick` accepts, picked. */
    const findInTree = <T>(container: Element | null | undefined, pick: (props: Record<string, unknown>) => T | null): T => {
      const key = container ? Object.keys(container).find((name) => name.startsWith('__reactContainer$')) : undefined;
      const stack: (Fiber | null | undefined)[] = [key && container ? (Reflect.get(container, key) as Fiber) : null];
      while (stack.length > 0) {
        const fiber = stack.pop();
        if (!fiber) continue;
        const picked = isObject(fiber.memoizedProps) ? pick(fiber.memoizedProps) : null;
        if (picked !== null) return picked;
        stack.push(fiber.sibling, fiber.child);
      }
      throw new Error('在 React 树中找不到所需的 store');
    };

    const loads: Promise<unknown>[] = [];
    if (shell > 0) {
      const systems = findInTree(document.getElementById('root'), (props) => {
        const root = props.root;
        return isObject(root) && isObject(root.systems) && typeof root.systems.load === 'function' ? root.systems : null;
      });
      // the shell's own store class, built with the shell's own HTTP client and storage
      const SystemsStore = systems.constructor as new (http: unknown, storage: unknown) => { load(): Promise<boolean> };
      for (let i = 0; i < shell; i += 1) loads.push(new SystemsStore(systems.http, systems.storage).load());
    }
    if (fromConsole > 0) {
      const consoleRoot = document.querySelector('wujie-app')?.shadowRoot?.querySelector('#root');
      const stores = findInTree(consoleRoot, (props) => {
        const value = props.value;
        return isObject(value) && isObject(value.stores) && isObject(value.stores.vehicleList) ? value.stores : null;
      });
      // the console's own store class, built with the console's own HTTP client
      const VehicleListStore = (stores.vehicleList as object).constructor as new (deps: { http: unknown }) => { loadFirstPage(): Promise<void> };
      for (let i = 0; i < fromConsole; i += 1) loads.push(new VehicleListStore({ http: stores.http }).loadFirstPage());
    }
    await Promise.allSettled(loads);
  }, loads);
}

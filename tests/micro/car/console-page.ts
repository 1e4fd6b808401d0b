import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { startConsoleServer, type ConsoleServer } from './console-server';
import { runLikeABrowser } from './dom-helpers';

export interface ConsolePage {
  /** one console server for the whole file */
  api: ConsoleServer;
  /** a fresh element in document.body for each test */
  container: HTMLElement;
}

/**
 * The setup of a file that mounts the console: a console server and React's browser mode for the file; before each test
 * the server answers 'ok', the address is /apps/car/vehicles (the vehicle list) and there is a fresh container, removed after the test.
 * The fields are set once those hooks have run.
 */
export function consolePageForFile(): ConsolePage {
  const page = {} as ConsolePage;
  let restoreAct: () => void;
  beforeAll(async () => {
    page.api = await startConsoleServer();
    restoreAct = runLikeABrowser();
  });
  afterAll(async () => {
    restoreAct();
    await page.api.close();
  });
  beforeEach(() => {
    page.api.mode = 'ok';
    // the vehicle list's own address: the console's home is the monitoring page
    window.history.replaceState(null, '', '/apps/car/vehicles');
    page.container = document.createElement('div');
    document.body.appendChild(page.container);
  });
  afterEach(() => {
    page.container.remove();
  });
  return page;
}

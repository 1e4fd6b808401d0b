import { widgetApiOf, type AssistantWidgetApi } from '@shared/contract/assistant-contract';

export const MSG_WIDGET_LOAD_FAILED = '智能助手脚本加载失败';

const SCRIPT_MARK = 'assistantScript';

/** The load of each script element still in flight: a second caller waits for it instead of loading it again. */
const inFlight = new WeakMap<HTMLScriptElement, Promise<AssistantWidgetApi>>();

/**
 * Loads the widget by URL with a script element, like a third-party chat widget: the shell's own
 * bundle never contains it. The same URL is loaded once per page (a load already under way, e.g.
 * started at the login answer, is joined); a script that loads but does not register the widget
 * counts as a failure.
 */
export function loadWidgetScript(scriptUrl: string, doc: Document = document, scope: object = window): Promise<AssistantWidgetApi> {
  const registered = widgetApiOf(scope);
  const existing = [...doc.querySelectorAll<HTMLScriptElement>(`script[data-${'assistant-script'}]`)].find(
    (script) => script.dataset[SCRIPT_MARK] === scriptUrl,
  );
  if (registered && existing) return Promise.resolve(registered);
  const pending = existing && inFlight.get(existing);
  if (pending) return pending;
  existing?.remove();
  const script = doc.createElement('script');
  const loaded = new Promise<AssistantWidgetApi>((resolve, reject) => {
    script.src = scriptUrl;
    script.async = true;
    // ahead of the sub-apps' preloads that start at the same time: the launcher waits for this file
    script.fetchPriority = 'high';
    script.dataset[SCRIPT_MARK] = scriptUrl;
    script.addEventListener('load', () => {
      inFlight.delete(script);
      const api = widgetApiOf(scope);
      if (api) resolve(api);
      else reject(new Error(MSG_WIDGET_LOAD_FAILED));
    });
    script.addEventListener('error', () => {
      inFlight.delete(script);
      script.remove();
      reject(new Error(MSG_WIDGET_LOAD_FAILED));
    });
  });
  inFlight.set(script, loaded);
  doc.head.append(script);
  return loaded;
}

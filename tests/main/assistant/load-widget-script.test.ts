import { afterEach, describe, expect, it } from 'vitest';
import { ASSISTANT_GLOBAL } from '@shared/contract/assistant-placement';
import type { AssistantWidgetApi } from '@shared/contract/assistant-contract';
import { loadWidgetScript, MSG_WIDGET_LOAD_FAILED } from '@main/assistant/load-widget-script';

const URL_A = '/apps/assistant/assistant.js';
const widget: AssistantWidgetApi = { mount: () => ({ wrapper: document.createElement('div'), unmount: () => undefined }) };
const scripts = () => [...document.head.querySelectorAll('script')];

describe('the widget script, loaded by URL (issue 13)', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('a load already under way (started at the login answer) is joined, not started again', async () => {
    const scope = {};
    const early = loadWidgetScript(URL_A, document, scope);
    const joined = loadWidgetScript(URL_A, document, scope);
    expect(scripts()).toHaveLength(1);
    expect(scripts()[0]?.getAttribute('src')).toBe(URL_A);
    // the script registers itself, then its load event fires
    Reflect.set(scope, ASSISTANT_GLOBAL, widget);
    scripts()[0]?.dispatchEvent(new Event('load'));
    await expect(early).resolves.toBe(widget);
    await expect(joined).resolves.toBe(widget);
    // once registered, later callers get it without a new element
    await expect(loadWidgetScript(URL_A, document, scope)).resolves.toBe(widget);
    expect(scripts()).toHaveLength(1);
  });

  it('a failed load is reported to every caller, and the next call tries again', async () => {
    const scope = {};
    const early = loadWidgetScript(URL_A, document, scope);
    const joined = loadWidgetScript(URL_A, document, scope);
    scripts()[0]?.dispatchEvent(new Event('error'));
    await expect(early).rejects.toThrow(MSG_WIDGET_LOAD_FAILED);
    await expect(joined).rejects.toThrow(MSG_WIDGET_LOAD_FAILED);
    expect(scripts()).toHaveLength(0);
    void loadWidgetScript(URL_A, document, scope).catch(() => undefined);
    expect(scripts()).toHaveLength(1);
  });

  it('a script that loads without registering the widget counts as a failure', async () => {
    const loaded = loadWidgetScript(URL_A, document, {});
    scripts()[0]?.dispatchEvent(new Event('load'));
    await expect(loaded).rejects.toThrow(MSG_WIDGET_LOAD_FAILED);
  });
});

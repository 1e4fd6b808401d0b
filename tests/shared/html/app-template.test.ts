import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import config from '../../../rsbuild.config';

describe('the HTML template of every app', () => {
  it('is the one template, and it says the page is Chinese', () => {
    const template = config.html?.template;
    expect(template).toBe('./shared/html/app-template.html');
    const html = readFileSync(resolve(__dirname, '../../..', String(template)), 'utf8');
    expect(html).toMatch(/<html lang="zh-CN">/);
    // no environment overrides it with a template of its own
    for (const environment of Object.values(config.environments ?? {})) expect(environment.html?.template).toBeUndefined();
  });
});

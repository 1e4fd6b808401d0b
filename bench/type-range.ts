import type { Page } from '@playwright/test';

/**
 * Types a range into the product's range picker (shared/ui/date/text-range-picker.tsx) as a keyboard
 * user does: the start input, Enter, the end input, Enter; returns once the calendar has closed.
 * Throws when the picker did not take a text.
 */
export async function typeRange(page: Page, labels: readonly [string, string], texts: readonly [string, string]): Promise<void> {
  for (const index of [0, 1] as const) {
    const input = page.getByLabel(labels[index]);
    await input.click();
    await input.fill(texts[index]);
    await input.press('Enter');
    const shown = await input.inputValue();
    if (shown !== texts[index]) throw new Error(`${labels[index]} shows "${shown}", not "${texts[index]}"`);
  }
  // the calendar's leave motion ends before the caller goes on, as it has when a hand reaches 查询
  await page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)').waitFor({ state: 'detached', timeout: 30_000 });
}

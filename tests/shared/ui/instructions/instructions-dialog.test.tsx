import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import type { CommandCheckResult } from '@shared/api/dto/command-dto';
import { InstructionsDialog } from '@shared/ui/instructions/instructions-dialog';
import { ok, type Routes } from '../../http/scripted-routes';
import { createTestHttp } from '../../../main/support/test-root';
import { delivery, locate, offline, target } from './command-fixtures';

const COMMAND = '/car/v1/api/command';
const WAIT = { timeout: 10_000 };
/** antd puts a space between the two characters of a two-character button */
const CHECK = /^预\s?检$/;
const CLOSE = /^关\s?闭$/;

const checked: CommandCheckResult = {
  commandCode: 'LOCATE',
  list: [target(101), offline(102), target(103, { ok: false, reasonCode: 'unsupported', reason: '车型不支持该指令' })],
  okCount: 1,
  queueableCount: 1,
  refusedCount: 1,
  confirmToken: null,
};

function renderDialog(routes: Routes) {
  const onClose = vi.fn();
  const { http, calls } = createTestHttp({ [`${COMMAND}/listCommandType.json`]: () => ok([locate]), ...routes });
  render(
    <App>
      <InstructionsDialog http={http} type="batch" vehicleIds={[101, 102, 103]} onClose={onClose} />
    </App>,
  );
  return { calls, onClose };
}

async function chooseLocateAndCheck(user: ReturnType<typeof userEvent.setup>) {
  const dialog = await screen.findByRole('dialog', { name: '批量下发指令（3 辆车）' }, WAIT);
  await user.click(within(dialog).getByRole('combobox', { name: '指令' }));
  await user.click(await screen.findByTitle('立即定位', {}, WAIT));
  await user.click(within(dialog).getByRole('button', { name: CHECK }));
  return dialog;
}

describe('InstructionsDialog steps', () => {
  it('pre-checks every vehicle: counts, a row per vehicle, and the focus on the send button', async () => {
    const user = userEvent.setup();
    const { calls } = renderDialog({ [`${COMMAND}/checkCommandDownBatchTer.json`]: () => ok(checked) });
    const dialog = await chooseLocateAndCheck(user);

    const counts = await within(dialog).findByRole('group', { name: '预检结果统计' }, WAIT);
    expect(counts).toHaveTextContent('可发送 1');
    expect(counts).toHaveTextContent('离线，将排队 1');
    expect(counts).toHaveTextContent('不可发送 1');
    expect(counts).toHaveTextContent('车型不支持该指令：1 辆');
    const table = within(dialog).getByRole('table', { name: '预检结果' });
    expect(within(table).getByText('车辆离线，上线后下发')).toBeInTheDocument();
    const send = within(dialog).getByRole('button', { name: '发送到 2 辆车' });
    await waitFor(() => expect(send).toHaveFocus());
    expect(calls.find((call) => call.path.endsWith('checkCommandDownBatchTer.json'))?.body).toMatchObject({ commandCode: 'LOCATE', vehicleIds: [101, 102, 103] });
    // the form is kept, hidden, while the matrix shows
    expect(within(dialog).queryByRole('button', { name: CHECK })).toBeNull();
  });

  it('返回修改 shows the form again with the command chosen, without the matrix', async () => {
    const user = userEvent.setup();
    renderDialog({ [`${COMMAND}/checkCommandDownBatchTer.json`]: () => ok(checked) });
    const dialog = await chooseLocateAndCheck(user);
    await user.click(await within(dialog).findByRole('button', { name: '返回修改' }, WAIT));
    expect(within(dialog).queryByRole('group', { name: '预检结果统计' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: CHECK })).toBeEnabled();
    expect(within(dialog).getByTitle('立即定位')).toBeInTheDocument();
  });

  it('sends to the eligible vehicles, shows their progress and puts the focus on 关闭', async () => {
    const user = userEvent.setup();
    const { calls } = renderDialog({
      [`${COMMAND}/checkCommandDownBatchTer.json`]: () => ok(checked),
      [`${COMMAND}/commandDownBatch.json`]: () =>
        ok({
          batchId: 1,
          list: [
            { vehicleId: 101, plate: '粤B·000101', status: 'sent', reasonCode: null, reason: '' },
            { vehicleId: 102, plate: '粤B·000102', status: 'queued', reasonCode: null, reason: '' },
          ],
          sentCount: 1,
          queuedCount: 1,
          refusedCount: 0,
        }),
      [`${COMMAND}/queryCommandBatch.json`]: () =>
        ok({
          batchId: 1,
          commandCode: 'LOCATE',
          commandName: '立即定位',
          params: {},
          userName: 'demo',
          createdAt: '2026-01-15T00:00:00.000Z',
          counts: { refused: 0, queued: 1, sent: 0, acknowledged: 1, failed: 0, timedOut: 0 },
          finished: true,
          list: [delivery(101, 'acknowledged'), delivery(102, 'queued')],
        }),
    });
    const dialog = await chooseLocateAndCheck(user);
    await user.click(await within(dialog).findByRole('button', { name: '发送到 2 辆车' }, WAIT));
    const close = await within(dialog).findByRole('button', { name: CLOSE }, WAIT);
    await waitFor(() => expect(close).toHaveFocus());
    expect(calls.find((call) => call.path.endsWith('commandDownBatch.json'))?.body).toMatchObject({ commandCode: 'LOCATE', vehicleIds: [101, 102] });
    expect(within(dialog).getByRole('button', { name: '重试失败的车辆（0）' })).toBeDisabled();
  });
});

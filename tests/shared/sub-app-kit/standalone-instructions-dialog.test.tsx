import { render, screen, within } from '@testing-library/react';
import { App } from 'antd';
import { describe, expect, it } from 'vitest';
import { createLocalBus } from '@shared/contract/local-bus';
import { StandaloneInstructionsDialog } from '@shared/sub-app-kit/standalone-instructions-dialog';
import { ok } from '../http/scripted-routes';
import { locate } from '../ui/instructions/command-fixtures';
import { createTestHttp } from '../../main/support/test-root';

const TYPES = '/car/v1/api/command/listCommandType.json';
const WAIT = { timeout: 10_000 };

describe('StandaloneInstructionsDialog', () => {
  it('opens the shared instructions dialog for showInstructions, as the shell does, with the catalogue loaded', async () => {
    const bus = createLocalBus();
    const { http, calls } = createTestHttp({ [TYPES]: () => ok([locate]) });
    render(
      <App>
        <StandaloneInstructionsDialog bus={bus} http={http} />
      </App>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();

    bus.send('showInstructions', { type: 'batch', vehicleIds: [101, 102] });
    const dialog = await screen.findByRole('dialog', { name: '批量下发指令（2 辆车）' }, WAIT);
    expect(within(dialog).getByRole('combobox', { name: '指令' })).toBeInTheDocument();
    expect(calls.map((call) => call.path)).toContain(TYPES);
  });

  it('ignores a showInstructions the contract refuses (a single command for two vehicles)', async () => {
    const bus = createLocalBus();
    const { http } = createTestHttp({ [TYPES]: () => ok([locate]) });
    render(<StandaloneInstructionsDialog bus={bus} http={http} />);
    bus.send('showInstructions', { type: 'single', vehicleIds: [101, 102] });
    bus.send('showVehInfo', { vehicleId: 101 });
    await new Promise((resolve) => queueMicrotask(() => resolve(null)));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

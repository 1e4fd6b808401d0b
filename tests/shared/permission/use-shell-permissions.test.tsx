import { act, render, screen, waitFor } from '@testing-library/react';
import type { ResourceItem } from '@shared/api/dto/resource-dto';
import { createLocalBus } from '@shared/contract/local-bus';
import { PermissionProvider } from '@shared/permission/permission-context';
import { ButtonPermission, MenuPermission } from '@shared/permission/permission-guards';
import { useShellPermissions } from '@shared/permission/use-shell-permissions';
import type { SubAppBus } from '@shared/contract/sub-app-context';

const tree = (buttons: string[]): ResourceItem[] => [
  { id: 0, name: '根', type: 1, children: [{ id: 'car', name: '智能车联', type: 1, children: buttons.map((id) => ({ id, name: id, type: 3 })) }] },
];

function Console({ bus }: { bus: SubAppBus }) {
  return (
    <PermissionProvider maps={useShellPermissions(bus)}>
      <ButtonPermission code="car:alarm:process">
        <button type="button">处理报警</button>
      </ButtonPermission>
      <MenuPermission id="car">
        <nav aria-label="车辆菜单" />
      </MenuPermission>
    </PermissionProvider>
  );
}

describe('a sub-app fed permissions by its host', () => {
  it('asks with getResourceData, shows what the answer permits, and follows pushed trees', async () => {
    const bus = createLocalBus();
    const asked: string[] = [];
    bus.handle((message) => {
      if (message.name !== 'getResourceData') return;
      asked.push(message.payload.requestId);
      // another sub-app's answer (other requestId) is not for this one
      queueMicrotask(() => {
        bus.emit('shell:resourceData', { requestId: 'someone-else', resources: tree(['car:alarm:process']) });
        bus.emit('shell:resourceData', { requestId: message.payload.requestId, resources: tree([]) });
      });
    });
    render(<Console bus={bus} />);

    expect(await screen.findByRole('navigation', { name: '车辆菜单' })).toBeInTheDocument();
    expect(asked).toHaveLength(1);
    // the role lacks the button permission: the button is not there at all
    expect(screen.queryByRole('button', { name: '处理报警' })).toBeNull();

    act(() => bus.emit('shell:resources', { resources: tree(['car:alarm:process']) }));
    expect(screen.getByRole('button', { name: '处理报警' })).toBeInTheDocument();

    // a malformed push changes nothing
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    act(() => bus.emit('shell:resources', { resources: [{ id: {} }] } as never));
    expect(screen.getByRole('button', { name: '处理报警' })).toBeInTheDocument();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();

    // a new session: asked again
    act(() => bus.emit('shell:session', { sessionId: 's-2', userId: 8 }));
    await waitFor(() => expect(asked).toHaveLength(2));
    await waitFor(() => expect(screen.queryByRole('button', { name: '处理报警' })).toBeNull());
  });

  it('shows nothing guarded before the host answers', () => {
    render(<Console bus={createLocalBus()} />);
    expect(screen.queryByRole('button', { name: '处理报警' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: '车辆菜单' })).toBeNull();
  });
});

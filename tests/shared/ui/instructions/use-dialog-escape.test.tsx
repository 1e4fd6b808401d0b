import { fireEvent, render, screen } from '@testing-library/react';
import { Button, Modal, Select } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { useDialogEscape } from '@shared/ui/instructions/use-dialog-escape';

/**
 * `antdEscape: false` leaves the hook's handler alone: in jsdom antd's global Escape stack does not
 * hold the open list's popup on top as a browser does (the e2e spec covers the two together).
 */
function Dialog({ onClose, listOpen = false, antdEscape = true }: { onClose: () => void; listOpen?: boolean; antdEscape?: boolean }) {
  const { close, render: withEscape } = useDialogEscape(onClose);
  return (
    <Modal open keyboard={antdEscape} title="下发指令" onCancel={close} modalRender={withEscape} footer={null}>
      <Select aria-label="指令" open={listOpen} options={[{ value: 'LOCATE', label: '立即定位' }]} />
      <Button>返回修改</Button>
    </Modal>
  );
}

describe('useDialogEscape', () => {
  it('closes the dialog on Escape from a control inside it, once although antd handles Escape too', () => {
    const onClose = vi.fn();
    render(<Dialog onClose={onClose} />);
    fireEvent.keyDown(screen.getByRole('button', { name: '返回修改' }), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(screen.getByRole('button', { name: '返回修改' }), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('leaves the dialog open when the Escape was meant for an open list inside it', () => {
    const onClose = vi.fn();
    render(<Dialog onClose={onClose} listOpen antdEscape={false} />);
    fireEvent.keyDown(screen.getByRole('combobox', { name: '指令' }), { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
  });

  it("closes on Escape by its own handler when antd's does not act (a closed list still on top of antd's stack)", () => {
    const onClose = vi.fn();
    render(<Dialog onClose={onClose} antdEscape={false} />);
    fireEvent.keyDown(screen.getByRole('combobox', { name: '指令' }), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes on Escape with the focus on no element (the pressed step button left before the next one took the focus)', () => {
    const onClose = vi.fn();
    render(<Dialog onClose={onClose} antdEscape={false} />);
    expect(document.activeElement).toBe(document.body);
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('leaves the dialog open on Escape with the focus on no element when another dialog is on top of it', () => {
    const onClose = vi.fn();
    render(
      <>
        <Dialog onClose={onClose} antdEscape={false} />
        <Modal open keyboard={false} title="确认下发" footer={null} />
      </>,
    );
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
  });

  it('leaves the dialog open on Escape from a control outside it (not meant for the dialog)', () => {
    const onClose = vi.fn();
    render(
      <>
        <button type="button">页面上的按钮</button>
        <Dialog onClose={onClose} antdEscape={false} />
      </>,
    );
    const outside = screen.getByRole('button', { name: '页面上的按钮', hidden: true });
    outside.focus();
    fireEvent.keyDown(outside, { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
  });

  it('ignores other keys', () => {
    const onClose = vi.fn();
    render(<Dialog onClose={onClose} />);
    fireEvent.keyDown(screen.getByRole('button', { name: '返回修改' }), { key: 'Enter' });
    expect(onClose).not.toHaveBeenCalled();
  });
});

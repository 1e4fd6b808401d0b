import { Button, Modal, theme } from 'antd';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProductConfigProvider } from '@shared/theme/product-config-provider';

function PrimaryColour() {
  return <output aria-label="主色">{theme.useToken().token.colorPrimary}</output>;
}

describe('antd as every root of the product has it', () => {
  it('is in Chinese, in the user’s theme colour, with two-character buttons as written', () => {
    render(
      <ProductConfigProvider colorPrimary="#0f6e56">
        <Button>登录</Button>
        <PrimaryColour />
        <Modal open title="提示">
          内容
        </Modal>
      </ProductConfigProvider>,
    );
    expect(screen.getByRole('button', { name: '登录' }).textContent).toBe('登录');
    expect(screen.getByLabelText('主色').textContent).toBe('#0f6e56');
    // the dialog's own buttons from antd's Chinese locale, not "OK" / "Cancel"
    expect(screen.getByRole('button', { name: '确定' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '取消' })).toBeTruthy();
  });
});

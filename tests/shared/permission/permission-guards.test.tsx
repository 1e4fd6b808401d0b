import { render, screen } from '@testing-library/react';
import { Button } from 'antd';
import type { ResourceItem } from '@shared/api/dto/resource-dto';
import { buildPermissionMaps } from '@shared/permission/permission-maps';
import { PermissionProvider } from '@shared/permission/permission-context';
import { ButtonPermission, MenuPermission } from '@shared/permission/permission-guards';

/** An element guarded by a permission the role lacks is removed from the page (product-spec §6). */

const resources: ResourceItem[] = [
  {
    id: 0,
    name: '根',
    type: 1,
    children: [
      { id: 'car', name: '智能车联', type: 1, children: [{ id: 'car:alarm:process', name: '处理报警', type: 3 }] },
      { id: 4002, name: '站内消息', type: 1 },
    ],
  },
];

function renderGuarded(maps: ReturnType<typeof buildPermissionMaps> | null) {
  return render(
    <PermissionProvider maps={maps}>
      <ButtonPermission code="car:alarm:process">
        <Button>处理报警</Button>
      </ButtonPermission>
      <ButtonPermission code="car:export">
        <Button>导出数据</Button>
      </ButtonPermission>
      <MenuPermission id={4002}>
        <a href="/center/notice">站内消息</a>
      </MenuPermission>
      <MenuPermission id="1601" fallback={<span>无下载权限</span>}>
        <a href="/center/download">下载中心</a>
      </MenuPermission>
    </PermissionProvider>,
  );
}

describe('permission guards', () => {
  it('keeps elements whose permission is held and removes the others', () => {
    renderGuarded(buildPermissionMaps(resources));
    expect(screen.getByRole('button', { name: '处理报警' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '导出数据' })).toBeNull();
    expect(screen.getByRole('link', { name: '站内消息' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '下载中心' })).toBeNull();
    expect(screen.getByText('无下载权限')).toBeInTheDocument();
  });

  it('shows nothing guarded before the maps arrive', () => {
    renderGuarded(null);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('a menu id given as a number matches the string key of the map', () => {
    renderGuarded(buildPermissionMaps(resources));
    expect(screen.getByRole('link', { name: '站内消息' })).toHaveAttribute('href', '/center/notice');
  });
});

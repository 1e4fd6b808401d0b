import { createEvent, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PickList } from '@car/features/playback/pick-list';

interface Stop {
  id: number;
  title: string;
}

const STOPS: Stop[] = [
  { id: 1, title: '停留 1' },
  { id: 2, title: '<img src=x onerror="window.hacked=1">' },
];

function renderList(onPick: (stop: Stop) => void) {
  return render(
    <PickList
      label="停留列表"
      items={STOPS}
      itemKey={(stop) => stop.id}
      onPick={onPick}
      testId="playback-stop"
      itemLabel={(stop, index) => `第 ${index + 1} 项 ${stop.title}`}
      renderItem={(stop) => <div>{stop.title}</div>}
    />,
  );
}

describe('PickList', () => {
  it('lists every entry, each a button named by its label, hostile text shown as text', () => {
    renderList(() => {});
    const list = screen.getByRole('list', { name: '停留列表' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getAllByTestId('playback-stop')).toHaveLength(2);
    expect(screen.getByRole('button', { name: '第 1 项 停留 1' })).toHaveTextContent('停留 1');
    expect(screen.getByText('<img src=x onerror="window.hacked=1">')).toBeInTheDocument();
    expect(list.querySelector('img')).toBeNull();
  });

  it('picks an entry by click, Enter or Space, and Space does not scroll the list', async () => {
    const picked: number[] = [];
    renderList((stop) => picked.push(stop.id));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /第 2 项/ }));
    const first = screen.getByRole('button', { name: '第 1 项 停留 1' });
    first.focus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(picked).toEqual([2, 1, 1]);

    const space = createEvent.keyDown(first, { key: ' ' });
    fireEvent(first, space);
    expect(space.defaultPrevented).toBe(true);
    const tab = createEvent.keyDown(first, { key: 'Tab' });
    fireEvent(first, tab);
    expect(tab.defaultPrevented).toBe(false);
    expect(picked).toEqual([2, 1, 1, 1]);
  });
});

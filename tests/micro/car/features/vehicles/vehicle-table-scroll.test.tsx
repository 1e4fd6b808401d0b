import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INFINITE_SCROLL_DELAY_MS } from '@shared/constants/limits';
import { VehicleListPage } from '@car/features/vehicles/vehicle-list-page';
import { makeVehicle, pageOf } from '../../vehicle-fixtures';
import { renderConsole } from '../../render-console';

/** jsdom has no layout: give the scroll box the geometry a browser would. */
function scrollTo(element: HTMLElement, top: number, height = 600, scrollHeight = 40 + 100 * 40 + 40) {
  Object.defineProperty(element, 'clientHeight', { configurable: true, value: height });
  Object.defineProperty(element, 'scrollHeight', { configurable: true, value: scrollHeight });
  Object.defineProperty(element, 'scrollTop', { configurable: true, writable: true, value: top });
  fireEvent.scroll(element);
}

afterEach(() => {
  vi.useRealTimers();
});

describe('VehicleTable infinite scroll', () => {
  it('loads the next page when the end of the list comes into view, and keeps the offset in the store', async () => {
    // the spec's delay runs on the fake clock; it still follows real time, so Testing Library's waits work
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { requests, stores } = renderConsole(<VehicleListPage />, ({ query }) =>
      pageOf(
        Array.from({ length: 100 }, (_, index) => makeVehicle({ plate: `第${String(query.pageNum)}页-${index}` })),
        250,
        Number(query.pageNum),
      ),
    );
    await screen.findByRole('row', { name: /第1页-0 / });
    expect(requests).toHaveLength(1);

    const scrollBox = screen.getByRole('table', { name: '车辆列表' }).firstElementChild as HTMLElement;
    scrollTo(scrollBox, 1000);
    // the middle of the list: well past the spec's delay, still no new page
    await act(() => vi.advanceTimersByTimeAsync(INFINITE_SCROLL_DELAY_MS * 5));
    expect(requests).toHaveLength(1);
    expect(stores.vehicleList.scrollTop).toBe(1000);

    scrollTo(scrollBox, 3480);
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(requests[1]?.query).toMatchObject({ pageNum: 2 });
    await waitFor(() => expect(stores.vehicleList.rows).toHaveLength(200));
  });
});

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useParams } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeGraphQL } from '../../../test/graphql-fake';
import type { Notice } from '../api/list-notifications';
import { NotificationCenter } from './NotificationCenter';

const ORDER_ID = '3f2a9c1e-0000-4000-8000-000000000001';
const NOTICES: Notice[] = [
  {
    id: 'n2',
    user: 'Aroha Admin',
    message: 'Category Venison renamed to Game',
    notificationTime: '2026-11-24T04:03:00.000Z',
    orderId: null,
  },
  {
    id: 'n1',
    user: 'Sophie Tane',
    message: 'Harbourside Bistro placed order 3F2A9',
    notificationTime: '2026-11-23T20:15:00.000Z',
    orderId: ORDER_ID,
  },
];

function OrderScreen() {
  return <p>Order screen {useParams().id}</p>;
}

function renderCenter(notices: Notice[]) {
  fakeGraphQL({ ListNotifications: { data: { listNotifications: notices } } });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/admin/categories']}>
        <NotificationCenter />
        <Routes>
          <Route path="/admin/categories" element={<p>Categories screen</p>} />
          <Route path="/admin/order/:id" element={<OrderScreen />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
});

describe('NotificationCenter', () => {
  it('has no red dot while there are no notices', async () => {
    renderCenter([]);
    fireEvent.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('No notifications yet.')).toBeTruthy();
  });

  it('names the count on the bell and lists who did what, when, in a long New Zealand date', async () => {
    renderCenter(NOTICES);
    const bell = await screen.findByRole('button', { name: 'Notifications (2)' });
    fireEvent.click(bell);
    const center = await screen.findByRole('dialog', { name: 'Notifications' });
    const items = within(center).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Category Venison renamed to GameAroha AdminTuesday, 24 November 2026 at 5:03 pm',
      'Harbourside Bistro placed order 3F2A9Sophie TaneTuesday, 24 November 2026 at 9:15 am',
    ]);
    // Only an order notice leads somewhere.
    expect(within(items[0]!).queryByRole('button')).toBeNull();
  });

  it('opens the order of an order notice and closes', async () => {
    renderCenter(NOTICES);
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications (2)' }));
    const center = await screen.findByRole('dialog', { name: 'Notifications' });
    fireEvent.click(within(center).getByRole('button', { name: /placed order 3F2A9/ }));
    expect(await screen.findByText(`Order screen ${ORDER_ID}`)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Notifications' })).toBeNull());
  });
});

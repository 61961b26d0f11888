import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeGraphQL } from '../../../test/graphql-fake';
import { ContactPage } from './ContactPage';

// The proof of work is the server's and the browser's business (API and E2E tests); here it is solved.
vi.mock('./BotCheck', () => ({
  BotCheck: ({ onChange }: { onChange: (payload: string | null) => void }) => {
    useEffect(() => onChange('solved'), [onChange]);
    return null;
  },
}));

const ACCOUNT = { firstName: 'Sam', lastName: 'Chen', email: 'bistro@demo.test', phone: '021 482 3307' };

/** The server as the page sees it: the prefill and the send. */
const fakeServer = () =>
  fakeGraphQL({
    ContactPrefill: { data: { myAccount: ACCOUNT } },
    SendContactMessage: { data: { sendContactMessage: true } },
  });

function renderPage(customerUserId: string | null) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <ContactPage profile={undefined} customerUserId={customerUserId} onSent={vi.fn()} />
    </QueryClientProvider>,
  );
}

// MUI marks the required fields' labels with ' *'.
const field = (label: string) =>
  screen.findByRole<HTMLInputElement>('textbox', { name: new RegExp(`^${label}( \\*)?$`) });
const send = async () => {
  const button = await screen.findByRole('button', { name: 'Send' });
  await waitFor(() => expect(button).toHaveProperty('disabled', false));
  fireEvent.click(button);
};

describe('Contact Us', () => {
  afterEach(() => {
    cleanup();
  });

  it("fills in a signed-in customer's name, email and phone, and they stay editable", async () => {
    const server = fakeServer();
    renderPage('user-bistro');
    expect((await field('Full Name')).value).toBe('Sam Chen');
    expect((await field('Email')).value).toBe('bistro@demo.test');
    expect((await field('Mobile')).value).toBe('021 482 3307');
    expect((await field('Message')).value).toBe('');

    fireEvent.change(await field('Full Name'), { target: { value: 'Sam from the kitchen' } });
    fireEvent.change(await field('Message'), { target: { value: 'Hello' } });
    await send();
    await screen.findByRole('dialog', { name: 'Message Sent!' });
    expect(server.names().at(-1)).toBe('SendContactMessage');
    expect(server.sent('SendContactMessage').at(-1)?.input).toMatchObject({
      fullName: 'Sam from the kitchen',
      email: 'bistro@demo.test',
      mobile: '021 482 3307',
      message: 'Hello',
    });
  });

  it('asks a guest, and staff, for nothing and starts empty', async () => {
    const server = fakeServer();
    renderPage(null);
    expect((await field('Full Name')).value).toBe('');
    expect((await field('Mobile')).value).toBe('');
    expect(server.requests).toEqual([]);
  });

  it.each(['021 555 1234', '+64 21 555 1234', '(09) 555-0101'])(
    'sends the mobile %j as typed',
    async (mobile) => {
      const server = fakeServer();
      renderPage(null);
      fireEvent.change(await field('Full Name'), { target: { value: 'Sam Chen' } });
      fireEvent.change(await field('Email'), { target: { value: 'sam@bistro.test' } });
      fireEvent.change(await field('Mobile'), { target: { value: mobile } });
      fireEvent.change(await field('Message'), { target: { value: 'Hello' } });
      await send();
      await screen.findByRole('dialog', { name: 'Message Sent!' });
      expect(server.names()).toEqual(['SendContactMessage']);
      expect(server.sent('SendContactMessage')[0]?.input.mobile).toBe(mobile);
    },
  );

  it('says a mobile that is not a phone number is not valid, and sends nothing', async () => {
    const server = fakeServer();
    renderPage(null);
    fireEvent.change(await field('Full Name'), { target: { value: 'Sam Chen' } });
    fireEvent.change(await field('Email'), { target: { value: 'sam@bistro.test' } });
    fireEvent.change(await field('Mobile'), { target: { value: 'call me' } });
    fireEvent.change(await field('Message'), { target: { value: 'Hello' } });
    await send();
    expect(await screen.findByText('Please enter a valid phone number')).toBeTruthy();
    expect((await field('Mobile')).getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText('Please enter a positive number')).toBeNull();
    expect(server.requests).toEqual([]);
  });
});

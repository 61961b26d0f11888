import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContactPage } from './ContactPage';

// The proof of work is the server's and the browser's business (API and E2E tests); here it is solved.
vi.mock('./BotCheck', () => ({
  BotCheck: ({ onChange }: { onChange: (payload: string | null) => void }) => {
    useEffect(() => onChange('solved'), [onChange]);
    return null;
  },
}));

const ACCOUNT = { firstName: 'Sam', lastName: 'Chen', email: 'bistro@demo.test', phone: '021 482 3307' };

type Sent = { query: string; variables?: { input?: Record<string, unknown> } };

/** The server as the page sees it: every request sent, answering the prefill and the send. */
function fakeServer() {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as Sent;
      sent.push(body);
      if (body.query.includes('myAccount')) return Response.json({ data: { myAccount: ACCOUNT } });
      return Response.json({ data: { sendContactMessage: true } });
    }),
  );
  return sent;
}

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
    vi.unstubAllGlobals();
  });

  it("fills in a signed-in customer's name, email and phone, and they stay editable", async () => {
    const sent = fakeServer();
    renderPage('user-bistro');
    expect((await field('Full Name')).value).toBe('Sam Chen');
    expect((await field('Email')).value).toBe('bistro@demo.test');
    expect((await field('Mobile')).value).toBe('021 482 3307');
    expect((await field('Message')).value).toBe('');

    fireEvent.change(await field('Full Name'), { target: { value: 'Sam from the kitchen' } });
    fireEvent.change(await field('Message'), { target: { value: 'Hello' } });
    await send();
    await screen.findByRole('dialog', { name: 'Message Sent!' });
    expect(sent.at(-1)?.variables?.input).toMatchObject({
      fullName: 'Sam from the kitchen',
      email: 'bistro@demo.test',
      mobile: '021 482 3307',
      message: 'Hello',
    });
  });

  it('asks a guest, and staff, for nothing and starts empty', async () => {
    const sent = fakeServer();
    renderPage(null);
    expect((await field('Full Name')).value).toBe('');
    expect((await field('Mobile')).value).toBe('');
    expect(sent).toEqual([]);
  });

  it.each(['021 555 1234', '+64 21 555 1234', '(09) 555-0101'])(
    'sends the mobile %j as typed',
    async (mobile) => {
      const sent = fakeServer();
      renderPage(null);
      fireEvent.change(await field('Full Name'), { target: { value: 'Sam Chen' } });
      fireEvent.change(await field('Email'), { target: { value: 'sam@bistro.test' } });
      fireEvent.change(await field('Mobile'), { target: { value: mobile } });
      fireEvent.change(await field('Message'), { target: { value: 'Hello' } });
      await send();
      await screen.findByRole('dialog', { name: 'Message Sent!' });
      expect(sent.at(-1)?.variables?.input?.mobile).toBe(mobile);
    },
  );

  it('says a mobile that is not a phone number is not valid, and sends nothing', async () => {
    const sent = fakeServer();
    renderPage(null);
    fireEvent.change(await field('Full Name'), { target: { value: 'Sam Chen' } });
    fireEvent.change(await field('Email'), { target: { value: 'sam@bistro.test' } });
    fireEvent.change(await field('Mobile'), { target: { value: 'call me' } });
    fireEvent.change(await field('Message'), { target: { value: 'Hello' } });
    await send();
    expect(await screen.findByText('Please enter a valid phone number')).toBeTruthy();
    expect((await field('Mobile')).getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText('Please enter a positive number')).toBeNull();
    expect(sent).toEqual([]);
  });
});

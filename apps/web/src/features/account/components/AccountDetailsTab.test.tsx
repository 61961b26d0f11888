import { MESSAGES } from '@cleaver/domain/messages';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type ShowSnackbar, SnackbarContext } from '../../../components/snackbar-context';
import { type Answer, fakeGraphQL, refused } from '../../../test/graphql-fake';
import type { MyAccount } from '../api/my-account';
import { AccountDetailsTab } from './AccountDetailsTab';

const ACCOUNT: MyAccount = {
  businessName: 'Harbourside Bistro',
  contactPerson: 'Sam Chen',
  phone: '021 482 3307',
  email: 'bistro@demo.test',
  address: {
    addr1: 'Harbourside Bistro',
    addr2: '1 Quay St',
    addr3: '',
    city: 'Auckland',
    postalCode: '1010',
  },
  orderConfirmationEmails: true,
};

const snackbarMessages: string[] = [];
const recordSnackbar: ShowSnackbar = (message) => {
  snackbarMessages.push(message);
};

/** The server as the tab sees it: each change is given `answer`. */
const fakeServer = (answer: (input: Record<string, unknown>) => Answer) =>
  fakeGraphQL({ UpdateMyAccount: ({ input }) => answer(input) });

const saved = (input: Record<string, unknown>): Answer => ({
  data: { updateMyAccount: { ...ACCOUNT, ...(input.email ? { email: input.email } : {}) } },
});

function renderEditing() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <SnackbarContext value={recordSnackbar}>
        <AccountDetailsTab account={ACCOUNT} />
      </SnackbarContext>
    </QueryClientProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Edit phone and email' }));
}

// MUI marks the required Phone and Email labels with ' *'.
const typeInto = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(`${label} *`), { target: { value } });
const passwordField = () => screen.queryByLabelText<HTMLInputElement>('Current password');
const typePassword = (value: string) => fireEvent.change(passwordField()!, { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

describe('Account Details', () => {
  beforeEach(() => {
    snackbarMessages.length = 0;
  });
  afterEach(() => {
    cleanup();
  });

  it('asks for the current password only while the email differs from the saved one', () => {
    fakeServer(saved);
    renderEditing();
    expect(passwordField()).toBeNull();
    typeInto('Email', ' BISTRO@demo.test ');
    expect(passwordField()).toBeNull();
    typeInto('Email', 'orders@bistro.test');
    expect(passwordField()).not.toBeNull();
    expect(screen.getByText(MESSAGES.currentPasswordForEmailHelp)).toBeTruthy();
    typeInto('Email', 'bistro@demo.test');
    expect(passwordField()).toBeNull();
  });

  it('says the password is needed before asking the server', async () => {
    const server = fakeServer(saved);
    renderEditing();
    typeInto('Email', 'orders@bistro.test');
    save();
    expect(await screen.findByText(MESSAGES.currentPasswordForEmail)).toBeTruthy();
    expect(server.requests).toEqual([]);
  });

  it('sends the password with the new email and shows a wrong one under its field', async () => {
    const server = fakeServer(() => refused('OLD_PASSWORD_INCORRECT', 'Old password is incorrect'));
    renderEditing();
    typeInto('Email', 'orders@bistro.test');
    typePassword('not-my-password');
    save();
    expect(await screen.findByText('Old password is incorrect')).toBeTruthy();
    expect(server.sent('UpdateMyAccount')).toEqual([
      { input: { email: 'orders@bistro.test', currentPassword: 'not-my-password' } },
    ]);
    expect(snackbarMessages).toEqual(['Old password is incorrect']);
    expect(passwordField()?.value).toBe('not-my-password');
  });

  it('clears the password once the email is changed', async () => {
    fakeServer(saved);
    renderEditing();
    typeInto('Email', 'orders@bistro.test');
    typePassword('demo-pass-1');
    save();
    await waitFor(() => expect(snackbarMessages).toEqual([MESSAGES.detailsUpdated]));
    fireEvent.click(screen.getByRole('button', { name: 'Edit phone and email' }));
    typeInto('Email', 'other@bistro.test');
    expect(passwordField()?.value).toBe('');
  });

  it('sends a phone change, or the same email in another case, without a password', async () => {
    const server = fakeServer(saved);
    renderEditing();
    typeInto('Phone', '021 000 1234');
    typeInto('Email', 'Bistro@Demo.Test');
    save();
    await waitFor(() => expect(snackbarMessages).toEqual([MESSAGES.detailsUpdated]));
    expect(server.sent('UpdateMyAccount')).toEqual([{ input: { phone: '021 000 1234' } }]);
  });
});

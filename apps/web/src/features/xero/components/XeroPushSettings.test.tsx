import { createTheme, ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeGraphQL, refused } from '../../../test/graphql-fake';
import { XeroPushSettings } from './XeroPushSettings';

const MAPPING = {
  salesAccountCode: '200',
  freightAccountCode: '200',
  cuttingAccountCode: '200',
  taxType: 'OUTPUT2',
  contactMatch: 'NUMBER_THEN_NAME',
  syncFrom: '2026-12-03T01:00:00.000Z',
};
const PROBLEM = {
  kind: 'INVOICE',
  localId: 'i1',
  document: 'Invoice 1042',
  error: "Account code '9999' is not a valid code for this document.",
  attempts: 2,
  attemptedAt: '2026-12-03T02:00:00.000Z',
};

function renderSettings() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <ThemeProvider theme={createTheme({ cssVariables: true })}>
      <QueryClientProvider client={queryClient}>
        <XeroPushSettings />
      </QueryClientProvider>
    </ThemeProvider>,
  );
}

afterEach(() => {
  cleanup();
});

describe('XeroPushSettings', { timeout: 15_000 }, () => {
  it('saves the account codes, and says in Xero’s words when one is wrong', async () => {
    const server = fakeGraphQL({
      XeroMapping: { data: { xeroMapping: MAPPING } },
      XeroPushProblems: { data: { xeroPushProblems: [] } },
      SetXeroMapping: refused(
        'BAD_INPUT',
        'Xero has no active account 210 (the freight account code). Check the chart of accounts in Xero.',
      ),
    });
    renderSettings();
    const freight = await screen.findByRole('textbox', { name: 'Freight account code' });
    expect(screen.getByRole('textbox', { name: 'Sales account code' })).toHaveProperty('value', '200');
    fireEvent.change(freight, { target: { value: '210' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save accounts' }));
    await screen.findByText(
      'Xero has no active account 210 (the freight account code). Check the chart of accounts in Xero.',
    );
    expect(server.sent('SetXeroMapping')).toEqual([
      {
        salesAccountCode: '200',
        freightAccountCode: '210',
        cuttingAccountCode: '200',
        taxType: 'OUTPUT2',
        contactMatch: 'NUMBER_THEN_NAME',
      },
    ]);
    expect(await screen.findByText('Nothing: Xero took everything sent.')).toBeTruthy();
  });

  it('lists what Xero refused in its words, and retries one', async () => {
    const server = fakeGraphQL({
      XeroMapping: { data: { xeroMapping: MAPPING } },
      XeroPushProblems: { data: { xeroPushProblems: [PROBLEM] } },
      RetryXeroPush: { data: { retryXeroPush: [] } },
    });
    renderSettings();
    const list = await screen.findByRole('list', { name: 'Refused by Xero' });
    await within(list).findByText('Invoice 1042');
    expect(within(list).getByText("Account code '9999' is not a valid code for this document.")).toBeTruthy();
    expect(within(list).getByText(/Tried 2 times/)).toBeTruthy();
    fireEvent.click(within(list).getByRole('button', { name: 'Retry Invoice 1042' }));
    await screen.findByText('Nothing: Xero took everything sent.');
    expect(server.sent('RetryXeroPush')).toEqual([{ kind: 'INVOICE', localId: 'i1' }]);
  });
});

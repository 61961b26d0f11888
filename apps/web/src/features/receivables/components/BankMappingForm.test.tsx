import type { BankCsvMapping } from '@cleaver/domain/bank-csv';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ShowSnackbar, SnackbarContext } from '../../../components/snackbar-context';
import { fakeGraphQL } from '../../../test/graphql-fake';
import type { BankLine } from '../api/bank-lines';
import { BankImportPage } from './BankImportPage';
import { BankMappingForm } from './BankMappingForm';

const ANZ_HEADER = [
  'Type',
  'Details',
  'Particulars',
  'Code',
  'Reference',
  'Amount',
  'Date',
  'ForeignCurrencyAmount',
  'ConversionCharge',
];
const GUESSED: BankCsvMapping = {
  date: 'Date',
  amount: 'Amount',
  particulars: 'Particulars',
  code: 'Code',
  reference: 'Reference',
  otherParty: 'Details',
  dateFormat: 'DD/MM/YYYY',
};

const theme = createTheme({ cssVariables: true });

function renderForm(mapping: BankCsvMapping = GUESSED) {
  const onChange = vi.fn();
  const onSubmit = vi.fn();
  render(
    <ThemeProvider theme={theme}>
      <BankMappingForm
        header={ANZ_HEADER}
        mapping={mapping}
        disabled={false}
        onChange={onChange}
        onSubmit={onSubmit}
        submitLabel="Import 2 lines"
      />
    </ThemeProvider>,
  );
  return { onChange, onSubmit };
}

const select = (name: string) => screen.getByRole('combobox', { name: new RegExp(`^${name}\\s*\\*?$`) });

async function choose(name: string, option: string) {
  fireEvent.mouseDown(select(name));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

afterEach(() => {
  cleanup();
});

describe('BankMappingForm', { timeout: 15_000 }, () => {
  it('shows the saved or guessed column for each field', () => {
    renderForm({ ...GUESSED, particulars: null, code: 'No such column' });
    expect(
      ['Date', 'Amount', 'Particulars', 'Code', 'Reference', 'Other party', 'Date format'].map(
        (name) => select(name).textContent,
      ),
    ).toEqual([
      'Date',
      'Amount',
      'Not in this file',
      'Not in this file',
      'Reference',
      'Details',
      'DD/MM/YYYY',
    ]);
  });

  it('offers the file’s columns, and says a reference field may be missing but the date may not', async () => {
    renderForm();
    fireEvent.mouseDown(select('Reference'));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Not in this file', ...ANZ_HEADER]);
    fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });
    fireEvent.mouseDown(select('Date'));
    const dateOptions = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(dateOptions.map((o) => o.textContent)).toEqual(ANZ_HEADER);
  });

  it('reads the file again when a column or the date format changes', async () => {
    const { onChange } = renderForm();
    await choose('Reference', 'Not in this file');
    expect(onChange).toHaveBeenLastCalledWith({ ...GUESSED, reference: null });
    await choose('Date format', 'YYYY-MM-DD (2026-12-31)');
    expect(onChange).toHaveBeenLastCalledWith({ ...GUESSED, reference: null, dateFormat: 'YYYY-MM-DD' });
  });

  it('imports with the mapping chosen', async () => {
    const { onSubmit } = renderForm();
    await choose('Other party', 'Type');
    fireEvent.click(screen.getByRole('button', { name: 'Import 2 lines' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({ ...GUESSED, otherParty: 'Type' });
  });

  it('asks for the date and amount columns when none was guessed, and sends nothing', async () => {
    const { onSubmit, onChange } = renderForm({ ...GUESSED, date: '', amount: '' });
    fireEvent.click(screen.getByRole('button', { name: 'Import 2 lines' }));
    expect(await screen.findByText('Choose the column that holds the date.')).toBeTruthy();
    expect(screen.getByText('Choose the column that holds the amount.')).toBeTruthy();
    await choose('Date', 'Date');
    expect(onChange).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

const LINE: BankLine = {
  __typename: 'BankLine',
  key: 'k1',
  lineNumber: 2,
  fileName: 'anz.csv',
  postedOn: '2026-12-02',
  amount: 12_345,
  particulars: 'INV-1042',
  code: 'HB001',
  reference: 'Nov',
  otherParty: 'HARBOURSIDE BISTRO',
  status: 'OPEN',
  alreadyImported: false,
  paymentId: null,
  proposal: {
    customerId: 'c1',
    companyName: 'Harbourside Bistro',
    customerCode: 'HB001',
    documents: [{ id: 'i1', number: '1042' }],
    reason: 'INV-1042 in particulars',
  },
} as BankLine;

describe('BankImportPage', { timeout: 15_000 }, () => {
  function renderPage() {
    const shown: string[] = [];
    const show: ShowSnackbar = (message) => void shown.push(message);
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <ThemeProvider theme={theme}>
        <MemoryRouter>
          <QueryClientProvider client={queryClient}>
            <SnackbarContext value={show}>
              <BankImportPage />
            </SnackbarContext>
          </QueryClientProvider>
        </MemoryRouter>
      </ThemeProvider>,
    );
    return shown;
  }

  it('previews a chosen file with its mapping, imports it, and confirms a waiting line as proposed', async () => {
    const csv = `${ANZ_HEADER.join(',')}\r\nDirect Credit,HARBOURSIDE BISTRO,INV-1042,HB001,Nov,123.45,02/12/2026,,`;
    const server = fakeGraphQL({
      BankLines: { data: { bankLines: [] } },
      PreviewBankImport: {
        data: {
          previewBankImport: {
            fileName: 'anz.csv',
            header: ANZ_HEADER,
            mapping: GUESSED,
            mappingSaved: false,
            lines: [LINE],
            debitCount: 1,
            problem: null,
          },
        },
      },
      ImportBankLines: { data: { importBankLines: { imported: 1, alreadyImported: 0, debitCount: 1 } } },
    });
    const shown = renderPage();
    expect(await screen.findByText('No bank lines are waiting to be matched.')).toBeTruthy();
    const input = screen.getByLabelText('Bank statement (CSV)') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File([csv], 'anz.csv', { type: 'text/csv' })] } });
    expect((await screen.findByRole('status')).textContent).toBe('1 credit line; 1 debit left out.');
    expect(server.sent('PreviewBankImport')).toEqual([{ fileName: 'anz.csv', csv }]);
    const table = screen.getByRole('table', { name: 'Lines in the file' });
    expect(
      within(table).getByText('Harbourside Bistro (HB001), pays 1042: INV-1042 in particulars'),
    ).toBeTruthy();
    expect(select('Other party').textContent).toBe('Details');
    expect(select('Date format').textContent).toBe('DD/MM/YYYY');

    server.answer({
      BankLines: { data: { bankLines: [{ ...LINE, alreadyImported: true, lineNumber: null }] } },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Import 1 line' }));
    await waitFor(() => expect(shown).toEqual(['1 new line imported from anz.csv']));
    expect(server.sent('ImportBankLines')).toEqual([{ fileName: 'anz.csv', csv, mapping: GUESSED }]);
    const waiting = await screen.findByRole('group', { name: '$123.45 on 02/12/2026' });

    server.answer({
      ConfirmBankLine: { data: { confirmBankLine: { ...LINE, status: 'MATCHED', paymentId: 'p1' } } },
      BankLines: { data: { bankLines: [] } },
    });
    fireEvent.click(within(waiting).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(shown).toContain('Payment of $123.45 on 02/12/2026 recorded for Harbourside Bistro'),
    );
    expect(server.sent('ConfirmBankLine')).toEqual([{ key: 'k1', customerId: 'c1', documentIds: ['i1'] }]);
  });

  it('says why a file cannot be read', async () => {
    fakeGraphQL({
      BankLines: { data: { bankLines: [] } },
      PreviewBankImport: {
        errors: [
          {
            message: 'We could not read this file: a quote opened on line 2 is never closed.',
            extensions: { code: 'BAD_INPUT' },
          },
        ],
      },
    });
    renderPage();
    fireEvent.change(screen.getByLabelText('Bank statement (CSV)'), {
      target: { files: [new File(['a,"b'], 'bad.csv', { type: 'text/csv' })] },
    });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'We could not read this file: a quote opened on line 2 is never closed.',
    );
  });
});

import { createTheme, ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeGraphQL } from '../../../test/graphql-fake';
import { MyStatements } from './MyStatements';

function renderSection() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <ThemeProvider theme={createTheme({ cssVariables: true })}>
      <QueryClientProvider client={queryClient}>
        <MyStatements />
      </QueryClientProvider>
    </ThemeProvider>,
  );
}

afterEach(() => {
  cleanup();
});

describe('MyStatements', () => {
  it('offers each statement to download, newest first', async () => {
    fakeGraphQL({
      MyStatements: {
        data: {
          myStatements: [
            {
              id: 's2',
              period: '2026-11',
              periodLabel: 'November 2026',
              statementDate: '2026-11-30',
              closingBalance: 33_450,
              pdfUrl: '/api/statements/s2.pdf',
            },
            {
              id: 's1',
              period: '2026-10',
              periodLabel: 'October 2026',
              statementDate: '2026-10-31',
              closingBalance: 0,
              pdfUrl: '/api/statements/s1.pdf',
            },
          ],
        },
      },
    });
    renderSection();
    screen.getByRole('region', { name: 'Statements' });
    const november = await screen.findByRole('link', { name: 'Download statement for November 2026' });
    expect(november.getAttribute('href')).toBe('/api/statements/s2.pdf');
    expect(screen.getByText(/Dated 30\/11\/2026 · closing balance \$334\.50/)).toBeTruthy();
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Download statement for November 2026',
      'Download statement for October 2026',
    ]);
  });

  it('says when there is none yet', async () => {
    fakeGraphQL({ MyStatements: { data: { myStatements: [] } } });
    renderSection();
    expect(
      await screen.findByText('Your monthly statements will be here once the first is sent.'),
    ).toBeTruthy();
  });
});

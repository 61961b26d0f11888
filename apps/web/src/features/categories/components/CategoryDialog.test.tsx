import { categoryInUse } from '@cleaver/domain/admin-messages';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ShowSnackbar, SnackbarContext } from '../../../components/snackbar-context';
import { fakeGraphQL, refused } from '../../../test/graphql-fake';
import { CategoryDialog } from './CategoryDialog';

function renderDialog(category: { id: string; categoryName: string } | null) {
  const shown: Array<{ message: string; persist: boolean }> = [];
  const show: ShowSnackbar = (message, _severity, options) =>
    void shown.push({ message, persist: options?.persist ?? false });
  const onClose = vi.fn();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <ThemeProvider theme={createTheme()}>
      <QueryClientProvider client={queryClient}>
        <SnackbarContext value={show}>
          <CategoryDialog category={category} onClose={onClose} />
        </SnackbarContext>
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return { shown, onClose };
}

afterEach(() => {
  cleanup();
});

describe('CategoryDialog', () => {
  it('asks for a name before sending anything', async () => {
    const server = fakeGraphQL();
    const { onClose } = renderDialog(null);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Category is required')).toBeTruthy();
    expect(server.requests).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('adds a category, says so and closes', async () => {
    const server = fakeGraphQL({
      CreateCategory: { data: { createCategory: { id: 'c1', categoryName: 'Venison' } } },
    });
    const { shown, onClose } = renderDialog(null);
    expect(screen.queryByRole('button', { name: 'Delete category' })).toBeNull();
    fireEvent.change(screen.getByLabelText(/Category Name/), { target: { value: '  Venison ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(server.sent('CreateCategory')).toEqual([{ categoryName: 'Venison' }]);
    expect(shown).toEqual([{ message: 'Category created.', persist: false }]);
  });

  it('shows a refused duplicate under the field and stays open', async () => {
    const server = fakeGraphQL({
      UpdateCategory: refused('CATEGORY_EXISTS', 'This category already exists.'),
    });
    const { onClose } = renderDialog({ id: 'c1', categoryName: 'Lamb' });
    fireEvent.change(screen.getByLabelText(/Category Name/), { target: { value: 'Beef' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This category already exists.')).toBeTruthy();
    expect(server.sent('UpdateCategory')).toEqual([{ id: 'c1', categoryName: 'Beef' }]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('asks before deleting, and keeps the refusal with its product count on screen until closed', async () => {
    const server = fakeGraphQL({ DeleteCategory: refused('CATEGORY_IN_USE', categoryInUse(12)) });
    const { shown, onClose } = renderDialog({ id: 'c1', categoryName: 'Chicken' });
    fireEvent.click(screen.getByRole('button', { name: 'Delete category' }));
    expect(await screen.findByText('Are you sure you want to delete this category?')).toBeTruthy();
    expect(server.requests).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(shown).toHaveLength(1));
    expect(server.sent('DeleteCategory')).toEqual([{ id: 'c1' }]);
    expect(shown[0]).toEqual({
      message: 'This category still holds 12 products. Move them to another category first.',
      persist: true,
    });
    expect(onClose).not.toHaveBeenCalled();
  });
});

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProductImageField, type ProductImageFieldProps } from './ProductImageField';

function renderField(props: Partial<ProductImageFieldProps> = {}) {
  const onChange = vi.fn();
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  render(<ProductImageField imageKey={null} previewUrl={null} onChange={onChange} {...props} />, { wrapper });
  return onChange;
}

const chooseFile = (file: File) =>
  fireEvent.change(screen.getByLabelText('Upload Image'), { target: { files: [file] } });

describe('ProductImageField', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows an empty frame and only Upload Image when there is no image', () => {
    renderField();
    expect(screen.getByText('No image')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remove' })).toBeNull();
    const input = screen.getByLabelText('Upload Image') as HTMLInputElement;
    expect(input.type).toBe('file');
    expect(input.accept).toBe('image/jpeg,image/png,image/webp');
    // The button-looking label is not a second control around the input (axe: nested-interactive).
    expect(input.closest('label')?.getAttribute('role')).toBeNull();
    expect(input.closest('label')?.getAttribute('tabindex')).toBe('-1');
  });

  it('refuses a 3 MB photo in place with its size, sending nothing and keeping the image', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const onChange = renderField({ imageKey: 'products/a', previewUrl: '/images/products/a-640.webp' });
    chooseFile(new File([new Uint8Array(3 * 1024 * 1024)], 'big.jpg', { type: 'image/jpeg' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Maximum image size is 2MB, reduce the image size and try again. (3.0 MB)',
    );
    expect(fetch).not.toHaveBeenCalled();
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('img', { name: 'Product image preview' }).getAttribute('src')).toBe(
      '/images/products/a-640.webp',
    );
  });

  it('uploads a chosen photo, shows progress meanwhile, and hands the new key and preview up', async () => {
    let answer: (response: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    const onChange = renderField();
    chooseFile(new File([new Uint8Array(1000)], 'brisket.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByRole('progressbar', { name: 'Uploading image' })).toBeTruthy();
    expect((screen.getByLabelText('Upload Image') as HTMLInputElement).disabled).toBe(true);
    answer(
      Response.json(
        {
          imageKey: 'products/new',
          image: { url: '/images/products/new-640.webp', srcSet: '', width: 640, height: 480 },
        },
        { status: 201 },
      ),
    );
    await waitFor(() =>
      expect(onChange).toHaveBeenCalledWith({
        imageKey: 'products/new',
        previewUrl: '/images/products/new-640.webp',
      }),
    );
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('removes the image', () => {
    const onChange = renderField({ imageKey: 'products/a', previewUrl: '/images/products/a-640.webp' });
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(onChange).toHaveBeenCalledWith({ imageKey: null, previewUrl: null });
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { ImageUploadError, imageFileProblem, uploadProductImage } from './upload-product-image';

const TOO_LARGE = 'Maximum image size is 2MB, reduce the image size and try again.';

function fileOf(size: number, type = 'image/jpeg', name = 'photo.jpg'): File {
  return new File([new Uint8Array(size)], name, { type });
}

describe('the browser-side check before an upload', () => {
  it.each([
    [3 * 1024 * 1024, `${TOO_LARGE} (3.0 MB)`],
    [3_250_000, `${TOO_LARGE} (3.1 MB)`],
    // Just over the limit reads 2.1 MB, never a confusing 2.0 MB.
    [2 * 1024 * 1024 + 1, `${TOO_LARGE} (2.1 MB)`],
  ])('refuses %i bytes with the spec’s message and the size', (size, message) => {
    expect(imageFileProblem({ size, type: 'image/jpeg' })?.message).toBe(message);
  });

  it('lets through a JPEG, PNG or WebP of up to exactly 2 MB, and a file whose type the browser does not know', () => {
    expect(imageFileProblem({ size: 2 * 1024 * 1024, type: 'image/jpeg' })).toBeNull();
    expect(imageFileProblem({ size: 500_000, type: 'image/png' })).toBeNull();
    expect(imageFileProblem({ size: 500_000, type: 'image/webp' })).toBeNull();
    expect(imageFileProblem({ size: 500_000, type: '' })).toBeNull();
  });

  it('refuses other types the browser knows, such as HEIC photos', () => {
    expect(imageFileProblem({ size: 500_000, type: 'image/heic' })?.code).toBe('IMAGE_TYPE_UNSUPPORTED');
  });
});

describe('uploadProductImage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('never sends a file over 2 MB', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const error = await uploadProductImage(fileOf(3_250_000)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImageUploadError);
    expect((error as Error).message).toBe(`${TOO_LARGE} (3.1 MB)`);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends the file as the form field `image` with the session cookie, and returns the new key', async () => {
    const answer = {
      imageKey: 'products/0b7c8d2e-5f1a-4c3b-9d2e-1f2a3b4c5d6e',
      image: { url: '/images/x-640.webp', srcSet: '', width: 640, height: 480 },
    };
    const fetch = vi.fn(async () => Response.json(answer, { status: 201 }));
    vi.stubGlobal('fetch', fetch);
    const file = fileOf(1000);
    expect(await uploadProductImage(file)).toEqual(answer);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/admin/product-images');
    expect(init).toMatchObject({ method: 'POST', credentials: 'same-origin' });
    expect((init.body as FormData).get('image')).toBeInstanceOf(File);
  });

  it('shows the server’s refusal, and the size again when the server finds the file too large', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({ code: 'IMAGE_TYPE_UNSUPPORTED', message: 'server words' }, { status: 415 }),
      ),
    );
    await expect(uploadProductImage(fileOf(1000))).rejects.toMatchObject({
      code: 'IMAGE_TYPE_UNSUPPORTED',
      message: 'Only JPEG, PNG and WebP images can be uploaded. Please choose another image.',
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('Payload Too Large', { status: 413 })),
    );
    await expect(uploadProductImage(fileOf(1_900_000))).rejects.toMatchObject({
      code: 'IMAGE_TOO_LARGE',
      message: `${TOO_LARGE} (1.9 MB)`,
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    await expect(uploadProductImage(fileOf(1000))).rejects.toMatchObject({ code: 'SERVER_UNAVAILABLE' });
  });
});

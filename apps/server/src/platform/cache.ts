/**
 * One value loaded on first use and kept until {@link invalidate}. Concurrent first reads share one
 * load; a load that was overtaken by an invalidation is served to those already waiting but not kept;
 * a failed load is not kept either.
 */
export class ReloadingValue<T> {
  private value: { current: T } | null = null;
  private loading: Promise<T> | null = null;
  private generation = 0;

  constructor(private readonly load: () => Promise<T>) {}

  get(): Promise<T> {
    if (this.value) return Promise.resolve(this.value.current);
    if (this.loading) return this.loading;
    const generation = this.generation;
    const loading = this.load().then(
      (current) => {
        if (generation === this.generation) this.value = { current };
        if (this.loading === loading) this.loading = null;
        return current;
      },
      (error: unknown) => {
        if (this.loading === loading) this.loading = null;
        throw error;
      },
    );
    this.loading = loading;
    return loading;
  }

  invalidate(): void {
    this.generation++;
    this.value = null;
    this.loading = null;
  }
}

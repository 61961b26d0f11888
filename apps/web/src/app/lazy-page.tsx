import { type ComponentType, lazy } from 'react';

export type LazyPage<P extends object> = ComponentType<P> & {
  /** Starts loading the page's code; once loaded, the page renders without suspending. */
  preload: () => Promise<unknown>;
};

/**
 * A page whose code loads on first use, like React.lazy, but which can be loaded beforehand: main.tsx
 * loads the page being opened before the first render, so it paints at once instead of a spinner that the
 * page then pushes aside.
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): LazyPage<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const preload = () => {
    loading ??= load().then((component) => {
      loaded = component;
      return component;
    });
    return loading;
  };
  const Lazy = lazy(async () => ({ default: await preload() }));
  function Page(props: P) {
    const Component = loaded ?? Lazy;
    return <Component {...props} />;
  }
  return Object.assign(Page, { preload });
}

import { Component, type ErrorInfo, type ReactNode } from 'react';
import { CrashPage } from './pages/CrashPage';

interface AppErrorBoundaryProps {
  children: ReactNode;
}

interface AppErrorBoundaryState {
  error: unknown;
}

/** Catches a crashed page (or a page whose code failed to download) and offers a reload. */
export class AppErrorBoundary extends Component<AppErrorBoundaryProps, AppErrorBoundaryState> {
  override state: AppErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): AppErrorBoundaryState {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render() {
    return this.state.error ? <CrashPage /> : this.props.children;
  }
}

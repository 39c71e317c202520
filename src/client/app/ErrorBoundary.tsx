// Catches what a page throws while rendering (including a screen whose code could not be loaded)
// and shows the error page inside the shell. The error goes to console.error and to our error list
// (lib/error-reporting: React 19 hands a caught error to no window handler, so the boundary reports it).
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorPage } from './ErrorPage';
import { reportCaughtError } from '../lib/error-reporting';

interface State {
  error: Error | undefined;
  /** The page the error happened on: moving to another page leaves the error behind. */
  path: string;
}

export class ErrorBoundary extends Component<{ path: string; children: ReactNode }, State> {
  override state: State = { error: undefined, path: this.props.path };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: { path: string }, state: State): Partial<State> | null {
    return props.path === state.path ? null : { error: undefined, path: props.path };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    // The error itself (its message and stack), the page and the components it was thrown in.
    console.error('page error', this.props.path, error, info.componentStack);
    reportCaughtError(error);
  }

  override render() {
    return this.state.error ? <ErrorPage /> : this.props.children;
  }
}

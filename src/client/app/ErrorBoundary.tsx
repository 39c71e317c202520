// Catches what a page throws while rendering (including a screen whose code could not be loaded)
// and shows the error page inside the shell. The error is tracked with console.error, which the
// browser's and any monitoring's console capture reads (no error-reporting service is wired yet).
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorPage } from './ErrorPage';

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
    console.error('page error', { path: this.props.path, message: error.message, stack: error.stack, componentStack: info.componentStack });
  }

  override render() {
    return this.state.error ? <ErrorPage /> : this.props.children;
  }
}

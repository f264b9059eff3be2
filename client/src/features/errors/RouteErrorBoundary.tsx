import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RouteError } from './RouteError';

interface Props {
  /** The current path: the next navigation clears the error and renders the new page. */
  resetKey: string;
  children: ReactNode;
}

interface State {
  hasError: boolean;
  resetKey: string;
}

/** Keeps the shell usable when a page throws, e.g. its chunk is gone after a new release. */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { hasError: false, resetKey: this.props.resetKey };

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { hasError: false, resetKey: props.resetKey };
  }

  static getDerivedStateFromError(): Partial<State> {
    return { hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    return this.state.hasError ? <RouteError /> : this.props.children;
  }
}

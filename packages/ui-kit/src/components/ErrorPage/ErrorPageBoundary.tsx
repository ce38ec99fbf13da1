import { Component, type ErrorInfo, type ReactNode } from 'react';

export const ERROR_PAGE_FAILED_TEXT = 'An error occurred while showing the error page';

interface Props {
  children: ReactNode;
  homeHref?: string;
  onError?: (error: unknown, info: ErrorInfo) => void;
}

interface State {
  failed: boolean;
}

/**
 * The last wall: if the error page itself throws, show plain markup that cannot fail again
 * (no antd, no theme) with a way home.
 */
export class ErrorPageBoundary extends Component<Props, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    this.props.onError?.(error, info);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert" style={{ padding: 48, textAlign: 'center', fontFamily: 'sans-serif' }}>
        <p>{ERROR_PAGE_FAILED_TEXT}</p>
        <a href={this.props.homeHref ?? '/'}>Home page</a>
      </div>
    );
  }
}

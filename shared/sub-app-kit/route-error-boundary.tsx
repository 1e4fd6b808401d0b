import { Component, type ErrorInfo, type ReactNode } from 'react';
import { isApiError } from '../http/api-error';
import { RouteErrorView } from './route-error-view';

interface RouteErrorBoundaryProps {
  /** a new value (another route) clears the error */
  resetKey: string;
  children: ReactNode;
}

/** API errors carry a Chinese message; anything else is a bug whose text means nothing to users. */
export function routeErrorMessage(error: unknown): string {
  return isApiError(error) ? error.message : '页面发生意外错误，请重试';
}

type RouteErrorBoundaryState = { failed: false } | { failed: true; error: unknown };

/**
 * Catches a screen's render errors so one broken screen shows a Chinese message with 重试 instead
 * of blanking the console (and, inside the shell, leaving an empty frame).
 */
export class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, RouteErrorBoundaryState> {
  override state: RouteErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(error: unknown): RouteErrorBoundaryState {
    return { failed: true, error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('[子应用] 页面渲染出错', error, info.componentStack);
  }

  override componentDidUpdate(previous: RouteErrorBoundaryProps): void {
    if (previous.resetKey !== this.props.resetKey && this.state.failed) this.setState({ failed: false });
  }

  private readonly retry = () => this.setState({ failed: false });

  override render() {
    if (this.state.failed) return <RouteErrorView message={routeErrorMessage(this.state.error)} onRetry={this.retry} />;
    return this.props.children;
  }
}

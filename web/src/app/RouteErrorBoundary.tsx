import { Component, type ReactNode } from "react";
import { RouteErrorPage } from "./RouteErrorPage";
import { ScreenTakenOver } from "./screen-taken-over";

type Props = { resetKey: string; children: ReactNode };
type State = { failed: boolean; resetKey: string };

/**
 * Shows RouteErrorPage in place of a screen that threw while rendering or whose chunk failed to download; a new
 * `resetKey` (another address) tries again.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override render() {
    return this.state.failed ? (
      <>
        <RouteErrorPage />
        <ScreenTakenOver />
      </>
    ) : (
      this.props.children
    );
  }
}

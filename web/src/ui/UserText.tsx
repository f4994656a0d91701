import "./user-text.css";

/**
 * Text a person wrote (a name, a message, a task's title), shown isolated from the text around it (decision 0169):
 * a right-to-left override or mark inside it turns only itself around, never the name, time or label beside it, and
 * its direction is its own first letter's. A word longer than the line (a 2,000-character one) wraps anywhere.
 */
export function UserText({ children, className }: { children: string; className?: string }) {
  return <bdi className={className ? `user-text ${className}` : "user-text"}>{children}</bdi>;
}

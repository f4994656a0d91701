import { Typography } from "antd";

/** Text a teacher wrote, shown as plain text with its line breaks (never as HTML: decision 0021). */
export function TaskText({ text, strong = false }: { text: string; strong?: boolean }) {
  if (text.trim() === "") return null;
  return (
    <Typography.Paragraph className="task-text" strong={strong}>
      {text}
    </Typography.Paragraph>
  );
}

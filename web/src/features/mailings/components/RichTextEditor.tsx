import {
  BoldOutlined,
  ItalicOutlined,
  LinkOutlined,
  UnderlineOutlined,
  UnorderedListOutlined,
} from "@ant-design/icons";
import { Button, Space, Tooltip } from "antd";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";

/**
 * The mailing's rich-text editor (decision 0066): a contenteditable region with the few marks the server's
 * allow-list keeps (bold, italic, underline, lists, links). It lives in the mailing screen's chunk only; whatever
 * HTML it produces, the server sanitises before storing. The project had no rich-text editor to reuse.
 */
export function RichTextEditor({
  value,
  onChange,
  label,
}: {
  value: string;
  onChange: (html: string) => void;
  label: string;
}) {
  const { t } = useTranslation();
  const area = useRef<HTMLDivElement>(null);
  // Written into the DOM only when it differs, so typing keeps the caret where it is.
  useEffect(() => {
    if (area.current && area.current.innerHTML !== value) area.current.innerHTML = value;
  }, [value]);
  const run = (command: string, argument?: string) => {
    area.current?.focus();
    document.execCommand(command, false, argument);
    onChange(area.current?.innerHTML ?? "");
  };
  const link = () => {
    const address = window.prompt(t("mailings.editor.linkPrompt"), "https://");
    if (address && /^(https?:|mailto:)/i.test(address)) run("createLink", address);
  };
  const tools = [
    { key: "bold", icon: <BoldOutlined />, act: () => run("bold") },
    { key: "italic", icon: <ItalicOutlined />, act: () => run("italic") },
    { key: "underline", icon: <UnderlineOutlined />, act: () => run("underline") },
    { key: "list", icon: <UnorderedListOutlined />, act: () => run("insertUnorderedList") },
    { key: "link", icon: <LinkOutlined />, act: link },
  ] as const;
  return (
    <div className="mailing-editor">
      <Space role="toolbar" aria-label={t("mailings.editor.toolbar")} wrap>
        {tools.map((tool) => (
          <Tooltip key={tool.key} title={t(`mailings.editor.${tool.key}`)}>
            <Button
              size="small"
              icon={tool.icon}
              aria-label={t(`mailings.editor.${tool.key}`)}
              onMouseDown={(event) => event.preventDefault()}
              onClick={tool.act}
            />
          </Tooltip>
        ))}
      </Space>
      {/* biome-ignore lint/a11y/useSemanticElements: a rich-text area is a contenteditable div; a textarea holds no markup */}
      <div
        ref={area}
        className="mailing-editor-area"
        contentEditable
        role="textbox"
        aria-multiline="true"
        aria-label={label}
        tabIndex={0}
        data-testid="mailing-body"
        onInput={(event) => onChange(event.currentTarget.innerHTML)}
        suppressContentEditableWarning
      />
    </div>
  );
}

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
import type { RichTextEditorProps } from "../RichTextEditor";
import "./rich-text.css";

/**
 * What the area holds, as HTML; an area emptied by hand keeps a stray `<br>` or empty block, which is no text, so
 * a required field sees it as empty.
 */
function htmlOf(area: HTMLElement): string {
  const hasText = (area.textContent ?? "").trim() !== "" || area.querySelector("img") !== null;
  return hasText ? area.innerHTML : "";
}

/**
 * The app's one rich-text editor (decisions 0066, 0070): a contenteditable region with the few marks the server's
 * allow-list keeps (bold, italic, underline, lists, links). Whatever HTML it produces, the server sanitises before
 * storing (server/src/core/rich-text.ts). Loaded through `RichTextEditor`, never with the first screen.
 */
export default function RichTextArea({
  value = "",
  onChange,
  label,
  testId,
  id,
  "aria-invalid": invalid,
  "aria-describedby": describedBy,
}: RichTextEditorProps) {
  const { t } = useTranslation();
  const area = useRef<HTMLDivElement>(null);
  // Written into the DOM only when it differs, so typing keeps the caret where it is.
  useEffect(() => {
    if (area.current && htmlOf(area.current) !== value) area.current.innerHTML = value;
  }, [value]);
  const changed = () => {
    if (area.current) onChange?.(htmlOf(area.current));
  };
  const run = (command: string, argument?: string) => {
    area.current?.focus();
    document.execCommand(command, false, argument);
    changed();
  };
  const link = () => {
    const address = window.prompt(t("richText.linkPrompt"), "https://");
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
    <div className="rich-text-editor" data-invalid={invalid === true || invalid === "true"}>
      <Space role="toolbar" aria-label={`${t("richText.toolbar")}: ${label}`} wrap>
        {tools.map((tool) => (
          <Tooltip key={tool.key} title={t(`richText.${tool.key}`)}>
            <Button
              size="small"
              icon={tool.icon}
              aria-label={t(`richText.${tool.key}`)}
              onMouseDown={(event) => event.preventDefault()}
              onClick={tool.act}
              data-testid={`${testId}-${tool.key}`}
            />
          </Tooltip>
        ))}
      </Space>
      {/* biome-ignore lint/a11y/useSemanticElements: a rich-text area is a contenteditable div; a textarea holds no markup */}
      <div
        ref={area}
        id={id}
        className="rich-text-editor-area"
        contentEditable
        role="textbox"
        aria-multiline="true"
        aria-label={label}
        aria-invalid={invalid}
        aria-describedby={describedBy}
        tabIndex={0}
        data-testid={testId}
        // Enter starts a <p>, which the server's allow-list keeps; Chromium's default <div> is dropped there and
        // would run the lines together.
        onFocus={() => document.execCommand("defaultParagraphSeparator", false, "p")}
        onInput={changed}
        suppressContentEditableWarning
      />
    </div>
  );
}

import { lazy, Suspense } from "react";

export type RichTextEditorProps = {
  /** The HTML; an area holding no text gives "". */
  value?: string;
  onChange?: (html: string) => void;
  /** The area's accessible name (a contenteditable region is not labelled by a `<label for>`). */
  label: string;
  testId: string;
  /** Given by a form field, so its error message and state reach the area. */
  id?: string;
  "aria-invalid"?: boolean | "true" | "false";
  "aria-describedby"?: string;
};

const RichTextArea = lazy(() => import("./rich-text/RichTextArea"));

/**
 * The shared rich-text editor (decision 0070), as a form control (`value`, `onChange`): the mailing, the message
 * templates, the FAQ's answers and the school notices. Its code loads when a screen first draws it, so no first
 * screen carries it; until then a busy placeholder of its size holds the place.
 */
export function RichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<div aria-busy="true" style={{ minHeight: 198 }} />}>
      <RichTextArea {...props} />
    </Suspense>
  );
}

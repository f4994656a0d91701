/**
 * The open thread's box before its code and its messages arrive (decision 0174): the header, the messages' region
 * (of a fixed height in the inbox's pane) and the composer, each where the thread draws it, so that the thread
 * coming in moves nothing below it (on a phone, the footer: a layout shift). Out of the thread's own chunk, since it
 * stands in for it.
 */
export function ThreadPlaceholder() {
  return (
    <div className="thread" aria-hidden="true" data-testid="thread-loading">
      <div className="thread-pane__header thread-placeholder__header" />
      <div className="thread__scroll" />
      <div className="thread-placeholder__composer" />
    </div>
  );
}

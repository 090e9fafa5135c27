import {useLayoutEffect, type KeyboardEvent, type RefObject} from 'react';

const maxHeight = 120;

type Props = {
  id: string;
  /** The box itself: the panel focuses it when it opens and when a reply has arrived. */
  ref: RefObject<HTMLTextAreaElement | null>;
  draft: string;
  setDraft: (text: string) => void;
  pending: boolean;
  send: (text: string) => void;
  labels: {input: string; placeholder: string; send: string};
};

/** The message box and its send button: Enter sends, Shift+Enter adds a line, the box grows to 120 px. */
export function Composer({id, ref, draft, setDraft, pending, send, labels}: Props) {
  // Fit the box to its text after every change, typed or cleared by a send.
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    element.style.height = 'auto';
    element.style.height = `${Math.min(element.scrollHeight, maxHeight)}px`;
  }, [draft, ref]);

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send(draft);
    }
  }

  return (
    <form
      className="flex items-end gap-2 border-t border-line px-3 py-3"
      onSubmit={(event) => {
        event.preventDefault();
        send(draft);
      }}
    >
      <label htmlFor={id} className="sr-only">
        {labels.input}
      </label>
      <textarea
        id={id}
        ref={ref}
        rows={1}
        value={draft}
        disabled={pending}
        placeholder={labels.placeholder}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={onKeyDown}
        maxLength={2000}
        className="max-h-[120px] min-h-11 flex-1 resize-none rounded-xl border border-line bg-white px-3 py-2.5 text-sm text-ink placeholder:text-ink-muted focus-visible:outline-brand-600 disabled:bg-surface-muted"
      />
      <button
        type="submit"
        disabled={pending || draft.trim() === ''}
        aria-label={labels.send}
        className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white hover:bg-brand-800 disabled:opacity-50"
      >
        <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden="true" focusable="false">
          <path d="M4 12l16-8-6 16-2-6-8-2z" fill="currentColor" />
        </svg>
      </button>
    </form>
  );
}

'use client';

import {useEffect, useId, useRef} from 'react';
import toast from 'react-hot-toast';
import {ChatLog} from './ChatLog';
import {Composer} from './Composer';
import {PanelHeader} from './PanelHeader';
import type {RhiaConfig, RhiaStrings} from './strings';
import {useChat} from './useChat';

type Props = {strings: RhiaStrings; config: RhiaConfig; open: boolean; onClose: () => void};

/** The chat panel: a dialog with the conversation, chips and the message box. */
export default function RhiaPanel({strings, config, open, onClose}: Props) {
  const chat = useChat(config, strings, () =>
    toast.error(
      <span>
        <strong className="block">{strings.errorTitle}</strong>
        {strings.errorText}
      </span>,
    ),
  );
  const textarea = useRef<HTMLTextAreaElement>(null);
  const titleId = useId();
  const send = (text: string) => void chat.send(text);

  useEffect(() => {
    if (!open) return;
    textarea.current?.focus();
    const onEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onEscape);
    return () => document.removeEventListener('keydown', onEscape);
  }, [open, onClose]);

  useEffect(() => {
    if (!chat.pending) textarea.current?.focus();
  }, [chat.pending]);

  return (
    <div
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      hidden={!open}
      className="fixed inset-0 z-50 flex flex-col bg-white text-ink shadow-raised sm:inset-auto sm:top-[4.5rem] sm:right-4 sm:h-[600px] sm:max-h-[calc(100dvh-5.5rem)] lg:top-[5.5rem] lg:max-h-[calc(100dvh-6.5rem)] sm:w-[380px] sm:rounded-2xl sm:ring-1 sm:ring-line print:hidden"
    >
      <PanelHeader titleId={titleId} title={strings.title} subtitle={strings.subtitle} closeLabel={strings.close} onClose={onClose} />
      <ChatLog strings={strings} pages={config.pages} messages={chat.messages} pending={chat.pending} send={send} />
      <div className="sr-only" role="status" aria-live="polite" aria-atomic="true">
        {chat.announcement}
      </div>
      <Composer
        id={`${titleId}-input`}
        ref={textarea}
        draft={chat.draft}
        setDraft={chat.setDraft}
        pending={chat.pending}
        send={send}
        labels={{input: strings.inputLabel, placeholder: strings.placeholder, send: strings.send}}
      />
    </div>
  );
}

import Link from 'next/link';
import {cleanReply} from '@/lib/rhia/clean';
import type {WidgetMessage} from '@/lib/rhia/history';
import {replySegments} from '@/lib/rhia/reply-links';
import {titledSegments} from './reply-titles';

type Props = {message: WidgetMessage; paths: ReadonlySet<string>; titles: ReadonlyMap<string, string>; you: string; assistant: string};

/** One bubble of the conversation; the assistant's paths to the site's own pages become links named by their titles. */
export function ChatMessage({message, paths, titles, you, assistant}: Props) {
  const mine = message.role === 'user';
  return (
    <div className={mine ? 'flex justify-end' : 'flex justify-start'}>
      <p
        className={
          mine
            ? 'max-w-[85%] rounded-2xl rounded-br-sm bg-brand-700 px-3 py-2 text-sm whitespace-pre-wrap text-white'
            : 'max-w-[85%] rounded-2xl rounded-bl-sm bg-surface-muted px-3 py-2 text-sm whitespace-pre-wrap break-words text-ink'
        }
      >
        <span className="sr-only">{mine ? you : assistant}: </span>
        <span data-role={message.role}>
          {mine
            ? message.content
            : titledSegments(replySegments(cleanReply(message.content), paths), titles).map((segment, index) =>
                segment.href ? (
                  // A client navigation: the panel, in the language's root layout, stays open.
                  <Link key={index} href={segment.href} className="font-semibold text-brand-700 underline">
                    {segment.text}
                  </Link>
                ) : (
                  <span key={index}>{segment.text}</span>
                ),
              )}
        </span>
      </p>
    </div>
  );
}

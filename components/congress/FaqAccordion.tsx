'use client';

import {useRef, type ReactNode} from 'react';
import {Disclosure, DisclosureButton, DisclosurePanel} from '@headlessui/react';

export type FaqItem = {id: string; question: string; answer: ReactNode};

/**
 * Questions as Headless UI disclosures (buttons with aria-expanded, panels tied to them). Opening
 * one closes the others; the open one closes again on a second click.
 */
export default function FaqAccordion({items}: {items: FaqItem[]}) {
  const closers = useRef(new Map<string, () => void>());

  return (
    <div className="divide-y divide-line overflow-hidden rounded-card border border-line bg-white shadow-card">
      {items.map((item) => (
        <Disclosure key={item.id} as="div" data-faq={item.id}>
          {({open, close}) => {
            closers.current.set(item.id, close);
            return (
              <>
                <h2>
                  <DisclosureButton
                    onClick={() => {
                      if (open) return;
                      closers.current.forEach((closeOther, id) => id !== item.id && closeOther());
                    }}
                    className="flex w-full items-center justify-between gap-4 px-5 py-5 text-left text-lg font-semibold text-ink hover:bg-surface-muted focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600 sm:px-6"
                  >
                    <span>{item.question}</span>
                    <svg
                      viewBox="0 0 24 24"
                      className={`h-5 w-5 shrink-0 text-brand-700 motion-safe:transition-transform ${open ? 'rotate-180' : ''}`}
                      fill="none"
                      stroke="currentColor"
                      strokeWidth={2}
                      aria-hidden="true"
                      focusable="false"
                    >
                      <path d="m6 9 6 6 6-6" />
                    </svg>
                  </DisclosureButton>
                </h2>
                <DisclosurePanel className="px-5 pb-6 text-base leading-relaxed text-ink-muted sm:px-6">{item.answer}</DisclosurePanel>
              </>
            );
          }}
        </Disclosure>
      ))}
    </div>
  );
}

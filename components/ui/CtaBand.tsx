import type {ReactNode} from 'react';
import {Section} from './Section';

type Props = {
  id: string;
  title: ReactNode;
  /** One paragraph per entry, under the title. */
  lines: ReactNode[];
  /** The call to action: a button or a link styled as one. */
  action: ReactNode;
};

/** The brand-blue band that closes a page with a call to action (fees, abstracts, sponsorship). */
export function CtaBand({id, title, lines, action}: Props) {
  return (
    <Section id={id} tone="brand">
      <div className="flex flex-col gap-5 md:flex-row md:items-center md:justify-between">
        <div>
          <h2 className="text-2xl font-bold">{title}</h2>
          {lines.map((line, index) => (
            <p key={index} className="mt-2 text-brand-100">
              {line}
            </p>
          ))}
        </div>
        {action}
      </div>
    </Section>
  );
}

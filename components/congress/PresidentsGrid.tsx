import type {Locale} from '@/i18n/locales';
import {presidents} from '@/content/people';
import {PersonCard} from './PersonCard';
import {personText} from './people-text';

/** The league president and the congress president, side by side. */
export default async function PresidentsGrid({
  locale,
  headingLevel = 3,
  stacked = false,
}: {
  locale: Locale;
  headingLevel?: 3 | 4;
  stacked?: boolean;
}) {
  const text = await personText(locale);
  return (
    <ul className={stacked ? 'grid gap-4' : 'grid gap-4 sm:grid-cols-2'}>
      {[presidents.league, presidents.congress].map((person) => (
        <li key={person.role}>
          <PersonCard person={person} text={text(person)} headingLevel={headingLevel} size="lg" />
        </li>
      ))}
    </ul>
  );
}

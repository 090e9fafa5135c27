import type {Person} from '@/content/people';
import {filledSlots} from '@/content/people';
import {PersonCard, type PersonCardText} from './PersonCard';

/** A committee as cards; slots without a name are skipped, and an empty committee says so. */
export function CommitteeGrid({
  members,
  text,
  emptyText,
}: {
  members: readonly Person[];
  text: (person: Person) => PersonCardText;
  emptyText: string;
}) {
  const people = filledSlots(members);
  if (people.length === 0) {
    return <p className="rounded-card border border-dashed border-line bg-white p-6 text-ink-muted">{emptyText}</p>;
  }
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {people.map((person, index) => (
        <li key={`${person.role}-${index}`}>
          <PersonCard person={person} text={text(person)} />
        </li>
      ))}
    </ul>
  );
}

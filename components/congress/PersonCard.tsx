import type {Person} from '@/content/people';
import {initialsOf} from '@/content/people';
import {cn} from '@/components/ui/cn';
import {Picture} from '@/components/ui/Picture';
import {Icon} from './Icon';

export type PersonCardText = {
  /** The person's role, translated. */
  role: string;
  /** The country's name in the page's language ('' when unknown). */
  location: string;
  /** Alt text of the photo ("Foto de …"). */
  photoAlt: string;
};

/**
 * A person: photo, or initials when there is none (or a neutral silhouette while the name is not
 * published), then name, role and location.
 */
export function PersonCard({
  person,
  text,
  headingLevel = 3,
  size = 'md',
}: {
  person: Person;
  text: PersonCardText;
  headingLevel?: 3 | 4;
  size?: 'md' | 'lg';
}) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const name = person.name.trim();
  const initials = initialsOf(name);
  const avatar = size === 'lg' ? 'h-20 w-20 text-2xl' : 'h-16 w-16 text-xl';
  return (
    <article className="flex h-full items-center gap-4 rounded-card border border-line bg-white p-5 shadow-card" data-person>
      {person.photo ? (
        <Picture
          src={person.photo}
          alt={text.photoAlt}
          width={size === 'lg' ? 80 : 64}
          height={size === 'lg' ? 80 : 64}
          className={cn('shrink-0 rounded-full object-cover', avatar)}
        />
      ) : (
        <span
          aria-hidden="true"
          data-initials={initials || undefined}
          className={cn('flex shrink-0 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-800', avatar)}
        >
          {initials || <Icon name="person" className="h-1/2 w-1/2" />}
        </span>
      )}
      <div className="min-w-0">
        {name ? (
          <>
            <Heading className="text-lg font-bold text-ink">{name}</Heading>
            <p className="text-sm font-medium text-brand-700">{text.role}</p>
          </>
        ) : (
          <Heading className="text-lg font-bold text-ink">{text.role}</Heading>
        )}
        {text.location ? (
          <p className="mt-1 flex items-center gap-1 text-sm text-ink-muted">
            <Icon name="pin" className="h-4 w-4 shrink-0" />
            {text.location}
          </p>
        ) : null}
      </div>
    </article>
  );
}

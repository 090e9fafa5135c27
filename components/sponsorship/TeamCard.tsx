import {initials, telHref, type TeamMember} from '@/content/sponsorship';
import {Card} from '@/components/ui/Card';
import {Picture} from '@/components/ui/Picture';

export type TeamCardLabels = {role: string; email: string; phone: string};

/** A sponsorship team member: photo (or initials), name, title, mailto and tel links. */
export function TeamCard({member, labels}: {member: TeamMember; labels: TeamCardLabels}) {
  return (
    <Card className="flex gap-5">
      {member.photo ? (
        <Picture src={member.photo} alt={member.name} width={80} height={80} className="h-20 w-20 shrink-0 rounded-full object-cover" />
      ) : (
        <span
          aria-hidden="true"
          data-testid="initials"
          className="flex h-20 w-20 shrink-0 items-center justify-center rounded-full bg-brand-100 text-2xl font-bold text-brand-800"
        >
          {initials(member.name)}
        </span>
      )}
      <div className="min-w-0">
        <h3 className="text-lg font-bold text-ink">{member.name}</h3>
        <p className="text-ink-muted">{labels.role}</p>
        <dl className="mt-3 space-y-1 text-sm">
          {member.email ? (
            <div className="flex flex-wrap gap-x-2">
              <dt className="font-semibold">{labels.email}:</dt>
              <dd className="min-w-0 break-all">
                <a className="text-brand-700 underline hover:text-brand-800" href={`mailto:${member.email}`}>
                  {member.email}
                </a>
              </dd>
            </div>
          ) : null}
          {member.phone ? (
            <div className="flex flex-wrap gap-x-2">
              <dt className="font-semibold">{labels.phone}:</dt>
              <dd>
                <a className="text-brand-700 underline hover:text-brand-800" href={telHref(member.phone)}>
                  {member.phone}
                </a>
              </dd>
            </div>
          ) : null}
        </dl>
      </div>
    </Card>
  );
}

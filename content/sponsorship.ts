import {site} from './site';

/**
 * Sponsorship and exhibition: opportunities and the commercial team, written once.
 *
 * The team is editable content. The spec names nobody, so the slots below are empty and the page
 * skips them; an editor fills `name`, `email`, `phone` (and optionally `photo`, a path under
 * public/) to show a card. A card without a photo shows the person's initials.
 */

export type SponsorshipOpportunityKey = 'exhibition' | 'symposia' | 'business' | 'networking';

/** The four opportunity tiles; words in `Sponsorship.opportunities.<key>`. */
export const sponsorshipOpportunities: readonly SponsorshipOpportunityKey[] = ['exhibition', 'symposia', 'business', 'networking'];

/** Job titles; words in `Sponsorship.roles.<key>`. */
export type SponsorshipRoleKey = 'commercialManager' | 'exhibitionCoordinator';

export type TeamMember = {
  /** Full name as the person writes it; empty = slot skipped. */
  name: string;
  role: SponsorshipRoleKey;
  email: string;
  /** International format, e.g. "+507 123 4567"; the tel: link drops the spaces. */
  phone: string;
  /** Path under public/, e.g. "/team/ana.jpg"; without one the card shows initials. */
  photo?: string;
};

export const sponsorshipTeam: readonly TeamMember[] = [
  {name: '', role: 'commercialManager', email: '', phone: ''},
  {name: '', role: 'exhibitionCoordinator', email: '', phone: ''},
];

/** Where sponsors write when no team member is listed (and for the prospectus). */
export const sponsorshipContactEmail = site.contactEmail;

/** The members with a name: an empty slot is skipped. */
export function listedTeam(team: readonly TeamMember[] = sponsorshipTeam): TeamMember[] {
  return team.filter((member) => member.name.trim() !== '');
}

/** Up to two initials of a name ("María José Pérez" -> "MP"), for the avatar fallback. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '';
  const first = words[0];
  const last = words.length > 1 ? words[words.length - 1] : '';
  return (Array.from(first)[0] + (last ? Array.from(last)[0] : '')).toLocaleUpperCase();
}

/** A phone number as a tel: URI (digits and a leading +). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

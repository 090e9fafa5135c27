import {assumedIn} from './assumed';

const assumed = assumedIn('content/people.ts');

/**
 * The people of the league and the congress. Names are editable content: the site never invents
 * one. A committee slot whose name is empty is skipped; a card without a photo shows the person's
 * initials. Roles are keys of `People.roles` in the catalogs; countries are ISO 3166 codes whose
 * names each language writes itself (Intl.DisplayNames).
 */

export type RoleKey =
  | 'leaguePresident'
  | 'congressPresident'
  | 'president'
  | 'vicePresident'
  | 'pastPresident'
  | 'secretaryGeneral'
  | 'treasurer'
  | 'scientificCommitteeChair'
  | 'organizingCommitteeChair'
  | 'organizingCommitteeMember';

/** The grammatical form of a role title: 'female' shows Presidenta, Secretaria general, Tesorera (es), Secretária-geral, Tesoureira (pt). */
export type TitleForm = 'female' | 'male';

export type Person = {
  /** Full name with title as it should be printed ("Dra. …"); empty = slot not filled yet. */
  name: string;
  role: RoleKey;
  /** The form of the role title; without it (or 'male') the title is `People.roles.<role>`, with 'female' `People.rolesFemale.<role>`. */
  gender?: TitleForm;
  /** ISO 3166-1 alpha-2 code, or '' when not known. */
  country: string;
  /** A path under /public (e.g. '/people/jane-doe.jpg'); without it the card shows initials. */
  photo?: string;
};

/** The two presidents of the home and welcome pages. */
export const presidents: {league: Person; congress: Person} = {
  league: {name: '', role: 'leaguePresident', country: ''},
  congress: {name: '', role: 'congressPresident', country: assumed('PA', 'the congress president’s country (preset to Panama)')},
};

/** PANLAR's Executive Committee, in the order the page shows it. */
export const executiveCommittee: Person[] = assumed(
  [
    {name: '', role: 'president', country: ''},
    {name: '', role: 'vicePresident', country: ''},
    {name: '', role: 'pastPresident', country: ''},
    {name: '', role: 'secretaryGeneral', country: ''},
    {name: '', role: 'treasurer', country: ''},
  ],
  'the Executive Committee’s roles and their order (names are left empty: the specification names nobody)',
);

/** The Organizing Committee of the 2026 congress. */
export const organizingCommittee: Person[] = assumed(
  [
    {name: '', role: 'congressPresident', country: 'PA'},
    {name: '', role: 'organizingCommitteeChair', country: 'PA'},
    {name: '', role: 'scientificCommitteeChair', country: ''},
    {name: '', role: 'organizingCommitteeMember', country: 'PA'},
    {name: '', role: 'organizingCommitteeMember', country: 'PA'},
    {name: '', role: 'organizingCommitteeMember', country: 'PA'},
  ],
  'the Organizing Committee’s roles and their preset country (Panama); names are left empty',
);

/** The catalog key of a person's role title, in the form of that person (`People.rolesFemale.*` for 'female'). */
export function roleMessageKey(person: Pick<Person, 'role' | 'gender'>): `roles.${RoleKey}` | `rolesFemale.${RoleKey}` {
  return person.gender === 'female' ? `rolesFemale.${person.role}` : `roles.${person.role}`;
}

/** The slots that name someone; empty or blank names are skipped. */
export function filledSlots<T extends {name: string}>(slots: readonly T[]): T[] {
  return slots.filter((slot) => slot.name.trim() !== '');
}

const honorifics = /^(dr|dra|dr\.|dra\.|prof|profa|prof\.|profa\.|lic|lic\.|mg|mgs|msc)$/i;

/** Up to two initials from a name, skipping titles ("Dra. Ana María Pérez" → "AP"). */
export function initialsOf(name: string): string {
  const words = name
    .trim()
    .split(/\s+/)
    .filter((word) => word !== '' && !honorifics.test(word.replace(/\.$/, '')) && !honorifics.test(word));
  if (words.length === 0) return '';
  const first = words[0];
  const last = words.length > 1 ? words[words.length - 1] : '';
  return (Array.from(first)[0] + (last ? Array.from(last)[0] : '')).toLocaleUpperCase();
}

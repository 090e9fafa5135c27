import {getTranslations} from 'next-intl/server';
import type {Locale} from '@/i18n/locales';
import {roleMessageKey, type Person} from '@/content/people';
import {countryName} from '@/lib/congress-format';
import type {PersonCardText} from './PersonCard';

/** A translator of people's roles (in each person's form: Presidenta, Secretária), countries and photo alt texts for one page. */
export async function personText(locale: Locale): Promise<(person: Person) => PersonCardText> {
  const t = await getTranslations({locale, namespace: 'People'});
  return (person) => ({
    role: t(roleMessageKey(person)),
    location: countryName(person.country, locale),
    photoAlt: t('photoAlt', {name: person.name}),
  });
}

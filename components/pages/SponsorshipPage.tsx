import {getTranslations} from 'next-intl/server';
import type {PageProps} from './registry';
import {PageHeader} from '@/components/ui/PageHeader';
import {Section} from '@/components/ui/Section';
import {Card} from '@/components/ui/Card';
import {buttonClasses} from '@/components/ui/Button';
import {CtaBand} from '@/components/ui/CtaBand';
import {mailLink} from '@/components/ui/rich-tags';
import {TeamCard} from '@/components/sponsorship/TeamCard';
import {OpportunityIcon} from '@/components/sponsorship/OpportunityIcon';
import {listedTeam, sponsorshipContactEmail, sponsorshipOpportunities} from '@/content/sponsorship';

export default async function SponsorshipPage({locale}: PageProps) {
  const t = await getTranslations({locale, namespace: 'Sponsorship'});
  const team = listedTeam();
  const mailto = `mailto:${sponsorshipContactEmail}?subject=${encodeURIComponent(t('contact.subject'))}`;

  return (
    <>
      <PageHeader title={t('title')} intro={t('intro')} />

      <Section>
        <p className="max-w-3xl text-lg leading-relaxed text-ink">{t('body')}</p>
      </Section>

      <Section id="opportunities" title={t('opportunities.title')} tone="muted">
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {sponsorshipOpportunities.map((key) => (
            <li key={key}>
              <Card className="h-full">
                <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-teal-50 text-teal-700">
                  <OpportunityIcon name={key} />
                </span>
                <h3 className="mt-4 text-lg font-bold text-ink">{t(`opportunities.${key}.title`)}</h3>
                <p className="mt-2 text-ink-muted">{t(`opportunities.${key}.body`)}</p>
              </Card>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="team" title={t('team.title')} intro={team.length > 0 ? t('team.intro') : undefined}>
        {team.length > 0 ? (
          <ul className="grid gap-5 md:grid-cols-2">
            {team.map((member) => (
              <li key={member.name}>
                <TeamCard
                  member={member}
                  labels={{
                    role: t(`roles.${member.role}`),
                    email: t('team.email'),
                    phone: t('team.phone'),
                  }}
                />
              </li>
            ))}
          </ul>
        ) : (
          <p className="max-w-3xl text-lg text-ink">
            {t.rich('team.fallback', {mail: mailLink(sponsorshipContactEmail, 'break-all'), email: sponsorshipContactEmail})}
          </p>
        )}
      </Section>

      <CtaBand
        id="sponsorship-contact"
        title={t('contact.title')}
        lines={[t('contact.body')]}
        action={
          <a href={mailto} className={buttonClasses({size: 'lg', className: 'shrink-0'})}>
            {t('contact.button')}
          </a>
        }
      />
    </>
  );
}

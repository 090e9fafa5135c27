import {getTranslations} from 'next-intl/server';
import type {Locale} from '@/i18n/locales';
import type {Hotel} from '@/content/hotels';
import {whenAhead} from '@/lib/phase/phase';
import {Button, ButtonLink} from '@/components/ui/Button';
import {ExternalLink} from '@/components/ui/ExternalLink';
import {PhotoSlot} from '@/components/ui/PhotoSlot';
import HotelCarousel from './HotelCarousel';
import {Stars} from './Stars';
import {Icon} from './icons';

/**
 * The card's width: a third of the 7xl container (384 px) on desktop, half the screen from 640 px,
 * the screen on a phone (less the page's padding).
 */
const photoSizes = '(min-width: 1024px) 384px, (min-width: 640px) 50vw, 100vw';

const hidden = (chunks: React.ReactNode) => <span className="sr-only">{chunks}</span>;

/** The placeholders alternate the brand's navy and teal from card to card, and within a card. */
const tones = ['navy', 'teal'] as const;

/** One hotel: photos, name, stars, rooms with nightly rates, and its links (all in new tabs). */
export default async function HotelCard({hotel, locale, index = 0}: {hotel: Hotel; locale: Locale; index?: number}) {
  const t = await getTranslations({locale, namespace: 'Hotels'});
  const shell = await getTranslations({locale, namespace: 'Shell'});
  const total = hotel.images.length;
  const values = {hotel: hotel.name};
  const newTab = <span className="sr-only">{shell('newTab')}</span>;

  return (
    <article aria-labelledby={`hotel-${hotel.id}`} className="hotel-card">
      <HotelCarousel
        slides={hotel.images.map(({subject, ...image}, n) => (
          <PhotoSlot
            key={image.src}
            {...image}
            alt={t('card.photoAlt', {...values, n: n + 1, total})}
            sizes={photoSizes}
            placeholder={{
              icon: subject === 'room' ? 'bed' : 'building',
              caption: t('card.placeholder', {subject}),
              label: t('card.placeholderAlt', {...values, subject}),
              tone: tones[(index + n) % tones.length],
            }}
          />
        ))}
        ratio={`${hotel.images[0]?.width ?? 3} / ${hotel.images[0]?.height ?? 2}`}
        label={t('card.carousel', values)}
        dotLabels={hotel.images.map((_, index) => t('card.photo', {n: index + 1, total}))}
        pauseLabel={t('card.pause')}
        playLabel={t('card.play')}
      />
      <div className="hotel-card-body">
        <div>
          <h3 id={`hotel-${hotel.id}`} className="text-xl font-bold text-ink">
            {hotel.name}
          </h3>
          <Stars count={hotel.stars} label={t('card.stars', {count: hotel.stars})} className="mt-1" />
        </div>
        <dl aria-label={t('card.roomsLabel', values)} className="hotel-rates">
          {hotel.rooms.map((room) => (
            <div key={room.type}>
              <dt>{t(`roomTypes.${room.type}`)}</dt>
              <dd>
                <span>{t('card.rate', {amount: room.nightlyRateUsd})}</span> <span>{t('card.perNight')}</span>
              </dd>
            </div>
          ))}
        </dl>
        <div className="hotel-actions">
          {hotel.reservationUrl ? (
            <ButtonLink external href={hotel.reservationUrl} className="w-full" {...whenAhead('congressEnds')}>
              {t.rich('card.reserve', {...values, hidden})}
              {newTab}
            </ButtonLink>
          ) : (
            <Button disabled className="w-full">
              {t('card.comingSoon')}
            </Button>
          )}
          <div className="hotel-links">
            <ExternalLink href={hotel.locationUrl}>
              <Icon name="location" className="h-4 w-4" />
              {t.rich('card.location', {...values, hidden})}
              {newTab}
            </ExternalLink>
            {hotel.photosUrl ? (
              <ExternalLink href={hotel.photosUrl}>
                <Icon name="external" className="h-4 w-4" />
                {t.rich('card.photos', {...values, hidden})}
                {newTab}
              </ExternalLink>
            ) : null}
          </div>
        </div>
      </div>
    </article>
  );
}

import type {ReactNode} from 'react';
import {getTranslations} from 'next-intl/server';
import type {Locale} from '@/i18n/locales';
import EmbedFacade from './EmbedFacade';
import {PhotoSlot} from './PhotoSlot';

type Props = {
  locale: Locale;
  /** Whose player or map it loads: the one privacy note of that provider goes under it. */
  provider: 'youtube' | 'maps';
  embedUrl: string;
  /** The iframe's accessible title. */
  title: string;
  /** The button's label ("Play the venue video"). */
  loadLabel: string;
  /** The path in public/ of the still an editor may drop in (960 × 540); the designed panel until then. */
  still: string;
  /** What the designed panel shows in its middle (the welcome video's logo), if anything. */
  emblem?: ReactNode;
  /** The `sizes` of the still: the width the box is shown at. */
  sizes?: string;
  /** Tailwind aspect classes of the box; 16:9 by default. */
  aspect?: string;
  /** Shown beside the privacy note (the map's plain link). */
  children?: ReactNode;
};

/**
 * A video or map that loads only when the visitor asks (EmbedFacade), over a still or the site's
 * designed panel, with one short privacy note per provider, in the same words on every page.
 */
export async function Facade({locale, provider, still, emblem, sizes, aspect, children, ...embed}: Props) {
  const t = await getTranslations({locale, namespace: 'Shell.embedNote'});
  const map = provider === 'maps';
  return (
    <div>
      <EmbedFacade
        {...embed}
        icon={map ? 'map' : 'play'}
        tone={map ? 'light' : 'dark'}
        aspect={aspect}
        poster={
          <PhotoSlot
            src={still}
            alt=""
            width={960}
            height={540}
            sizes={sizes ?? '(min-width: 1152px) 1100px, 100vw'}
            placeholder={{tone: map ? 'light' : 'navy', emblem}}
          />
        }
      />
      <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-ink-muted">{t(provider)}</p>
        {children}
      </div>
    </div>
  );
}

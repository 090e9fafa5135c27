import {hasPhotoFile} from '@/lib/images/photo-file';
import {SpriteIcon} from '@/components/icons/SpriteIcon';
import {Picture} from './Picture';
import {Ripples} from './Ripples';
import {cn} from './cn';
import type {PictureInput} from '@/lib/images/picture';
import type {ReactNode} from 'react';

/** Sprite icons of what a photo to come will show. */
export const placeholderIcons = ['building', 'bed'] as const;

export type Placeholder = {
  /** What the photo will show, as an icon in a ring in the middle. */
  icon?: (typeof placeholderIcons)[number];
  /** Or something of the brand's, near the top (the welcome video's logo). */
  emblem?: ReactNode;
  /** The visible words on the panel ("Hotel photo coming soon"). */
  caption?: string;
  /** The panel's name to assistive technology; without it the panel is decorative. */
  label?: string;
  /** The panel's colours: the brand's navy, its teal, or a light panel for light pages. */
  tone?: 'navy' | 'teal' | 'light';
};

const tones = {
  navy: 'bg-gradient-to-br from-brand-800 via-brand-700 to-brand-600 text-white',
  teal: 'bg-gradient-to-br from-teal-800 via-teal-700 to-brand-700 text-white',
  light: 'bg-brand-50 text-brand-700',
};

/**
 * A photo slot: the editor's photo when its file is in public/ (a <picture> with AVIF and WebP),
 * otherwise an honest, designed panel (the site's pattern, an icon of what is to come and, if
 * given, a caption), never a made-up picture. Both fill the slot's positioned box.
 * The photo takes `alt`; the panel takes `placeholder.label` (the photo is to come), and is
 * decorative without one.
 */
export function PhotoSlot({placeholder, className, ...photo}: PictureInput & {placeholder: Placeholder; className?: string}) {
  const box = 'absolute inset-0 h-full w-full';
  if (hasPhotoFile(photo.src)) return <Picture {...photo} className={cn(box, 'object-cover', className)} />;
  const tone = placeholder.tone ?? 'navy';
  return (
    <div
      {...(placeholder.label ? {role: 'img', 'aria-label': placeholder.label} : {'aria-hidden': true})}
      data-placeholder={photo.src}
      className={cn(box, 'flex flex-col items-center justify-center gap-3 overflow-hidden p-4', tones[tone], className)}
    >
      <Ripples className={tone === 'light' ? 'text-brand-200/60' : 'text-white/15'} />
      {/* From 640 px only: in a phone's short box it would meet the facade's button in the middle. */}
      {placeholder.emblem ? <div className="absolute inset-x-0 top-[9%] hidden justify-center sm:flex">{placeholder.emblem}</div> : null}
      {placeholder.icon ? (
        <span
          className={cn(
            'relative flex h-14 w-14 items-center justify-center rounded-full border',
            tone === 'light' ? 'border-brand-200 bg-white' : 'border-white/40 bg-white/10',
          )}
        >
          <SpriteIcon id={placeholder.icon} className="h-7 w-7" />
        </span>
      ) : null}
      {placeholder.caption ? <span className="relative text-sm font-semibold tracking-wide">{placeholder.caption}</span> : null}
    </div>
  );
}

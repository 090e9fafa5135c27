import {assumedIn} from './assumed';
import {site} from './site';

const assumed = assumedIn('content/hotels.ts');

/**
 * The congress hotels with group rates, shown on /hoteles and read by the assistant.
 * The words (room type names, labels) live in messages/*.json under `Hotels`.
 *
 * EDITOR: a hotel without `reservationUrl` appears under "coming soon" with a disabled button;
 * adding the group-booking link moves it to "available now". Each hotel has two photo slots, files
 * in public/ that nobody has sent yet: drop the hotel's own photos in as
 * public/images/hotels/<id>-1.jpg (the building) and <id>-2.jpg (a room), 3:2, at least 800 px
 * wide, and the next build shows them (AVIF and WebP made by scripts/images.mjs) in place of the
 * designed "photo coming soon" panel. Nothing else changes.
 *
 * The specification gives each hotel's name and nightly rates, and says every listed hotel has a
 * reservation link, but gives no link: each link below (the chains' home pages, not group-booking
 * pages yet), every star rating and every room name is assumed (`npm run check:launch` lists them).
 */

/** Room types; their names per language are `Hotels.roomTypes.<type>` in the catalogs. */
export type RoomType = 'standard' | 'deluxe' | 'executive' | 'suite' | 'single' | 'double' | 'triple';

export type HotelRoom = {
  type: RoomType;
  /** Group rate per night, in US dollars, before taxes. */
  nightlyRateUsd: number;
};

export type HotelImage = {
  /** A path under public/; until a photo is there, the card shows a "coming soon" panel. */
  src: string;
  /** What the photo shows: the slot's placeholder and its text say which photo is to come. */
  subject: 'building' | 'room';
  width: number;
  height: number;
};

export type Hotel = {
  id: string;
  name: string;
  stars: 3 | 4 | 5;
  rooms: readonly HotelRoom[];
  /** The group-booking link; without it the hotel is "coming soon". */
  reservationUrl?: string;
  locationUrl: string;
  photosUrl?: string;
  images: readonly HotelImage[];
};

/** Every hotel photo slot is 3:2; the files are made for a 400 px wide card at 2× density. */
export const hotelImageSize = {width: 800, height: 533} as const;

const maps = (query: string) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
const photos = (query: string) => `https://www.google.com/search?tbm=isch&q=${encodeURIComponent(query)}`;
const images = (id: string): HotelImage[] =>
  (['building', 'room'] as const).map((subject, index) => ({src: `/images/hotels/${id}-${index + 1}.jpg`, subject, ...hotelImageSize}));

/** A hotel; its star rating, room names and reservation link are marked assumed here. */
function hotel(id: string, name: string, stars: Hotel['stars'], rooms: HotelRoom[], reservationUrl?: string): Hotel {
  const query = `${name}, Panamá`;
  return {
    id,
    name,
    stars: assumed(stars, `${name}: star rating`),
    rooms: rooms.map((entry) => ({...entry, type: assumed(entry.type, `${name}: name of the USD ${entry.nightlyRateUsd} room`)})),
    reservationUrl: reservationUrl && assumed(reservationUrl, `${name}: the group-booking link at the congress rate`),
    locationUrl: maps(query),
    photosUrl: photos(query),
    images: images(id),
  };
}

const room = (type: RoomType, nightlyRateUsd: number): HotelRoom => ({type, nightlyRateUsd});

/** A hotel name with a word the specification does not give. */
const named = (name: string, addition: string) => assumed(name, `hotel name: “${addition}” is not in the specification`);

export const hotels: readonly Hotel[] = [
  hotel('hilton', 'Hilton Panamá', 5, [room('standard', 165), room('executive', 215)], 'https://www.hilton.com/'),
  hotel('waldorf-astoria', 'Waldorf Astoria Panamá', 5, [room('deluxe', 162), room('suite', 212)], 'https://www.hilton.com/'),
  hotel(
    'intercontinental',
    named('InterContinental Miramar Panamá', 'Miramar'),
    5,
    [room('standard', 150), room('deluxe', 170)],
    'https://www.ihg.com/',
  ),
  hotel('w', 'W Panamá', 5, [room('standard', 149), room('deluxe', 169)], 'https://www.marriott.com/'),
  hotel(
    'radisson',
    named('Radisson Decapolis Panamá', 'Decapolis'),
    4,
    [room('single', 105), room('double', 115), room('triple', 125)],
    'https://www.radissonhotels.com/',
  ),
  hotel('hilton-garden-inn', 'Hilton Garden Inn Panamá', 3, [room('standard', 80)], 'https://www.hilton.com/'),
  hotel(
    'las-americas',
    named('Las Américas Golden Tower Panamá', 'Golden Tower'),
    4,
    [room('standard', 119), room('deluxe', 129), room('suite', 179)],
    'https://www.lasamericasgoldentower.com/',
  ),
  hotel('le-meridien', 'Le Méridien Panamá', 4, [room('single', 145), room('double', 155)], 'https://www.marriott.com/'),
];

/** Hotels that take reservations now, in page order. */
export const availableHotels = (): Hotel[] => hotels.filter((entry) => Boolean(entry.reservationUrl));

/** Hotels announced without a reservation link yet. */
export const comingSoonHotels = (): Hotel[] => hotels.filter((entry) => !entry.reservationUrl);

export const hotelBooking = {
  /** Where group bookings are requested: the congress contact address. */
  groupEmail: site.contactEmail,
  /** Rates are subject to taxes, currently this percent. */
  taxPercent: 10,
  breakfastIncluded: true,
} as const;

import {availableHotels, comingSoonHotels, hotelBooking, hotelImageSize, hotels} from '@/content/hotels';

const ratesOf = (id: string) => hotels.find((hotel) => hotel.id === id)?.rooms.map((room) => room.nightlyRateUsd);

describe('hotel data', () => {
  it('has the nightly rates in USD exactly as listed', () => {
    expect(ratesOf('hilton')).toEqual([165, 215]);
    expect(ratesOf('las-americas')).toEqual([119, 129, 179]);
    expect(ratesOf('radisson')).toEqual([105, 115, 125]);
    expect(ratesOf('waldorf-astoria')).toEqual([162, 212]);
    expect(ratesOf('w')).toEqual([149, 169]);
    expect(ratesOf('hilton-garden-inn')).toEqual([80]);
    expect(ratesOf('intercontinental')).toEqual([150, 170]);
    expect(ratesOf('le-meridien')).toEqual([145, 155]);
    expect(hotels).toHaveLength(8);
  });

  it('gives every hotel 3 to 5 stars, a unique id, distinct room types and https links', () => {
    expect(new Set(hotels.map((hotel) => hotel.id)).size).toBe(hotels.length);
    for (const hotel of hotels) {
      expect([3, 4, 5]).toContain(hotel.stars);
      expect(new Set(hotel.rooms.map((room) => room.type)).size).toBe(hotel.rooms.length);
      for (const url of [hotel.reservationUrl, hotel.locationUrl, hotel.photosUrl].filter(Boolean)) {
        expect(new URL(url as string).protocol).toBe('https:');
      }
    }
  });

  it('gives every listed hotel a reservation link, as the specification requires: none is coming soon', () => {
    for (const hotel of hotels) expect([hotel.id, hotel.reservationUrl]).toEqual([hotel.id, expect.stringMatching(/^https:\/\//)]);
    expect(availableHotels()).toEqual(hotels);
    expect(comingSoonHotels()).toEqual([]);
  });

  it('states the tax notice and the group booking contact', () => {
    expect(hotelBooking.taxPercent).toBe(10);
    expect(hotelBooking.groupEmail).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]+$/);
  });

  it('gives every hotel a building slot and a room slot of its own, 3:2', () => {
    const paths = hotels.flatMap((hotel) => hotel.images.map((image) => image.src));
    expect(new Set(paths).size).toBe(paths.length);
    for (const hotel of hotels) {
      expect(hotel.images.map((image) => image.subject)).toEqual(['building', 'room']);
      for (const image of hotel.images) {
        expect(image.src).toMatch(new RegExp(`^/images/hotels/${hotel.id}-[12]\\.jpg$`));
        expect({width: image.width, height: image.height}).toEqual(hotelImageSize);
      }
    }
  });
});

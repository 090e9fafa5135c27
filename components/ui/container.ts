/**
 * The one content column of every page: the header, the sections, the home page's bands and the
 * footer start at the same left edge at each breakpoint. (The header alone keeps 24 px of padding
 * from 1024 to 1279 px, where its full navigation must fit on one line.)
 */
export const pageContainer = 'mx-auto max-w-7xl px-4 sm:px-6 lg:px-8';

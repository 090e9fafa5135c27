/**
 * The questions of the FAQ page, in order; questions and answers are `Faq.<key>` in the catalogs.
 * The facts the answers quote (dates, portal, e-mail) come from content/congress.ts,
 * content/links.ts and content/site.ts.
 */
export const faqKeys = ['datePlace', 'register', 'abstractDeadline', 'earlyDiscounts'] as const;

export type FaqKey = (typeof faqKeys)[number];

/** The abstract submission deadline: not announced yet (the page says so). */
export const abstractDeadline: string | null = null;

/** Whether early registration is cheaper than the later periods. */
export const earlyRegistrationDiscount = true;

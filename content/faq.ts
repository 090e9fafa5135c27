import {submissionDeadline} from './abstracts';

/**
 * The questions of the FAQ page, in order; questions and answers are `Faq.<key>` in the catalogs.
 * The facts the answers quote (dates, portal, e-mail) come from content/congress.ts,
 * content/abstracts.ts, content/links.ts and content/site.ts.
 */
export const faqKeys = ['datePlace', 'register', 'abstractDeadline', 'earlyDiscounts'] as const;

export type FaqKey = (typeof faqKeys)[number];

/**
 * The abstract submission deadline the FAQ answer quotes (`{deadline}`): the abstracts page's
 * date (content/abstracts.ts), so the two pages give one answer.
 */
export function faqAbstractDeadline(): Date {
  return submissionDeadline.toJSDate();
}

/** Whether early registration is cheaper than the later periods. */
export const earlyRegistrationDiscount = true;

import {panamaStartOfDay} from '@/content/fees';

/** A fee date (an ISO calendar day) as the Date the catalog's date formats take: its start in Panama. */
export const feeDay = (isoDate: string) => panamaStartOfDay(isoDate).toJSDate();

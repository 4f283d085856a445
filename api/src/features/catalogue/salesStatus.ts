// The sales system is the authority on a lot's status, with one exception: a lot the site holds for an online
// booking (`held_until`), which the sales team may not have seen yet. While the hold lasts, the sales system's
// "free" shows as booked; any other status it sends ends the hold (it has decided). SQL over the lot row `lot` and
// the status expression `status`.

export const statusFromSales = (lot: string, status: string) => `case when ${lot}.held_until is not null and ${status} = 'free' then 'booked' else ${status} end`;

export const holdAfterSales = (lot: string, status: string) => `case when ${status} = 'free' then ${lot}.held_until end`;

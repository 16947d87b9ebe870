/**
 * Work status codes of the authority's orders: container orders (`Auftraege`
 * AuftragsStatus) and bulky-waste orders (`StueckgutAuftraege` Status) share them. One place, so a
 * cancelled order (6) means the same to the cancel functions, the dump quota, its offered dates
 * and its payment.
 */
export const STATUS = { recorded: 1, planned: 3, done: 4, canceled: 6, error: 7 } as const;

/**
 * ReklamationsZuordnungsTyp: what a claim is about. Its own module so that code which only names
 * the subject (the event history's claim action) does not load the claim form's validation and
 * libphonenumber with it.
 */
export const ClaimAssignment = {
  None: 0, Object: 1, OneOffService: 2, Emptying: 3, Invoice: 4, DrivingOrder: 5, Order: 6, DumpOrder: 7, Location: 8, Street: 9,
  Address: 10, Container: 11,
} as const;

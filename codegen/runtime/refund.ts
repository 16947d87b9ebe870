/**
 * What residents are told about the money of a paid order that is cancelled, or of a payment the
 * provider took when the item could no longer be paid: it goes back by the way it was paid, within
 * this many working days. The portal's texts (`{{days}}`) and the reference backend's mails say the
 * same. Isomorphic.
 */
export const REFUND_WORKING_DAYS = 10;

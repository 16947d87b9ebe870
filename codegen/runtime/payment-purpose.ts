/**
 * What an online payment pays for, as the portal and the backend name it in StarteZahlung and
 * PruefeZahlung: a bulky-waste order, one demand, or a selection of demands.
 */
export const PAYMENT_PURPOSES = ['dump', 'demand', 'demands'] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];

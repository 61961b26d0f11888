import { formatDate } from '@cleaver/domain/dates';

/** 'Delivered 08/12/2026': the delivery beside an order's status in the list. */
export const deliveredOnText = (deliveredAt: string): string => `Delivered ${formatDate(deliveredAt)}`;

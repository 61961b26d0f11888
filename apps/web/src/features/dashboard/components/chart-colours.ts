/**
 * The top customers' slice colours (Tableau 10, its grey swapped for cyan so 'others' alone is grey): told
 * apart on light and dark paper, and each named beside its amount in the table, so colour is never the only cue.
 */
export const CUSTOMER_COLOURS = [
  '#4E79A7',
  '#F28E2B',
  '#E15759',
  '#76B7B2',
  '#59A14F',
  '#EDC948',
  '#B07AA1',
  '#FF9DA7',
  '#9C755F',
  '#17BECF',
] as const;

/** The slice of everyone outside the top ten. */
export const OTHERS_COLOUR = '#9E9E9E';

/** The colour of the nth customer's slice. */
export const customerColour = (index: number) =>
  CUSTOMER_COLOURS[index % CUSTOMER_COLOURS.length] ?? OTHERS_COLOUR;
